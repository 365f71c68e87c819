import { translate } from '@docusaurus/Translate';

// The words of the twins' headers and of llms.txt, translated with the site's
// other UI strings (site/i18n/<locale>/code.json). Never run: the plugin reads
// these calls from this file's source at build time (ui-messages.ts), as
// `docusaurus write-translations` reads every component's.
export default function markdownTwinMessages(): string[] {
  return [
    translate({
      id: 'markdownTwin.htmlPage',
      message: 'HTML page:',
      description: 'Twin header: the page this Markdown copies',
    }),
    translate({
      id: 'markdownTwin.lastUpdated',
      message: 'Last updated:',
      description: 'Twin header: date of the last change',
    }),
    translate({
      id: 'markdownTwin.englishSource',
      message: 'English source:',
      description: 'Twin header of a translated page: the English page it translates',
    }),
    translate({
      id: 'markdownTwin.translation',
      message: 'Translation:',
      description: 'Twin header: the state of the translation',
    }),
    translate({ id: 'markdownTwin.translation.current', message: 'up to date with its English source' }),
    translate({
      id: 'markdownTwin.translation.outdated',
      message: 'out of date: the English source changed after this page was translated',
    }),
    translate({ id: 'markdownTwin.translation.unchecked', message: 'not compared with its English source' }),
    translate({ id: 'markdownTwin.translation.none', message: 'none, this page is shown in English' }),
    translate({
      id: 'markdownTwin.curl',
      message: 'Sample request (curl)',
      description: 'Heading of the curl command of an API operation',
    }),
    translate({
      id: 'llms.general',
      message: 'General',
      description: 'llms.txt: the section of pages outside any sidebar group',
    }),
    translate({
      id: 'llms.sandbox',
      message: 'Sandbox and API files',
      description: 'llms.txt: the section for agents that call the APIs',
    }),
    translate({ id: 'llms.sandbox.token', message: 'Get a sandbox token' }),
    translate({
      id: 'llms.sandbox.tokenHow',
      message:
        'The sandbox that npm start runs listens on {sandbox}; its demo app ID and app secret are printed at start-up and kept in {file}.',
    }),
    translate({
      id: 'llms.mcp',
      message:
        'MCP server: run {command} (stdio), or use {path} on the server npm start runs (Streamable HTTP). Its tools are search_docs, get_page, list_pages, get_openapi, and run_query_api, which calls the sandbox with its demo credentials.',
    }),
    translate({
      id: 'llms.openapi',
      message: '{title}: OpenAPI file',
      description: 'llms.txt: the link to an API file',
    }),
  ];
}
