// Every patch of an upstream module, and every override of a theme component
// Docusaurus does not call safe to eject or wrap, with the upstream files it
// depends on as they were when it was last checked (SHA-256, first 16 hex
// digits). site/test/upstream-canaries.test.ts fails when one of them changes:
// re-check the patch against the new upstream file, then record its new hash.
// site/src/plugins/README.md explains each patch, its gain, and how to remove it.

export interface UpstreamPatch {
  /** A plugin folder of site/src/plugins, `theme/<Component>` of site/src/theme, or an internal API. */
  patch: string;
  how: string;
  /** Upstream file (as a package path) → its hash when last checked. */
  upstream: Record<string, string>;
}

/** Checked against Docusaurus 3.10.2 and @docsearch/react 3.9.0 on 2026-11-27. */
export const upstreamPatches: readonly UpstreamPatch[] = [
  {
    patch: 'smaller-ui-strings',
    how: "A loader drops translators' notes from translate() calls in the browser bundle.",
    upstream: {
      '@docusaurus/core/lib/client/exports/Translate.js': 'd6c0713611fccc44',
    },
  },
  {
    patch: 'smaller-docs-metadata',
    how: "A loader empties the docs map of a version's metadata.",
    upstream: {
      '@docusaurus/plugin-content-docs/lib/props.js': '26b2e7cd95c0f812',
      '@docusaurus/plugin-content-docs/lib/client/docsUtils.js': 'cab6060db00dcb79',
    },
  },
  {
    patch: 'smaller-route-tables',
    how: 'An alias over ComponentCreator, loaders over the generated registry and chunk names, chunk files named by id.',
    upstream: {
      '@docusaurus/core/lib/client/exports/ComponentCreator.js': '5f99bdbd725f6e0b',
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js': '6bdf7133ebc411f9',
      '@docusaurus/core/lib/webpack/client.js': 'b38143fa54a7b01e',
    },
  },
  {
    patch: 'smaller-tslib',
    how: 'An alias gives utils-common one tslib helper instead of tslib.',
    upstream: {
      '@docusaurus/utils-common/lib/index.js': 'f67a902f603f736c',
    },
  },
  {
    patch: 'start-without-collator',
    how: "A loader edits one line of the theme's useShallowMemoObject.",
    upstream: {
      '@docusaurus/theme-common/lib/utils/reactUtils.js': 'a683742dac1a155b',
    },
  },

  {
    patch: 'yielding-hydration',
    how: "An alias replaces the core's browser context with a copy that switches in a transition.",
    upstream: {
      '@docusaurus/core/lib/client/browserContext.js': 'f0765ea0de6c6820',
    },
  },
  {
    patch: 'prefetch-when-idle',
    how: 'A client module wraps window.docusaurus.prefetch.',
    upstream: {
      '@docusaurus/core/lib/client/docusaurus.js': 'b0d1dbdc1e3a706f',
      '@docusaurus/core/lib/client/exports/Link.js': 'cd83fc0c2bffaab8',
    },
  },
  {
    patch: 'eager-compile',
    how: 'Adds a compile hint to the emitted main.js and runtime chunks.',
    upstream: {
      '@docusaurus/core/lib/webpack/client.js': 'b38143fa54a7b01e',
    },
  },
  {
    patch: 'page-chunks-in-html',
    how: 'Adds module paths to the client manifest the static render reads.',
    upstream: {
      '@docusaurus/core/lib/webpack/client.js': 'b38143fa54a7b01e',
      '@docusaurus/core/lib/ssg/ssgExecutor.js': 'd39e469f8adb08ec',
    },
  },
  {
    patch: 'faster-css-build',
    how: "Removes postcss-preset-env from the style loaders' PostCSS plugins.",
    upstream: {
      '@docusaurus/bundler/lib/loaders/styleLoader.js': '5038e82473c981de',
    },
  },
  {
    patch: 'code-highlighting',
    how: "An alias empties the theme's Prism language registry; a split chunk takes the code block modules.",
    upstream: {
      '@docusaurus/theme-classic/lib/prism-include-languages.js': 'a464a26897ccb5b2',
      '@docusaurus/theme-common/lib/utils/codeBlockUtils.js': 'ade5a2056ef4f591',
    },
  },
  {
    patch: 'theme/CodeBlock/Content',
    how: 'Ejected (unsafe): renders the runs highlighted at build time (code-highlighting).',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js': '81ab153e9e797be7',
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/Element.js': '5fbbef70baad69c3',
    },
  },
  {
    patch: 'mdx-auto-import',
    how: "An alias inside the theme's MDXComponents gives Admonition a stand-in.",
    upstream: {
      '@docusaurus/theme-classic/lib/theme/MDXComponents/index.js': 'b1a0eed95525de25',
    },
  },
  {
    patch: 'local-search',
    how: "Aliases give the theme's SearchBar our DocSearch button and no preconnect; a loader makes the modal load Algolia's client on first use.",
    upstream: {
      '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js': '0fe30dcb603307a5',
      '@docsearch/react/package.json': '97b558ba66b4234f',
      '@docsearch/react/dist/esm/index.js': '3bfe66092328815d',
    },
  },
  {
    patch: 'theme/AnnouncementBar',
    how: 'Ejected (unsafe): one banner landmark, colours per mode.',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/AnnouncementBar/index.js': '3b497461548ccc36',
    },
  },
  {
    patch: 'theme/AnnouncementBar/Content',
    how: 'Ejected (unsafe): the banner text, translated.',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/AnnouncementBar/Content/index.js': 'f5b62138592020b9',
    },
  },
  {
    patch: 'theme/BlogPostItem/Content',
    how: 'Wrapped (unsafe to wrap): a post not yet translated says so.',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/BlogPostItem/Content/index.js': 'fd294ae5cd3ea5ed',
    },
  },
  {
    patch: 'theme/BlogPostItem/Footer',
    how: 'Wrapped (unsafe to wrap): a release note\'s own page ends with "Was this page helpful?".',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/BlogPostItem/Footer/index.js': 'e67125009017791f',
    },
  },
  {
    patch: 'theme/BlogPostItem/Footer/ReadMoreLink',
    how: 'Ejected (unsafe to eject): the link text names the post.',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/BlogPostItem/Footer/ReadMoreLink/index.js': '727f3819b5800415',
    },
  },
  {
    patch: 'theme/BlogPostItems',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/BlogPostItems/index.js': '4af2e109c630e09b',
    },
  },
  {
    patch: 'theme/BlogTagsListPage',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/BlogTagsListPage/index.js': '571e294b15d8bf88',
    },
  },
  {
    patch: 'theme/ContentVisibility',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/ContentVisibility/index.js': '23dbc3e028ce20c8',
    },
  },
  {
    patch: 'theme/DebugLayout',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/plugin-debug/lib/theme/DebugLayout/index.js': '46f08811f79b8b08',
    },
  },
  {
    patch: 'theme/DebugRegistry',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/plugin-debug/lib/theme/DebugRegistry/index.js': '7bf80768365a46c2',
    },
  },
  {
    patch: 'theme/DocItem/Content',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/DocItem/Content/index.js': '0902dcb538c3dbbe',
    },
  },
  {
    patch: 'theme/DocItem/Footer',
    how: 'Wrapped (unsafe to wrap): every doc page ends with "Was this page helpful?".',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/DocItem/Footer/index.js': '93722eb781e3c4f8',
    },
  },
  {
    patch: 'theme/LastUpdated',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js': '30948229c5140094',
    },
  },
  {
    patch: 'theme/Navbar/MobileSidebar',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/index.js': '0e302185bbfd7b0a',
    },
  },
  {
    patch: 'theme/NavbarItem/DocsVersionDropdownNavbarItem',
    how: 'Wrapped (unsafe to wrap): a version menu with the release notes, "Version:" before the label.',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionDropdownNavbarItem.js': '4eb5a0fc4a1f4b48',
    },
  },
  {
    patch: 'theme/NavbarItem/DropdownNavbarItem/Desktop',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/NavbarItem/DropdownNavbarItem/Desktop/index.js': 'c49755ffce7ccfbd',
    },
  },
  {
    patch: 'theme/SearchPage',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js': '84130988b87df272',
    },
  },
  {
    patch: 'theme/SearchBar',
    how: 'Wrapped (the search theme declares no safe swizzles).',
    upstream: {
      '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js': '0fe30dcb603307a5',
    },
  },
  {
    patch: 'theme/TOC',
    how: 'Wrapped (unsafe to wrap).',
    upstream: {
      '@docusaurus/theme-classic/lib/theme/TOC/index.js': '5586e5cc0e3053bb',
    },
  },
  {
    patch: 'theme-common/internal',
    how: 'Imports of the theme-common internal entry (hooks the theme does not export publicly).',
    upstream: {
      '@docusaurus/theme-common/lib/internal.js': 'd9e37193d3408d14',
    },
  },
];
