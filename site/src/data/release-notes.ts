// Where the release notes live and what they are called: read by the blog
// plugin's options (docusaurus.config.ts) and by the list pages' heading.
export const releaseNotes = {
  routeBasePath: 'release-notes',
  title: 'Release notes',
} as const;
