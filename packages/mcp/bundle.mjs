// Bundles what the server runs (src/mcp-main.ts: main.ts's `main`) into dist/mcp-main.cjs,
// compiled through a V8 code cache, and writes its loader over tsc's dist/mcp-main.js, which
// dist/bin.js imports (scripts/lib/workspace-bundle.mjs; issue #20). In the bundle core's gate —
// its lexicons, rule tables and patterns — is evaluated on its first use (a memorize, or a read
// of a record that claims more than its signatures back), not by a server that only recalls.
import { build } from 'esbuild';
import { bundleWorkspaceEntry } from '../../scripts/lib/workspace-bundle.mjs';

// zod as it is: the MCP SDK builds its schemas at load (scripts/lib/lazy-packages.mjs `lazyPackagesExcept`).
await bundleWorkspaceEntry(build, { name: 'mcp-main', names: ['main'], eagerPackages: ['zod'] });
