// Test instrument (never shipped): `node --import register.mjs unbundledMcp.mjs <mcp/dist/main.js> …args`
// runs the BUILT MCP server's `main` from tsc's separate modules, as dist/bin.js did before it ran
// the code-cached bundle (dist/mcp-main.cjs, issue #20): the stub port swaps a module the server
// imports, which only a build of separate modules has.
import { pathToFileURL } from 'node:url';

const [mainPath, ...args] = process.argv.slice(2);
const { main } = await import(pathToFileURL(mainPath).href);
main(args).catch((error) => {
  process.stderr.write(`cairn-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 5;
});
