// Test instrument (never shipped, never in the product): `node --import <this file> cairn-mcp/dist/bin.js`
// starts the BUILT MCP server as an MCP client would, with its person port replaced by a stub
// that signs whatever it is asked with the person's key (hooks.mjs). The corpus's person's-act
// group runs against it to show that the server's guard is its channel, not its port.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
