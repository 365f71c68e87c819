import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { brand } from './src/data/brand';
import { codeThemes } from './src/data/code-themes';
import { servicesFromEnv } from './src/data/services';
import brandColorsPlugin from './src/plugins/brand-colors';
import datadogPlugin from './src/plugins/datadog';
import openApiReferencePlugin from './src/plugins/openapi-reference';
import { apiRoutePattern } from './src/plugins/openapi-reference/apis';
import robotsPlugin from './src/plugins/robots';
import diagramsPlugin, { remarkDiagrams } from './src/plugins/diagrams';
import { remarkTables } from './src/plugins/scroll-regions';
import localSearchPlugin, { type LocalSearchOptions } from './src/plugins/local-search';
import queryApiCataloguePlugin from './src/plugins/query-api-catalogue';
import factsPlugin from './src/plugins/facts';
import releaseNotesPlugin from './src/plugins/release-notes';
import { releaseNotes } from './src/data/release-notes';
import securityTxtPlugin from './src/plugins/security-txt';
import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import translationStatusPlugin from './src/plugins/translation-status';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import imageZoomPlugin from './src/plugins/image-zoom';
import codeHighlightingPlugin, { remarkCodeBlocks } from './src/plugins/code-highlighting';
import remarkAutoImport from './src/plugins/mdx-auto-import';
import verifiedSamplesPlugin, { remarkVerifiedSamples } from './src/plugins/verified-samples';
import mdxAutoImportPlugin from './src/plugins/mdx-auto-import/plugin';
import fasterCssBuildPlugin from './src/plugins/faster-css-build';
import smallerDocsMetadataPlugin from './src/plugins/smaller-docs-metadata';
import smallerRouteTablesPlugin from './src/plugins/smaller-route-tables';
import smallerTslibPlugin from './src/plugins/smaller-tslib';
import prefetchWhenIdlePlugin from './src/plugins/prefetch-when-idle';
import yieldingHydrationPlugin from './src/plugins/yielding-hydration';
import startWithoutCollatorPlugin from './src/plugins/start-without-collator';
import smallerUiStringsPlugin from './src/plugins/smaller-ui-strings';
import eagerCompilePlugin from './src/plugins/eager-compile';
import pageChunksInHtmlPlugin from './src/plugins/page-chunks-in-html';
import insightsPlugin, { type InsightsPluginOptions } from './src/plugins/insights';
import fewerDocRequestsPlugin from './src/plugins/fewer-doc-requests';
import { localSearch } from './src/data/search';

const services = servicesFromEnv(process.env);
// Code highlighted at build time, then each page's imports of the components it uses.
const markdownPlugins = [remarkCodeBlocks, remarkAutoImport];

const config: Config = {
  title: brand.siteTitle,
  tagline: brand.tagline,
  favicon: brand.favicon,
  url: brand.urls.docs,
  baseUrl: '/',
  // REQ-CONTENT-15: broken links fail the build; duplicate routes only warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  baseUrlIssueBanner: true,

  future: { v4: true, faster: true },

  // The first paint waits until the navbar is parsed (the main wrapper follows
  // it): a browser that paints while the page is still arriving showed part of
  // the navbar's right-aligned items, and the rest then pushed them aside (a
  // layout shift of up to 0.008 on /search at 1280 px on a slow CPU).
  headTags: [
    {
      tagName: 'link',
      attributes: { rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render' },
    },
  ],

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ja', 'fr'],
    // The translations' base URLs are explicit because `npm run build` builds
    // each locale in a process of its own (scripts/lib/build.ts), and Docusaurus
    // would put a locale built on its own at the site's root.
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en' },
      ja: { label: '日本語', htmlLang: 'ja', baseUrl: '/ja/' },
      fr: { label: 'Français', htmlLang: 'fr', baseUrl: '/fr/' },
    },
  },

  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw' },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          // Documentation is served from the site root (REQ-ROUTES-4).
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          lastVersion: 'current',
          versions: { current: { label: 'Next', path: '' } },
          // Mermaid blocks become inline SVG at build time; tables and diagrams scroll in focusable regions.
          // Query API samples of the reporting pages carry their recorded run against the sandbox.
          beforeDefaultRemarkPlugins: [remarkDiagrams, remarkTables, remarkVerifiedSamples],
          remarkPlugins: markdownPlugins,
        } satisfies DocsOptions,
        blog: false,
        pages: { remarkPlugins: markdownPlugins },
        theme: { customCss: './src/css/custom.css' },
        gtag: services.gaTrackingId ? { trackingID: services.gaTrackingId, anonymizeIP: true } : undefined,
        sitemap: {
          changefreq: null,
          priority: null,
          // The debug pages, /docs (a copy of the home page) and /search stay, unlisted.
          ignorePatterns: ['/__docusaurus/**', '/docs', '/search', '/*/__docusaurus/**', '/*/docs', '/*/search'],
        },
        // The debug pages are part of the production build (REQ-ROUTES-21).
        debug: true,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    imageZoomPlugin,
    codeHighlightingPlugin,
    smallerDocsMetadataPlugin,
    smallerRouteTablesPlugin,
    smallerTslibPlugin,
    fasterCssBuildPlugin,
    mdxAutoImportPlugin,
    prefetchWhenIdlePlugin,
    yieldingHydrationPlugin,
    startWithoutCollatorPlugin,
    smallerUiStringsPlugin,
    eagerCompilePlugin,
    pageChunksInHtmlPlugin,
    fewerDocRequestsPlugin,
    brandColorsPlugin,
    // The API pages, rendered from the OpenAPI files (REQ-ROUTES-14, REQ-CONTENT-10).
    openApiReferencePlugin,
    queryApiCataloguePlugin,
    factsPlugin,
    verifiedSamplesPlugin,
    securityTxtPlugin,
    diagramsPlugin,
    robotsPlugin,
    // Without an Algolia index, search answers from a Pagefind index of the build.
    [localSearchPlugin, { enabled: !services.algolia } satisfies LocalSearchOptions],
    [datadogPlugin, { datadog: services.datadog }],
    // Reader insights (page feedback, searches): to the collector, and to the analytics above when configured.
    [
      insightsPlugin,
      {
        collectorUrl: services.insightsCollectorUrl,
        analytics: Boolean(services.gaTrackingId || services.datadog),
      } satisfies InsightsPluginOptions,
    ],
    // Release notes (REQ-CONTENT-13: the blog sidebar groups by year, the theme's default).
    [
      releaseNotesPlugin,
      {
        id: 'release-notes',
        path: 'release-notes',
        routeBasePath: releaseNotes.routeBasePath,
        blogTitle: releaseNotes.title,
        blogDescription: `What changed in the ${brand.name} apps, policies, APIs and SDKs, newest first.`,
        blogSidebarTitle: 'All releases',
        blogSidebarCount: 'ALL',
        // The sidebar already lists every post by year; the theme's archive page
        // would repeat it with h3 years under its h1 (axe heading-order).
        archiveBasePath: null,
        postsPerPage: 10,
        showReadingTime: false,
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'ignore',
        remarkPlugins: markdownPlugins,
        feedOptions: {
          type: ['rss', 'atom'],
          title: `${brand.siteTitle}: release notes`,
          description: `What changed in the ${brand.name} apps, policies, APIs and SDKs.`,
          copyright: brand.copyright,
          limit: 50,
        },
      } satisfies BlogOptions,
    ],
    translationStatusPlugin,
    // A Markdown twin of every page, llms.txt and llms-full.txt, for coding agents (issue #27).
    markdownTwinsPlugin,
  ],

  themeConfig: {
    image: brand.socialCard,
    metadata: [{ name: 'twitter:site', content: '@acme' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // Lets the toggle cycle light → dark → system (REQ-SHELL-7).
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'query-api-sandbox-2025',
      // The text is rendered, translated, by src/theme/AnnouncementBar/Content.
      content: 'Query API',
      isCloseable: true,
    },
    navbar: {
      title: brand.siteTitle,
      logo: { alt: brand.logo.alt, src: brand.logo.src, width: 32, height: 32 },
      hideOnScroll: true,
      items: [
        { type: 'docsVersionDropdown', position: 'left' },
        // The main sections, marked active anywhere inside them (in /ja and /fr too).
        {
          to: '/developers/integration-guides/overview',
          label: 'Integration guides',
          position: 'left',
          activeBaseRegex: '/(developers/integration-guides|server-to-server|platforms)/',
        },
        {
          to: '/developers/api-reference/overview',
          label: 'API reference',
          position: 'left',
          activeBaseRegex: `/(developers/api-reference/|${apiRoutePattern})`,
        },
        {
          type: 'dropdown',
          label: 'User guides',
          position: 'left',
          items: [
            {
              to: `/user-guides/${brand.slug}-ads/overview`,
              label: `${brand.name} Ads`,
              activeBaseRegex: `/user-guides/${brand.slug}-ads/`,
            },
            {
              to: `/user-guides/${brand.slug}-ecommerce/overview`,
              label: `${brand.name} Ecommerce`,
              activeBaseRegex: `/user-guides/${brand.slug}-ecommerce/`,
            },
            {
              to: `/user-guides/${brand.slug}-policies/overview`,
              label: 'Policies',
              activeBaseRegex: `/user-guides/${brand.slug}-policies/`,
            },
          ],
        },
        { type: 'search', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        {
          href: brand.urls.main,
          label: `${brand.name} website`,
          position: 'right',
          className: 'navbar-website-button',
        },
      ],
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: true },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    // REQ-CONTENT-13: the release notes' sidebar groups posts by year.
    blog: { sidebar: { groupByYear: true } },
    // The DocSearch modal and the /search page (REQ-ROUTES-20, REQ-SEARCH-11, REQ-SEARCH-12). With the ALGOLIA_*
    // variables they query the hosted index; without them src/theme/SearchBar
    // answers from the local index, and these three fields only name it
    // (the theme requires them; nothing is sent to Algolia).
    algolia: {
      ...(services.algolia ?? { appId: 'local', apiKey: 'local', indexName: localSearch.indexName }),
      contextualSearch: true,
      searchPagePath: 'search',
    },
    footer: {
      style: 'dark',
      logo: { alt: brand.logo.alt, src: brand.logo.src, href: '/', width: 40, height: 40 },
      links: [
        {
          title: 'Solutions',
          items: [
            { label: `${brand.name} Ecommerce`, to: '/user-guides/acme-ecommerce/overview' },
            { label: `${brand.name} Ads`, to: '/user-guides/acme-ads/overview' },
          ],
        },
        {
          title: 'Developer tools',
          items: [
            { label: 'Integration guides', to: '/developers/integration-guides/overview' },
            { label: 'API reference', to: '/developers/api-reference/overview' },
            { label: 'Release notes', to: '/release-notes' },
          ],
        },
        {
          title: 'Company',
          items: [
            { label: 'About us', href: brand.urls.about },
            { label: 'Contact us', href: brand.urls.contact },
            { label: 'Careers', href: brand.urls.careers },
          ],
        },
      ],
      copyright: brand.copyright,
    },
    prism: {
      // Code is highlighted at build time (src/plugins/code-highlighting), with
      // token colours as CSS variables: the theme reads only the plain colours
      // here, so the token styles stay out of the config every page loads.
      theme: { plain: codeThemes.light.plain, styles: [] },
      darkTheme: { plain: codeThemes.dark.plain, styles: [] },
    },
    zoom: {
      selector: '.markdown img',
      background: { light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)' },
      config: { margin: 70, scrollOffset: 60 },
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
