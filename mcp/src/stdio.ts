import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createDocsContext, createMcpServer } from './server.ts';

// `npm run mcp`: the MCP server over stdio, for an MCP client to start. It reads
// the last production build (SITE_BUILD_DIR, default site/build) and calls the
// sandbox on SANDBOX_PORT (8080). Stdout carries the protocol only: messages go
// to stderr.
const buildDir =
  process.env.SITE_BUILD_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site/build');
try {
  const server = createMcpServer(createDocsContext({ buildDir }));
  await server.connect(new StdioServerTransport());
  console.error(`Acme docs MCP server on stdio, reading ${buildDir}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
