import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';

// Why our own: pages use the same few components everywhere, and registering
// them in MDXComponents put every one of them (and the code highlighter) in the
// first load of every doc page. This adds to each page the imports of the
// components it uses, and only those, so authors still write no imports. No
// maintained remark plugin does this for Docusaurus (astro-auto-import is Astro's).

/** Named exports of one module, as entries of `autoImported`. */
const namedFrom = (from: string, names: string[]) => Object.fromEntries(names.map((name) => [name, { from, name }]));

/** Components pages may use without importing them: name → module and export ('default' or a named export). */
export const autoImported: Record<string, { from: string; name: 'default' | string }> = {
  Admonition: { from: '@theme/Admonition', name: 'default' },
  CodeBlock: { from: '@theme/CodeBlock', name: 'default' },
  Tabs: { from: '@theme/Tabs', name: 'default' },
  TabItem: { from: '@theme/TabItem', name: 'default' },
  ScrollRegion: { from: '@site/src/components/ScrollRegion', name: 'default' },
  DiagramSvg: { from: '@site/src/components/DiagramSvg', name: 'default' },
  ReferralTestVector: { from: '@site/src/components/ReferralTestVector', name: 'default' },
  ReportBuilder: { from: '@site/src/components/ReportBuilder', name: 'default' },
  ...namedFrom('@site/src/components/ReportingCatalogue', ['ReportMetrics', 'ReportDimensions']),
  ...namedFrom('@site/src/components/Sdk', ['SdkInstall', 'SdkReleases']),
  // Apart, so that a page naming a version loads no tabs or code blocks.
  ...namedFrom('@site/src/components/SdkFacts', ['SdkVersion', 'SdkPackage', 'SdkMinimumOs']),
  // The facts of site/src/data/facts, one module per topic, so a page loads only the data it quotes.
  ...namedFrom('@site/src/components/Facts/Roles', ['Roles']),
  ...namedFrom('@site/src/components/Facts/Ads', ['AttributionWindow', 'RestrictedCategories', 'CharacterLimit']),
  ...namedFrom('@site/src/components/Facts/ApiLimits', ['RateLimit', 'RateLimits', 'TokenLifetime']),
  ...namedFrom('@site/src/components/Facts/Reporting', ['ReportingDelay']),
  ...namedFrom('@site/src/components/Facts/TrustCenter', [
    'DataFields',
    'NeverAccepted',
    'Certifications',
    'DataRegions',
    'SubProcessors',
    'BreachNotification',
    'Retention',
    'TrustPeriod',
  ]),
  // Billing and payout figures (src/data/billing.ts, payouts.ts) in running text.
  ...namedFrom('@site/src/components/AccountFacts', ['BillingFact', 'PayoutFact']),
};

const identifier = (name: string) => ({ type: 'Identifier', name });

/** `import … from source` as an MDX ESM node, with the syntax tree MDX compiles it from. Each binding: local name → imported name ('default' or an export). */
export function importNode(source: string, bindings: ReadonlyArray<{ local: string; imported: string }>): RootContent {
  const specifiers = bindings.map(({ local, imported }) =>
    imported === 'default'
      ? { type: 'ImportDefaultSpecifier', local: identifier(local) }
      : { type: 'ImportSpecifier', imported: identifier(imported), local: identifier(local) },
  );
  const declaration = {
    type: 'ImportDeclaration',
    specifiers,
    source: { type: 'Literal', value: source },
    attributes: [],
  };
  return {
    type: 'mdxjsEsm',
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } },
  } as unknown as RootContent;
}

/** A string attribute of a JSX element in MDX. */
export const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** An attribute whose value is a variable of the page (`svg={diagram0}`), with the syntax tree MDX compiles it from. */
export const variableAttribute = (name: string, variable: string) => ({
  type: 'mdxJsxAttribute',
  name,
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value: variable,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ExpressionStatement', expression: identifier(variable) }],
      },
    },
  },
});

/**
 * Writes a value a page imports (through its own loader) to a file named by its
 * content, unless there already, and returns the path: one file per distinct
 * value, shared by every page and locale that holds it.
 */
export function contentFile(dir: string, extension: string, text: string): string {
  const file = path.join(dir, crypto.createHash('sha256').update(text).digest('hex').slice(0, 20) + extension);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, text);
  }
  return file;
}

/** Names a page's own imports and exports already bind. */
function boundNames(tree: Root): Set<string> {
  const bound = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    const program = (
      node.data as
        | {
            estree?: {
              body: Array<{
                specifiers?: Array<{ local: { name: string } }>;
                declaration?: { declarations?: Array<{ id: { name?: string } }> };
              }>;
            };
          }
        | undefined
    )?.estree;
    for (const statement of program?.body ?? []) {
      for (const specifier of statement.specifiers ?? []) bound.add(specifier.local.name);
      for (const declarator of statement.declaration?.declarations ?? [])
        if (declarator.id.name) bound.add(declarator.id.name);
    }
  });
  return bound;
}

export default function remarkAutoImport() {
  return (tree: Root) => {
    const bound = boundNames(tree);
    const used = new Set<string>();
    // One walk of the page. Docusaurus's admonitions plugin marks `:::note`
    // blocks to become <admonition> elements, which the theme's MDXComponents
    // resolved for every page (see plugin.ts): they become <Admonition>, imported
    // by the pages that have them. Same for an <admonition> written as JSX.
    visit(tree, (node) => {
      const hast = (node.data ?? {}) as { hName?: string; hProperties?: Record<string, unknown> };
      if ((node.type as string) === 'containerDirective' && hast.hName === 'admonition') {
        const attributes = Object.entries(hast.hProperties ?? {}).map(([name, value]) => ({
          type: 'mdxJsxAttribute',
          name,
          value: String(value),
        }));
        Object.assign(node, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, data: undefined });
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (node.name === 'admonition') node.name = 'Admonition';
      if (node.name && Object.hasOwn(autoImported, node.name) && !bound.has(node.name)) used.add(node.name);
    });
    const bySource = new Map<string, string[]>();
    for (const name of [...used].sort())
      bySource.set(autoImported[name]!.from, [...(bySource.get(autoImported[name]!.from) ?? []), name]);
    tree.children.unshift(
      ...[...bySource].map(([source, names]) =>
        importNode(
          source,
          names.map((local) => ({ local, imported: autoImported[local]!.name })),
        ),
      ),
    );
  };
}
