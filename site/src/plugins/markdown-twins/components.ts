import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListItem, PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import { catalogues, publicCatalogue } from '@acme-docs/query-api/catalogue';
import { currentVersion, platforms, sdks, type Platform } from '../../data/sdks';
import { referralSignature } from '../../data/referral-signature';
import {
  admonition,
  code,
  heading,
  inlineMarkdown,
  isAdmonition,
  text,
  TwinError,
  type ComponentCall,
  type ComponentHandler,
} from './mdx-to-markdown';
import { renderedAs } from './rendered-components';

// How each component a page may use is written in its Markdown twin: one entry
// per component, so a new component gets its Markdown in one place. A page
// using a component without an entry fails the build (mdx-to-markdown.ts), and
// site/test/markdown-twins.test.ts checks that every component pages may use
// without importing it (mdx-auto-import) has an entry here.

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = (relative: string) => path.join(srcDir, relative);
const themeClassic = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic/package.json'));
const admonitionSources = ['Note', 'Tip', 'Info', 'Warning', 'Danger', 'Caution'].map((type) =>
  path.join(themeClassic, 'src/theme/Admonition/Type', `${type}.tsx`),
);

const cell = (children: PhrasingContent[]) => ({ type: 'tableCell' as const, children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
const table = (head: PhrasingContent[][], rows: PhrasingContent[][][]): Table => ({
  type: 'table',
  align: head.map(() => null),
  children: [row(head), ...rows.map(row)],
});
const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const paragraph = (children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });

function platformOf({ attributes, node, context }: ComponentCall): Platform {
  const platform = attributes.platform as Platform | undefined;
  if (!platform || !platforms.includes(platform))
    throw new TwinError(
      `${context.file}:${node.position?.start.line ?? '?'}: <${node.name}> needs platform="${platforms.join('|')}", not "${platform ?? ''}".`,
    );
  return platform;
}

function reportOf({ attributes, node, context }: ComponentCall): keyof typeof catalogues {
  const report = attributes.report;
  if (!report || !(report in catalogues))
    throw new TwinError(
      `${context.file}:${node.position?.start.line ?? '?'}: <${node.name}> needs report="${Object.keys(catalogues).join('|')}".`,
    );
  return report as keyof typeof catalogues;
}

/** Tabs: one section per tab, headed by the tab's label. */
const tabs: ComponentHandler = {
  render: ({ node, headingDepth, convert, context }) =>
    node.children.flatMap((child) => {
      if (child.type === 'text' && !child.value.trim()) return [];
      if ((child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') || child.name !== 'TabItem')
        throw new TwinError(`${context.file}:${child.position?.start.line ?? '?'}: <Tabs> may hold only <TabItem>s.`);
      const attribute = (name: string) =>
        child.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
      const name = attribute('label') ?? attribute('value');
      if (typeof name !== 'string')
        throw new TwinError(
          `${context.file}:${child.position?.start.line ?? '?'}: a <TabItem> needs a string label or value.`,
        );
      return [heading(headingDepth, [text(name)]), ...convert(child.children as RootContent[], headingDepth)];
    }),
};

export const components: Readonly<Record<string, ComponentHandler>> = {
  Tabs: tabs,
  TabItem: {
    render: ({ node, context }) => {
      throw new TwinError(`${context.file}:${node.position?.start.line ?? '?'}: <TabItem> outside <Tabs>.`);
    },
  },
  // A container whose children are the content: the region around wide tables and diagrams.
  ScrollRegion: {
    render: ({ node, convert, headingDepth }) => convert(node.children as RootContent[], headingDepth - 1),
  },
  DiagramSvg: {
    render: ({ node, context }) => {
      throw new TwinError(
        `${context.file}:${node.position?.start.line ?? '?'}: write diagrams as fenced \`mermaid\` blocks, not <DiagramSvg>: the twin keeps the diagram's source.`,
      );
    },
  },
  Admonition: {
    messagesFrom: admonitionSources,
    render: ({ attributes, node, convert, headingDepth, context }) => {
      const type = attributes.type ?? 'note';
      if (!isAdmonition(type))
        throw new TwinError(`${context.file}: <Admonition type="${type}"> is not an admonition type.`);
      return [
        admonition(
          type,
          attributes.title ? [text(attributes.title)] : [],
          convert(node.children as RootContent[], headingDepth - 1),
          context,
        ),
      ];
    },
  },
  CodeBlock: {
    render: ({ attributes, node }) => [
      code(
        node.children.map((child) => ('value' in child ? String(child.value) : '')).join(''),
        attributes.language,
        attributes.title,
      ),
    ],
  },
  SdkInstall: {
    render: (call) => {
      const platform = platformOf(call);
      const version = currentVersion(platform);
      return sdks[platform].install.flatMap((step) => [
        heading(call.headingDepth, [text(step.label)]),
        code(step.code(version), step.language, step.file),
      ]);
    },
  },
  SdkReleases: {
    messagesFrom: [source('components/Sdk/index.tsx')],
    render: (call) => {
      const platform = platformOf(call);
      const sdk = sdks[platform];
      const t = call.context.messages;
      const facts: [string, PhrasingContent[]][] = [
        [t('sdk.package'), [inlineCode(sdk.packageName), text(` (${sdk.registry})`)]],
        [t('sdk.current'), [inlineCode(currentVersion(platform))]],
        [t('sdk.minimumOs'), [text(sdk.minimumOs)]],
        [t('sdk.toolchain'), [text(sdk.toolchain)]],
      ];
      return [
        factsTable(facts),
        table(
          [[text(t('sdk.version'))], [text(t('sdk.released'))], [text(t('sdk.changes'))]],
          sdk.releases.map((release) => [
            [inlineCode(release.version)],
            [text(release.date)],
            release.changes.flatMap((change, i) => [...(i ? [text(' ')] : []), ...inlineMarkdown(change)]),
          ]),
        ),
      ];
    },
  },
  SdkVersion: { render: (call) => [inlineCode(currentVersion(platformOf(call)))] },
  SdkPackage: { render: (call) => [inlineCode(sdks[platformOf(call)].packageName)] },
  SdkMinimumOs: { render: (call) => [text(sdks[platformOf(call)].minimumOs)] },
  ReportMetrics: {
    messagesFrom: [source('components/ReportingCatalogue/index.tsx')],
    render: (call) => {
      const t = call.context.messages;
      const { metrics } = publicCatalogue(catalogues[reportOf(call)]);
      return [
        table(
          ['reporting.metric', 'reporting.description', 'reporting.type', 'reporting.unit', 'reporting.formula'].map(
            (id) => [text(t(id))],
          ),
          metrics.map((metric) => [
            [inlineCode(metric.slug)],
            [text(metric.description)],
            [text(metric.type)],
            [text(metric.unit)],
            [metric.formula ? inlineCode(metric.formula) : text(t('reporting.additive'))],
          ]),
        ),
      ];
    },
  },
  ReportDimensions: {
    messagesFrom: [source('components/ReportingCatalogue/index.tsx')],
    render: (call) => {
      const t = call.context.messages;
      const { dimensions } = publicCatalogue(catalogues[reportOf(call)]);
      return [
        table(
          ['reporting.dimension', 'reporting.description', 'reporting.values'].map((id) => [text(t(id))]),
          dimensions.map((dimension) => [
            [inlineCode(dimension.slug)],
            [text(dimension.description)],
            dimension.values
              ? dimension.values.flatMap((value, i) => [...(i ? [text(', ')] : []), inlineCode(value)])
              : [text(t('reporting.identifiers'))],
          ]),
        ),
      ];
    },
  },
  // A list rather than a table: two of its values are code blocks, which a GFM table cell cannot hold.
  ReferralTestVector: {
    messagesFrom: [source('components/ReferralTestVector/index.tsx')],
    render: ({ context }) => {
      const t = context.messages;
      const { testVector, maxAgeSeconds } = referralSignature;
      const item = (label: string, ...content: RootContent[]): ListItem => ({
        type: 'listItem',
        spread: content.length > 1,
        children: [
          content[0]?.type === 'paragraph'
            ? paragraph([{ type: 'strong', children: [text(label)] }, text(': '), ...content[0].children])
            : paragraph([{ type: 'strong', children: [text(label)] }, text(':')]),
          ...(content[0]?.type === 'paragraph' ? content.slice(1) : content),
        ] as ListItem['children'],
      });
      return [
        {
          type: 'list',
          ordered: false,
          spread: false,
          children: [
            item(t('referral.secret'), paragraph([inlineCode(testVector.secret)])),
            item(t('referral.url'), code(testVector.url, 'text')),
            item(t('referral.canonical'), code(testVector.canonical, 'text')),
            item(t('referral.signature'), paragraph([inlineCode(testVector.signature)])),
            item(
              t('referral.now'),
              paragraph([
                inlineCode(String(testVector.now)),
                text(` ${t('referral.nowNote', { seconds: maxAgeSeconds })}`),
              ]),
            ),
          ],
        },
      ];
    },
  },
  // The report builder is a form that runs in the browser; the page's prose says what it does,
  // and the twin's reader sends the request the sections after it describe.
  ReportBuilder: { render: () => [] },
  // The facts in running text and the trust tables: written by the components themselves.
  ...renderedAs([
    'Roles',
    'AttributionWindow',
    'RestrictedCategories',
    'CharacterLimit',
    'RateLimit',
    'RateLimits',
    'TokenLifetime',
    'ReportingDelay',
    'DataFields',
    'NeverAccepted',
    'Certifications',
    'DataRegions',
    'SubProcessors',
    'BreachNotification',
    'Retention',
    'TrustPeriod',
    'BillingFact',
    'PayoutFact',
  ]),
  // The HTML elements pages write inline.
  a: {
    render: ({ attributes, node, convert, context }) => [
      {
        type: 'link',
        url: context.absoluteUrl(attributes.href ?? ''),
        children: convert(node.children as RootContent[], 6).flatMap((child) =>
          child.type === 'paragraph' ? child.children : [child as PhrasingContent],
        ),
      },
    ],
  },
};

/** Label-and-value rows (a FactsTable) as a GFM table: its header row, which GFM requires, is left empty. */
function factsTable(facts: [string, PhrasingContent[]][]): Table {
  return table(
    [[], []],
    facts.map(([label, value]) => [[text(label)], value]),
  );
}

/** The components whose handler renders them with React (loadRenderedComponents). */
export const renderedComponentNames = Object.entries(components)
  .filter(([, handler]) => handler.renderedComponent)
  .map(([name]) => name);

/** Every source file whose UI strings the handlers quote. */
export const componentMessageSources = [...new Set(Object.values(components).flatMap((c) => c.messagesFrom ?? []))];
