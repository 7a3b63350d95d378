import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TSC_BIN, world } from './helpers.js';

const bundleDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bundle');
const MODEL = 'wink-eng-lite-web-model.cjs';

describe("the hook's bundles keep the gate's tagger model apart (issues #20, #21: SessionStart parsed 3.6 MB it never used)", () => {
  it('no bundle holds the model; the full path requires it from its own file beside it', () => {
    const model = statSync(join(bundleDir, MODEL)).size;
    expect(model).toBeGreaterThan(1_000_000);
    const files = readdirSync(bundleDir).filter((f) => f.endsWith('.js') || (f.endsWith('.cjs') && f !== MODEL));
    // A bundle holding the model is larger than the model: each is smaller (the full path's gate and
    // redaction tables alone grew past a fixed 2.5 MB once the bundles were written as ASCII, h53-speed).
    for (const f of files) expect(statSync(join(bundleDir, f)).size, f).toBeLessThan(model);
    // The code-cached full path, which holds the gate, requires it by its name beside it.
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

  it('SessionStart through the workspace CLI runs the CommonJS dispatcher, which compiles the full path from its code-cached file: no ES module resolved from dist/bundle, under 40 kB required (issue #20: ≈ 1.2 MB of ES chunks were compiled on every session start)', () => {
    // The tsc-built CLI runs these bundles (the published bundle's twin is cairn-memory's codeCache.test.ts).
    const w = world({ bin: TSC_BIN });
    const log = join(w.root, 'resolved.log');
    const hooks = join(w.root, 'resolveLog.mjs');
    const register = join(w.root, 'register.mjs');
    writeFileSync(
      hooks,
      `import { appendFileSync } from 'node:fs';\nexport async function resolve(specifier, context, next) {\n  const r = await next(specifier, context);\n  appendFileSync(${JSON.stringify(log)}, 'esm ' + r.url + '\\n');\n  return r;\n}\n`,
    );
    writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
    // CommonJS loads too: the CLI's start-up (dist/start.cjs) requires the dispatcher through the package's `require` condition.
    const required = join(w.root, 'required.cjs');
    writeFileSync(
      required,
      `const Module = require('node:module');\nconst { appendFileSync } = require('node:fs');\nconst { pathToFileURL } = require('node:url');\nconst resolve = Module._resolveFilename;\nModule._resolveFilename = function (...args) {\n  const r = resolve.apply(this, args);\n  if (r.startsWith('/')) appendFileSync(${JSON.stringify(log)}, 'cjs ' + pathToFileURL(r).href + '\\n');\n  return r;\n};\n`,
    );
    writeFileSync(log, '');
    const start = w.hook(w.fixture('claude-code', 'SessionStart'), [], { NODE_OPTIONS: `--import ${pathToFileURL(register).href} --require ${required}` });
    expect(start.code, start.stderr).toBe(0);
    expect(start.stdout).toContain('additionalContext');
    const lines = [...new Set(readFileSync(log, 'utf8').split('\n'))];
    const inBundle = (kind: string) => lines.filter((l) => l.startsWith(`${kind} ${pathToFileURL(bundleDir).href}`)).map((l) => l.slice(kind.length + 1));
    expect(inBundle('esm')).toEqual([]);
    expect(inBundle('cjs').map((u) => u.split('/').pop())).toEqual(['hook.cjs']);
    expect(inBundle('cjs').reduce((sum, u) => sum + statSync(new URL(u)).size, 0)).toBeLessThan(40_000);
    // The dispatcher loads each path's code-cached file by its name, as the ES loaders do.
    const dispatcher = readFileSync(join(bundleDir, 'hook.cjs'), 'utf8');
    expect(dispatcher).toContain('"fullPath.cjs"');
    expect(dispatcher).toContain('"toolPath.cjs"');
    expect(readFileSync(join(bundleDir, 'fullPath.js'), 'utf8')).toContain("loadWithCodeCache(new URL('./fullPath.cjs'");
  });

  it("a tool call of a session no SessionStart recorded checks the store through fullPath.cjs, which toolPath.cjs loads by its name through the code-cache loader bundled in (before: Node's ES module loader on fullPath.js)", () => {
    const w = world();
    // A copy without the ES loaders: a CommonJS file that still reached for one fails here.
    const copy = join(w.root, 'bundle-cjs');
    cpSync(bundleDir, copy, { recursive: true, filter: (src) => !src.includes('.v8-cache') });
    for (const f of ['hook.js', 'toolPath.js', 'fullPath.js', 'codeCache.mjs']) rmSync(join(copy, f));
    const runner = join(w.root, 'run.cjs');
    writeFileSync(
      runner,
      `require(${JSON.stringify(join(copy, 'hook.cjs'))}).runHook({ env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });\n`,
    );
    const r = spawnSync(process.execPath, [runner], {
      cwd: w.project,
      input: JSON.stringify(w.fixture('claude-code', 'PreToolUse-Bash')),
      env: { PATH: process.env.PATH, HOME: w.userHome, CAIRN_HOME: w.home, NO_COLOR: '1' },
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    // Both paths ran from their code-cached files: each wrote its cache at exit.
    expect(readdirSync(join(copy, '.v8-cache')).map((f) => f.slice(0, f.indexOf('.cjs.')))).toEqual(expect.arrayContaining(['fullPath', 'toolPath']));
    expect(readFileSync(join(copy, 'toolPath.cjs'), 'utf8')).not.toContain('./fullPath.js');
  });

  it("a PreToolUse and a PostToolUse each name their kind of run to the code cache, and each has a cache file of its own (issue #20: one cache held the first event's code only; h59-speed: one merged cache made each event read the other's)", () => {
    const w = world();
    // A copy of the bundles of its own: other test files write dist/bundle's cache meanwhile.
    const copy = join(w.root, 'bundle');
    cpSync(bundleDir, copy, { recursive: true, filter: (src) => !src.includes('.v8-cache') });
    const runner = join(w.root, 'run.mjs');
    writeFileSync(
      runner,
      `import { runHook } from ${JSON.stringify(pathToFileURL(join(copy, 'hook.js')).href)};\nawait runHook({ env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });\n`,
    );
    const run = (payload: unknown) =>
      spawnSync(process.execPath, [runner], {
        cwd: w.project,
        input: JSON.stringify(payload),
        env: { PATH: process.env.PATH, HOME: w.userHome, CAIRN_HOME: w.home, NO_COLOR: '1' },
        encoding: 'utf8',
      });
    /** The kinds of the tool path's cache files: each file's name and its header (code-cache-runtime.mjs `encodeCache`: 'CRNc1', a count, then each kind's length and bytes). */
    const files = (): string[] => readdirSync(join(copy, '.v8-cache')).filter((f) => f.startsWith('toolPath.cjs.'));
    const kinds = (): string[] =>
      files()
        .map((file) => {
          const bytes = readFileSync(join(copy, '.v8-cache', file));
          expect(bytes[5], file).toBe(1);
          const kind = bytes.toString('latin1', 7, 7 + (bytes[6] as number));
          expect(file.endsWith(`.${kind}.bin`), file).toBe(true);
          return kind;
        })
        .sort();
    expect(run(w.fixture('claude-code', 'PreToolUse-Bash')).status).toBe(0);
    expect(kinds()).toEqual(['PreToolUse']);
    expect(run(w.fixture('claude-code', 'PostToolUse-Bash')).status).toBe(0);
    // One file per kind (h59-speed: one merged file made every event deserialise the others' code).
    expect(kinds()).toEqual(['PostToolUse', 'PreToolUse']);
    const post = statSync(join(copy, '.v8-cache', files().find((f) => f.endsWith('.PostToolUse.bin')) as string));
    // A kind's cache is not written again; a name outside the hosts' events adds none.
    expect(run(w.fixture('claude-code', 'PostToolUse-Bash')).status).toBe(0);
    expect(run({ ...w.fixture('claude-code', 'PreToolUse-Bash'), hook_event_name: 'NotAnEvent' }).status).toBe(0);
    expect(kinds()).toEqual(['PostToolUse', 'PreToolUse']);
    const again = statSync(join(copy, '.v8-cache', files().find((f) => f.endsWith('.PostToolUse.bin')) as string));
    expect([again.ino, again.mtimeMs]).toEqual([post.ino, post.mtimeMs]);
  });
});
