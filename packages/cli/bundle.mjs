// Bundles what a command runs (src/cli-main.ts: main.ts's program) into dist/cli-main.cjs,
// compiled through a V8 code cache, and writes its loader over tsc's dist/cli-main.js, which
// dist/bin.js imports (scripts/lib/workspace-bundle.mjs; issue #20: the workspace CLI loaded
// ≈ 300 ES modules, one file each, and compiled them on every run — ≈ 7× `node -e 0` in CPU for
// a recall of 20 memories, against ≈ 3.5× for the shipped bundle, which already did this).
import { build } from 'esbuild';
import { bundleWorkspaceEntry } from '../../scripts/lib/workspace-bundle.mjs';

await bundleWorkspaceEntry(build, { name: 'cli-main', names: ['main', 'endQuietlyOnClosedPipe', 'serve', 'stdoutFailure'] });
