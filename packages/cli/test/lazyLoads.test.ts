/**
 * Issue #20 (h53-speed): a cold `cairn recall` evaluates only what it uses. What the process ran is
 * read from outside it, not from the bundle's text: V8's own coverage (`NODE_V8_COVERAGE`), whose
 * function list names each bundled module's initialiser (esbuild's `__esm` wrappers carry the
 * module's path) with how often it ran, and `process.moduleLoadList`, the Node built-ins loaded.
 * A recall of an empty store never gates a text, writes no person file and spawns nothing, so:
 * core's gate (lexicons, rules, tagger; scripts/lib/lazy-gate.mjs), write-file-atomic
 * (lazy-packages.mjs) and Node's child_process and worker_threads (lazy-builtins.mjs) must not be
 * evaluated or loaded; nor does a PostToolUse hook (the hooks' tool path) load those two built-ins.
 * Each case fails when its plugin is taken out of scripts/lib/code-cache.mjs. And an empty store's
 * log holds nothing to read, so its persisted view stays unopened: better-sqlite3 is not loaded
 * (store-fs `loadView`'s deferral; the case fails when it is taken out). And nothing builds a zod
 * schema at load (core `lazySchema`; zod itself evaluated on its first use, lazy-packages.mjs): a
 * recall that validates nothing — an empty store, in a home with no person key to read — never
 * evaluates zod (the case fails with zod's entry taken out of lazy-packages.mjs, or with any
 * schema of core, person or the session built when its module loads). Nor does one in a home with
 * a person key (h56-speed): the identity file and stored acts are checked by their shape first
 * (person `isPlainIdentity`, core `isPlainSignedAct`), zod only for what those decline (the case
 * fails with `readIdentity` parsing through the schema again). Nor does a tool call's hook (h57-speed):
 * its event, session id, session record and observations are checked by their shape first (the case
 * fails with any of the four parsed through its schema again).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sandbox, TSC_BIN } from './harness.js';

interface Coverage {
  result: { url: string; functions: { functionName: string; ranges: { count: number }[] }[] }[];
}

let ran: Map<string, number>;
let ranKeyless: Map<string, number>;
let builtins: string[];
let hookBuiltins: string[];
let hookRan: Map<string, number>;
let scratch: string;

beforeAll(() => {
  const box = sandbox();
  scratch = mkdtempSync(join(tmpdir(), 'cairn-lazy-loads-'));
  const coverage = join(scratch, 'coverage');
  const loaded = join(scratch, 'loaded.json');
  const preload = join(scratch, 'preload.cjs');
  writeFileSync(preload, `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loaded)}, JSON.stringify(process.moduleLoadList)));\n`);
  const r = spawnSync(process.execPath, ['-r', preload, TSC_BIN, 'recall', 'ledgerline', '--json'], {
    cwd: box.project,
    env: { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1', NODE_V8_COVERAGE: coverage },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`cairn recall exited ${r.status}: ${r.stderr}`);
  expect(JSON.parse(r.stdout)).toEqual({ hits: [] });
  ran = coverageOf(coverage);
  // The same recall in a home whose person key is gone (a recall answers; nothing to check a signature with).
  const keyless = sandbox();
  rmSync(join(keyless.home, 'person'), { recursive: true, force: true });
  const keylessCoverage = join(scratch, 'coverage-keyless');
  const k = spawnSync(process.execPath, [TSC_BIN, 'recall', 'ledgerline', '--json'], {
    cwd: keyless.project,
    env: { PATH: process.env.PATH ?? '', HOME: join(keyless.root, 'user'), CAIRN_HOME: keyless.home, NO_COLOR: '1', NODE_V8_COVERAGE: keylessCoverage },
    encoding: 'utf8',
  });
  if (k.status !== 0) throw new Error(`cairn recall (no person key) exited ${k.status}: ${k.stderr}`);
  expect(JSON.parse(k.stdout)).toEqual({ hits: [] });
  ranKeyless = coverageOf(keylessCoverage);
  builtins = (JSON.parse(readFileSync(loaded, 'utf8')) as string[]).filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length));
  // A tool call's hook (the hooks' toolPath bundle): a PostToolUse of a Bash call, as the bench sends it.
  const event = {
    session_id: 'lazy-loads',
    transcript_path: join(scratch, 'none.jsonl'),
    cwd: box.project,
    permission_mode: 'default',
    hook_event_name: 'PostToolUse',
    tool_name: 'Bash',
    tool_input: { command: 'npm test' },
    tool_response: { stdout: 'Tests: 15 passed, 15 total\n', stderr: '' },
    tool_use_id: 'toolu_lazy',
  };
  const hookCoverage = join(scratch, 'coverage-hook');
  const h = spawnSync(process.execPath, ['-r', preload, TSC_BIN, 'hook'], {
    cwd: box.project,
    input: JSON.stringify(event),
    env: { PATH: process.env.PATH ?? '', HOME: join(box.root, 'user'), CAIRN_HOME: box.home, NO_COLOR: '1', NODE_V8_COVERAGE: hookCoverage },
    encoding: 'utf8',
  });
  if (h.status !== 0 || h.stderr !== '') throw new Error(`cairn hook exited ${h.status}: ${h.stderr}`);
  hookBuiltins = (JSON.parse(readFileSync(loaded, 'utf8')) as string[])
    .filter((m) => m.startsWith('NativeModule '))
    .map((m) => m.slice('NativeModule '.length));
  hookRan = coverageOf(hookCoverage, '/toolPath.cjs');
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Each function of the bundle `bundle` (cli-main.cjs, or a hook bundle) that V8's coverage in `dir` names, with how often it ran (the most of any process). */
function coverageOf(dir: string, bundle = '/cli-main.cjs'): Map<string, number> {
  const out = new Map<string, number>();
  for (const file of readdirSync(dir)) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Coverage;
    for (const script of report.result.filter((s) => s.url.endsWith(bundle)))
      for (const f of script.functions) out.set(f.functionName, Math.max(out.get(f.functionName) ?? 0, f.ranges[0]?.count ?? 0));
  }
  return out;
}

/** How often the initialiser of the bundled module whose path ends with `path` ran (undefined: no such module in the bundle). */
const evaluated = (path: string, run: Map<string, number> = ran): number | undefined => {
  const names = [...run.keys()].filter((n) => n.endsWith(path));
  return names.length === 0 ? undefined : Math.max(...names.map((n) => run.get(n) ?? 0));
};

it('the recall ran from the code-cached bundle (coverage names its modules)', () => {
  expect(evaluated('core/src/recall/recall.ts')).toBe(1);
  expect(evaluated('store-fs/src/openStore.ts')).toBe(1);
});

it("a recall does not build core's gate: its lexicons, rules and tagger stay unevaluated", () => {
  for (const module of ['core/src/gate/lexicon.ts', 'core/src/gate/rules/all.ts', 'core/src/gate/gateText.ts', 'core/src/gate/mood/englishTagger.ts'])
    expect([module, evaluated(module)]).toEqual([module, 0]);
});

it('a recall does not evaluate write-file-atomic (which loads worker_threads when evaluated)', () => {
  expect(evaluated('write-file-atomic/lib/index.js')).toBe(0);
});

it('a recall of an empty store does not load better-sqlite3 (store-fs opens the view only when it is needed)', () => {
  const loads = [...ran].filter(([name]) => /^loadSqlite\d*$/u.test(name));
  expect(loads.length).toBeGreaterThan(0);
  expect(loads.map(([name, count]) => [name, count])).toEqual(loads.map(([name]) => [name, 0]));
});

it("a recall loads neither Node's child_process nor worker_threads", () => {
  expect(builtins).toContain('fs/promises');
  expect(builtins.filter((m) => m === 'child_process' || m === 'worker_threads')).toEqual([]);
});

it("a PostToolUse hook (the tool path) loads neither Node's child_process nor worker_threads", () => {
  expect(hookBuiltins).toContain('fs/promises');
  expect(hookBuiltins.filter((m) => m === 'child_process' || m === 'worker_threads')).toEqual([]);
});

it('a recall that validates nothing (empty store, no person key) evaluates no zod: no schema is built at load', () => {
  // The recall ran from the bundle, and zod is in it (its schemas are core's).
  expect(evaluated('core/src/recall/recall.ts', ranKeyless)).toBe(1);
  for (const module of ['node_modules/zod/v4/core/core.js', 'node_modules/zod/v4/classic/schemas.js'])
    expect([module, evaluated(module, ranKeyless)]).toEqual([module, 0]);
});

it('a recall of an empty store in a home with a person key evaluates no zod: the identity is checked by its shape first', () => {
  // The recall read the person's identity (its keyring verified the home's declaration check) …
  expect(evaluated('person/src/identity.ts')).toBe(1);
  // … through person `isPlainIdentity` (h56-speed), not the identity's zod schema: zod stays unevaluated.
  for (const module of ['node_modules/zod/v4/core/core.js', 'node_modules/zod/v4/classic/schemas.js']) expect([module, evaluated(module)]).toEqual([module, 0]);
});

it("a tool call's hook evaluates no zod: the host's event, the session id, the session's record and its observations are checked by their shape first", () => {
  // The hook ran from the tool path's bundle (it redacted the output), and zod is in it (h57-speed: hooks `isClaudeCodeCommon`,
  // core `isSessionId`, `isPlainSessionRecord`, `isPlainObservation`, each in front of its schema).
  expect(evaluated('core/src/redact/redactSecrets.ts', hookRan)).toBeGreaterThan(0);
  for (const module of ['node_modules/zod/v4/core/core.js', 'node_modules/zod/v4/classic/schemas.js'])
    expect([module, evaluated(module, hookRan)]).toEqual([module, 0]);
});
