// How coding agents reach the docs beyond the pages: the MCP server's command
// and its address on the server `npm start` runs. Read by llms.txt (the
// markdown-twins plugin), the site server's /mcp route and the MCP workspace.
export const agents = {
  /** The stdio MCP server: silent, since npm's banner on stdout would break the protocol. */
  mcpCommand: 'npm run --silent mcp',
  /** Where the `npm start` server answers MCP over Streamable HTTP. */
  mcpPath: '/mcp',
} as const;
