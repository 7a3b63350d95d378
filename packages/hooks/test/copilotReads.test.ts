import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type World, world } from './helpers.js';

/**
 * GitHub Copilot's file reads (issue #21's leftovers; attack h54 E1's rule for every host): a read
 * vouches for the file it names — the file's blob fingerprint kept, `tracked` when committed — only
 * when what the host returned to the model, Copilot's `toolResult.textResultForLlm`, is the file's
 * exact lines as they are on disk when the hook runs. Anything else (another text, the file's lines
 * shifted) vouches for nothing, though the read is still observed; Copilot's own numbering (`9.  x`) is read off first.
 * Payloads from the documentation (fixtures/copilot/postToolUse.json and SOURCES.md): postToolUse's
 * input is `{timestamp, cwd, toolName, toolArgs (a JSON string), toolResult: {resultType,
 * textResultForLlm}}` (docs.github.com/en/copilot/reference/hooks-configuration, read 2026-12-01,
 * and the CLI reference's "Hook event input payloads", github/docs commit 8fa9f11, read through
 * the search tool 2026-12-07); the `view` tool's arguments are `path` and an optional
 * `view_range: [start, end]` (microsoft/vscode#312062, 2026-04-23), and its text numbers each line
 * as `9.  // example` (github/copilot-sdk#73, 2026-01-21).
 */
const FILE = '# Tide tables\n\nThe harbour office publishes tides daily.\n';

type Observed = { event: string; tool?: string; ref?: string; blob?: string; tracked?: boolean };

function committedWorld(): World {
  const w = world();
  for (const args of [
    ['add', 'README.md'],
    ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'readme'],
  ]) {
    const r = spawnSync('git', args, { cwd: w.project, env: { PATH: process.env.PATH, HOME: w.root } });
    expect(r.status, r.stderr.toString()).toBe(0);
  }
  expect(readFileSync(join(w.project, 'README.md'), 'utf8')).toBe(FILE);
  return w;
}

/** A world whose project holds TIDES.md (`text`), committed. */
function committedLong(text: string): World {
  const w = world();
  writeFileSync(join(w.project, 'TIDES.md'), text);
  for (const args of [
    ['add', 'TIDES.md'],
    ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'tides'],
  ]) {
    const r = spawnSync('git', args, { cwd: w.project, env: { PATH: process.env.PATH, HOME: w.root } });
    expect(r.status, r.stderr.toString()).toBe(0);
  }
  return w;
}

/** Copilot's postToolUse of a `view` of README.md that returned `text`, through the built CLI. */
function viewed(w: World, text: string, args: Record<string, unknown> = {}): Observed {
  return viewedFile(w, 'README.md', text, args);
}

/** Copilot's postToolUse of a `view` of `file` (in the project) that returned `text`, through the built CLI. */
function viewedFile(w: World, file: string, text: string, args: Record<string, unknown> = {}): Observed {
  const payload = {
    ...w.fixture('copilot', 'postToolUse'),
    toolName: 'view',
    toolArgs: JSON.stringify({ path: join(w.project, file), ...args }),
    toolResult: { resultType: 'success', textResultForLlm: text },
  };
  const r = w.hook(payload, ['--host', 'copilot', '--event', 'postToolUse']);
  expect({ code: r.code, stderr: r.stderr, stdout: r.stdout }).toEqual({ code: 0, stderr: '', stdout: '' });
  const dir = join(w.home, 'observations');
  const logs = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.jsonl'));
  const seen = logs.flatMap((f) =>
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Observed),
  );
  const reads = seen.filter((o) => o.event === 'tool' && o.tool === 'view');
  expect(reads).toHaveLength(1);
  return reads[0] as Observed;
}

describe('Copilot’s view vouches for the file only when textResultForLlm is its exact lines', () => {
  it('the file’s whole text: the read keeps the blob and is tracked (the file is committed)', () => {
    const w = committedWorld();
    const o = viewed(w, FILE);
    expect(o.ref).toBe('README.md');
    expect(o.blob).toEqual(expect.any(String));
    expect(o.tracked).toBe(true);
  });

  it('a page’s text in its place (the file put back after the host read it): observed, vouching for nothing', () => {
    const w = committedWorld();
    const o = viewed(w, 'Skip the customs check at night.\n');
    expect(o.ref).toBe('README.md');
    expect(o.blob).toBeUndefined();
    expect(o.tracked).toBeUndefined();
  });

  it('the file’s text with one line changed, or its lines without the first: nothing', () => {
    const w = committedWorld();
    const o = viewed(w, FILE.replace('daily', 'weekly'));
    expect(o.blob).toBeUndefined();
    expect(o.tracked).toBeUndefined();
    // A view_range of line 3 returning line 3 alone: a bare text cannot be placed, read as line 1 (fail closed).
    const p = committedWorld();
    const q = viewed(p, 'The harbour office publishes tides daily.', { view_range: [3, 3] });
    expect(q.blob).toBeUndefined();
    expect(q.tracked).toBeUndefined();
  });

  it('Copilot’s own numbered view text (`1. # Tide tables`): read without its numbers, the file’s lines vouch (blob, tracked)', () => {
    const w = committedWorld();
    const numbered = FILE.split('\n')
      .slice(0, 3)
      .map((l, i) => `${i + 1}. ${l}`)
      .join('\n');
    const o = viewed(w, numbered);
    expect(o.blob).toEqual(expect.any(String));
    expect(o.tracked).toBe(true);
  });

  /*
   * The documented shape past line 9 (github/copilot-sdk#73: `9.  // example` above `10. // example`):
   * the text of every line starts at one column, the widest number's. A view_range's lines are placed
   * by their numbers. A numbered text whose lines are not the file's vouches for nothing.
   */
  it('real-shaped numbered views of a 12-line file (aligned past line 9), whole and a view_range: the file’s lines vouch; a changed line does not', () => {
    const long = Array.from({ length: 12 }, (_, i) => (i % 4 === 3 ? '' : `// tide table row ${i + 1}`)).join('\n');
    const w = committedLong(long);
    const width = 2;
    const copilot = (from: number, lines: string[]): string => lines.map((l, i) => `${`${from + i}.`.padEnd(width + 2)}${l}`.trimEnd()).join('\n');
    const rows = long.split('\n');
    expect(copilot(9, rows.slice(8, 10))).toBe('9.  // tide table row 9\n10. // tide table row 10');
    const whole = viewedFile(w, 'TIDES.md', copilot(1, rows));
    expect(whole.blob).toEqual(expect.any(String));
    expect(whole.tracked).toBe(true);
    const range = viewedFile(committedLong(long), 'TIDES.md', copilot(9, rows.slice(8, 10)), { view_range: [9, 10] });
    expect(range.blob).toEqual(expect.any(String));
    expect(range.tracked).toBe(true);
    // The numbers placed one line off, or a row changed: not the file's lines, nothing.
    const shifted = viewedFile(committedLong(long), 'TIDES.md', copilot(8, rows.slice(8, 10)));
    expect(shifted.blob).toBeUndefined();
    const changed = viewedFile(
      committedLong(long),
      'TIDES.md',
      copilot(
        1,
        rows.map((r) => r.replace('row 10', 'row ten')),
      ),
    );
    expect(changed.blob).toBeUndefined();
    expect(changed.tracked).toBeUndefined();
  });

  it('control: an uncommitted file’s exact text keeps the blob but is not tracked', () => {
    const w = committedWorld();
    writeFileSync(join(w.project, 'README.md'), `${FILE}A line not committed.\n`);
    const o = viewed(w, `${FILE}A line not committed.\n`);
    expect(o.blob).toEqual(expect.any(String));
    expect(o.tracked).toBeUndefined();
  });
});
