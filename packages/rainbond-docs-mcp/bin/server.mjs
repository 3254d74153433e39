#!/usr/bin/env node
// The Rainbond docs as an MCP server over stdio, for AI assistants in editors (Claude Code, Cursor, VS Code…).
// Tools: search_docs (the website's search, by locale, docs version and section), read_page (a page as Markdown)
// and list_pages (a section's pages). Everything comes from the data folder; nothing reaches the network.
// Usage: rainbond-docs-mcp [--data <folder>]
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';
import {DocsData, LOCALES} from '../lib/docs.mjs';

const args = process.argv.slice(2);
const dataFlag = args.indexOf('--data');
const docs = new DocsData(dataFlag >= 0 ? args[dataFlag + 1] : undefined);
const {current} = docs.manifest;
const fallback = docs.defaultVersion;
const versionList = docs.versions.join(', ');

const server = new McpServer({name: 'rainbond-docs', version: current});

/** @param {unknown} value */
const asText = (value) => ({content: [{type: /** @type {const} */ ('text'), text: JSON.stringify(value, null, 1)}]});
/** @param {unknown} error */
const failure = (error) => ({
  isError: true,
  content: [{type: /** @type {const} */ ('text'), text: String(/** @type {any} */ (error)?.message ?? error)}],
});
/**
 * A tool handler: the answer as JSON text, or the error as a tool error the client can show.
 * @template T
 * @param {(input: T) => unknown} answer
 */
const handler = (answer) => async (/** @type {T} */ input) => {
  try {
    return asText(await answer(input));
  } catch (error) {
    return failure(error);
  }
};

const locale = z
  .enum(/** @type {[string, ...string[]]} */ (LOCALES))
  .default('zh')
  .describe('zh (Chinese, the source) or en');
const version = z
  .string()
  .default(fallback)
  .describe(`docs version: ${versionList} (default ${fallback}${fallback === current ? ', the current one' : ''})`);

server.registerTool(
  'search_docs',
  {
    title: 'Search the Rainbond docs',
    description:
      "Searches the Rainbond documentation with the website's own search (Chinese and English). Returns titles, " +
      "URLs, the Markdown copy's URL, breadcrumbs and excerpts, best first. Read a result with read_page.",
    inputSchema: {
      query: z.string().min(1).max(200).describe('what to look for, in Chinese or English'),
      locale,
      version,
      section: z.enum(['docs', 'api', 'community', 'blog', 'pages']).optional().describe('only this part of the site'),
      limit: z.number().int().min(1).max(50).default(10),
    },
  },
  handler((input) => docs.search(input)),
);

server.registerTool(
  'read_page',
  {
    title: 'Read a Rainbond docs page',
    description:
      'Returns a docs, API or community page as Markdown, by its URL or path (for example /docs/quick-start/quick-install ' +
      'or /en/docs/quick-start/quick-install; archived versions: /docs/5.14/…).',
    inputSchema: {page: z.string().min(1).describe('the page URL or path')},
  },
  handler(({page}) => docs.read(page)),
);

server.registerTool(
  'list_pages',
  {
    title: 'List Rainbond docs pages',
    description:
      'Without a section: the sections of the docs with their page counts. With one (a path such as ' +
      '/docs/installation, /docs/5.14/upgrade or /community/change): its pages with titles and URLs.',
    inputSchema: {locale, version, section: z.string().optional().describe('a path prefix')},
  },
  handler((input) => docs.list(input)),
);

await server.connect(new StdioServerTransport());
console.error(`rainbond-docs-mcp: docs ${versionList}, ${docs.dir}`);
