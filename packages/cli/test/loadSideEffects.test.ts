/**
 * Issue #20 (h52-speed): loading what a command runs (dist/cli-main.js, the code-cached bundle)
 * registers no signal handler. proper-lockfile's module registered signal-exit's handlers for
 * every stop signal when evaluated, so every `cairn` process carried them from load — one that
 * never takes a lock included — and a V8 start-up snapshot of the bundle could not be built. It is
 * now loaded on the first lock (store-fs lock.ts, the daemon's server). What a command installs
 * itself (the closed-pipe guard, a batch's stop listener, a write's deferral) is installed by
 * `main` or the command, not by loading. Nor does loading make an `Intl` object (core's plural
 * rules, the importers' word segmenter): an ICU handle in the heap, like a signal handler, keeps
 * `node --build-snapshot` from serialising the loaded bundle.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

const CLI_MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli-main.js');

/** The signals with a listener after importing `url` in a fresh Node, and whether `process.emit` was replaced. */
function afterLoad(url: string): { signals: string[]; emitPatched: boolean } {
  const script = `
const emit = process.emit;
await import(${JSON.stringify(url)});
const signals = process.eventNames().filter((e) => typeof e === 'string' && e.startsWith('SIG') && process.listenerCount(e) > 0);
process.stdout.write(JSON.stringify({ signals, emitPatched: process.emit !== emit }));
`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  if (r.status !== 0) throw new Error(`loading ${url} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { signals: string[]; emitPatched: boolean };
}

it('loading the CLI registers no signal handler and leaves process.emit alone', () => {
  expect(afterLoad(pathToFileURL(CLI_MAIN).href)).toEqual({ signals: [], emitPatched: false });
});

it('the loaded bundle can be a V8 start-up snapshot (no handle made at load)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-snapshot-'));
  try {
    const bundle = join(dirname(CLI_MAIN), 'cli-main.cjs');
    const entry = join(dir, 'entry.cjs');
    // The bundle evaluated as its loader does (codeCache.mjs), inside the snapshot's builder.
    writeFileSync(
      entry,
      `const { createRequire } = require('node:module');
const source = require('node:fs').readFileSync(${JSON.stringify(bundle)}, 'utf8');
const module_ = { exports: {} };
new Function('exports', 'require', 'module', '__filename', '__dirname', "'use strict';" + source)(module_.exports, createRequire(${JSON.stringify(bundle)}), module_, ${JSON.stringify(bundle)}, ${JSON.stringify(dirname(bundle))});
require('node:v8').startupSnapshot.setDeserializeMainFunction(() => {});
`,
    );
    const r = spawnSync(process.execPath, ['--snapshot-blob', join(dir, 'snap.blob'), '--build-snapshot', entry], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(r.stderr).not.toMatch(/not serialized|Error/u);
    expect(r.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
