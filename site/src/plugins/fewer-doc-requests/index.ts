import type { Plugin } from '@docusaurus/types';

// Every doc page loads the docs plugin's two root layouts (DocsRoot, DocVersionRoot)
// and the plugin's route data (__plugin.json), each in a chunk of its own of 170
// to 400 bytes gzipped: three requests and three chunk wrappers where one does.
// They always load together, so they share one chunk.
export default function fewerDocRequestsPlugin(): Plugin {
  return {
    name: 'acme-fewer-doc-requests',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  docShell: {
                    test: /theme-classic[\\/]lib[\\/]theme[\\/](DocsRoot|DocVersionRoot)[\\/]|docusaurus-plugin-content-docs[\\/]default[\\/]__plugin\.json$/,
                    name: 'doc-shell',
                    chunks: 'async',
                    priority: 40,
                    enforce: true,
                  },
                },
              },
            },
          },
  };
}
