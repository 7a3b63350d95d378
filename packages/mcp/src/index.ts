/**
 * @cairn/mcp — Cairn's MCP server over stdio. Public API, listed by name (STYLE.md example 6).
 */
export { main } from './main.js';
export { createCairnServer } from './server.js';
export type { CairnServer, CairnServerOptions } from './server.js';
