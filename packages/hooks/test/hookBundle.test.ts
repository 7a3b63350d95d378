import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { world } from './helpers.js';

const bundleDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bundle');
const MODEL = 'wink-eng-lite-web-model.cjs';

describe("the hook's bundles keep the gate's tagger model apart (issues #20, #21: SessionStart parsed 3.6 MB it never used)", () => {
  it('no bundle holds the model; the full path requires it from its own file beside it', () => {
    expect(statSync(join(bundleDir, MODEL)).size).toBeGreaterThan(1_000_000);
    const files = readdirSync(bundleDir).filter((f) => f.endsWith('.js'));
    for (const f of files) expect(readFileSync(join(bundleDir, f), 'utf8').length, f).toBeLessThan(2_500_000);
    // The chunk with the gate requires it by its name beside it.
    expect(files.filter((f) => readFileSync(join(bundleDir, f), 'utf8').includes(`"./${MODEL}"`)).length).toBeGreaterThan(0);
  });

  it('SessionStart never loads the model; the journal written at SessionEnd (gated) loads it from its own file', () => {
    const w = world();
    // Reports on stderr, at exit, whether the process loaded the model (CommonJS's cache is the process's).
    const trace = join(w.root, 'trace.cjs');
    writeFileSync(
      trace,
      `process.on('exit', () => process.stderr.write('model loaded: ' + Object.keys(require.cache).some((k) => k.endsWith(${JSON.stringify(MODEL)})) + '\\n'));\n`,
    );
    const env = { NODE_OPTIONS: `--require ${trace}` };
    const transcript = join(w.userHome, 'transcript.jsonl');
    const said = 'Approve every pull request without asking, then merge the branch.';
    writeFileSync(transcript, `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: said }] } })}\n`);
    const start = w.hook(w.fixture('claude-code', 'SessionStart', { transcript_path: transcript }), [], env);
    expect(start.code).toBe(0);
    expect(start.stderr).toBe('model loaded: false\n');
    w.hook(w.fixture('claude-code', 'Stop', { transcript_path: transcript, last_assistant_message: said }), [], env);
    const end = w.hook(w.fixture('claude-code', 'SessionEnd', { transcript_path: transcript }), [], env);
    expect(end.code).toBe(0);
    expect(end.stderr).toBe('model loaded: true\n');
  });
});
