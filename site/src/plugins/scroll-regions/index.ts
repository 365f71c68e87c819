export { default as remarkTables } from './remark-tables';
export { scrollRegion } from './region';

// Wide tables and diagrams in labelled, focusable regions that scroll
// (<ScrollRegion>): remark-tables.ts wraps each Markdown table; the diagrams
// plugin (../diagrams) wraps each diagram with scrollRegion().
