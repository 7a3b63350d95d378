/**
 * Entry point of `dist/mcp.js`: Cairn's MCP server, bundled into the extension so the editor's
 * agent gets the memory tools with no install (DESIGN.md §7). Same behaviour and arguments as
 * `cairn-mcp` (`--home H --project P`); run by the `node` the person chose (`cairn.nodePath`).
 */
import { main } from '@cairn/mcp';

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`cairn-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 5;
});
