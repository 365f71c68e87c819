import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { ComponentType } from 'react';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import type { PhrasingContent, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { autoImported } from '../mdx-auto-import';
import { TwinError, type ComponentCall, type ComponentHandler } from './mdx-to-markdown';
import type { Messages } from './ui-messages';

// The facts components (src/components/Facts, AccountFacts) as their pages
// show them: the twin renders the component itself with React on the server
// and turns its HTML into Markdown, so a figure, a list of roles or a trust
// table is written by one piece of code, whatever reads it. Why our own: no
// library renders Docusaurus components outside a Docusaurus bundle. The few
// Docusaurus modules the facts use (Translate, the site context, plural forms,
// Link) are replaced by the small equivalents of twin-runtime.tsx, fed with
// the page's locale and UI strings.

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(here, '../..');
const runtime = path.join(here, 'twin-runtime.tsx');

const require = createRequire(import.meta.url);
// React and its server renderer by Node's require too, so that they are the instance the bundle's components use.
const { createElement } = require('react') as typeof import('react');
const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
// Its entry is lib/index.js; its plural forms are a module of their own, which only needs the site context.
const pluralForms = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/usePluralForm.js');

/** The Docusaurus client modules the facts use, as the bundle resolves them: each to its stand-in. */
const replaced: Record<string, { path: string; exports: string }> = {
  '@docusaurus/Translate': { path: runtime, exports: 'export { default, translate } from' },
  '@docusaurus/useDocusaurusContext': { path: runtime, exports: 'export { useDocusaurusContext as default } from' },
  '@docusaurus/theme-common': { path: pluralForms, exports: 'export { usePluralForm } from' },
  '@docusaurus/Link': { path: runtime, exports: 'export { Link as default } from' },
};

const moduleOf = (name: string) => {
  const entry = autoImported[name];
  if (!entry) throw new Error(`${name} is not a component pages may use (src/plugins/mdx-auto-import)`);
  return entry;
};

/** The state twin-runtime.tsx reads: the locale and UI strings of the page being written. */
interface TwinRuntime {
  locale: string;
  messages: Messages;
}
const runtimeKey = Symbol.for('acme.markdownTwins.runtime');
const global = globalThis as unknown as Record<symbol, TwinRuntime | undefined>;

let loaded: Record<string, ComponentType<Record<string, unknown>>> | undefined;

/** Bundles the rendered components for Node (once per build process); call before converting pages. */
export async function loadRenderedComponents(names: readonly string[]): Promise<void> {
  if (loaded) return;
  const modules = [...new Set(names.map((name) => moduleOf(name).from))];
  const entry = modules
    .map((from, i) => `export * as m${i} from ${JSON.stringify(from.replace(/^@site\//, `${path.dirname(srcDir)}/`))};`)
    .join('\n');
  const aliases: EsbuildPlugin = {
    name: 'twin-aliases',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^@docusaurus\// }, ({ path: request }) =>
        replaced[request] ? { path: request, namespace: 'docusaurus' } : undefined,
      );
      esbuild.onLoad({ filter: /.*/, namespace: 'docusaurus' }, ({ path: request }) => ({
        contents: `${replaced[request]!.exports} ${JSON.stringify(replaced[request]!.path)};`,
        resolveDir: here,
        loader: 'js',
      }));
      esbuild.onResolve({ filter: /^@site\// }, async ({ path: request, resolveDir, kind }) =>
        esbuild.resolve(`${path.dirname(srcDir)}/${request.slice('@site/'.length)}`, { resolveDir, kind }),
      );
      esbuild.onResolve({ filter: /\.css$/ }, ({ path: request }) => ({ path: request, namespace: 'no-css' }));
      esbuild.onLoad({ filter: /.*/, namespace: 'no-css' }, () => ({ contents: 'export default {};', loader: 'js' }));
      // A data module that finds its files next to itself keeps its own address in the bundle.
      esbuild.onLoad({ filter: /\/src\/data\/.*\.ts$/ }, ({ path: file }) => ({
        contents: fs.readFileSync(file, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
        loader: 'ts',
      }));
    },
  };
  const outfile = path.join(
    path.dirname(srcDir),
    'node_modules/.cache/markdown-twins',
    `rendered-components-${process.pid}.cjs`,
  );
  await build({
    stdin: { contents: entry, resolveDir: srcDir, loader: 'ts' },
    bundle: true,
    platform: 'node',
    // CommonJS, loaded with Node's own require: Docusaurus loads this plugin through jiti, whose import() cannot load a file URL.
    format: 'cjs',
    jsx: 'automatic',
    outfile,
    packages: 'external',
    plugins: [aliases],
    logLevel: 'silent',
  });
  try {
    const bundle = require(outfile) as Record<string, Record<string, ComponentType>>;
    loaded = {};
    for (const name of names) {
      const exported = bundle[`m${modules.indexOf(moduleOf(name).from)}`]?.[moduleOf(name).name];
      if (typeof exported !== 'function') throw new Error(`${moduleOf(name).from} exports no ${name}`);
      loaded[name] = exported as ComponentType<Record<string, unknown>>;
    }
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

/** Handlers of components rendered as their pages show them, each quoting the UI strings of its folder. */
export function renderedAs(names: readonly string[]): Record<string, ComponentHandler> {
  return Object.fromEntries(
    names.map((name) => {
      const dir = path.dirname(path.join(path.dirname(srcDir), moduleOf(name).from.replace(/^@site\//, '')));
      const messagesFrom = fs
        .readdirSync(dir)
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(dir, file));
      return [name, { ...rendered, messagesFrom, renderedComponent: true }];
    }),
  );
}

/** A component rendered as its page shows it, then written as Markdown: running text inline, tables and lists as blocks. */
const rendered: ComponentHandler = {
  render: ({ node, inline, attributes, context }: ComponentCall) => {
    const component = loaded?.[node.name ?? ''];
    if (!component) throw new TwinError(`${context.file}: <${node.name}> was not loaded (loadRenderedComponents).`);
    const props = Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [name, value === 'true' ? true : value]),
    );
    global[runtimeKey] = { locale: context.locale, messages: context.messages };
    let html: string;
    try {
      html = renderToStaticMarkup(createElement(component, props));
    } catch (error) {
      throw new TwinError(
        `${context.file}:${node.position?.start.line ?? '?'}: <${node.name}> failed to render: ${(error as Error).message}`,
      );
    } finally {
      global[runtimeKey] = undefined;
    }
    const tree = toMdast(fromHtml(html, { fragment: true }));
    visit(tree, 'link', (link) => {
      link.url = context.absoluteUrl(link.url);
    });
    const blocks = (tree.type === 'root' ? tree.children : [tree]) as RootContent[];
    if (!inline) return blocks;
    return blocks.flatMap((block) => (block.type === 'paragraph' ? block.children : [block as PhrasingContent]));
  },
};
