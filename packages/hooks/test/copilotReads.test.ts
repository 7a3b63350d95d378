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
 * shifted, Copilot's own numbered view) vouches for nothing, though the read is still observed.
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

/** Copilot's postToolUse of a `view` of README.md that returned `text`, through the built CLI. */
function viewed(w: World, text: string, args: Record<string, unknown> = {}): Observed {
  const payload = {
    ...w.fixture('copilot', 'postToolUse'),
    toolName: 'view',
    toolArgs: JSON.stringify({ path: join(w.project, 'README.md'), ...args }),
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

  it('Copilot’s own numbered view text (`1. # Tide tables`): not read as the file’s lines, nothing', () => {
    const w = committedWorld();
    const numbered = FILE.split('\n')
      .slice(0, 3)
      .map((l, i) => `${i + 1}. ${l}`)
      .join('\n');
    const o = viewed(w, numbered);
    expect(o.blob).toBeUndefined();
    expect(o.tracked).toBeUndefined();
  });

  it('control: an uncommitted file’s exact text keeps the blob but is not tracked', () => {
    const w = committedWorld();
    writeFileSync(join(w.project, 'README.md'), `${FILE}A line not committed.\n`);
    const o = viewed(w, `${FILE}A line not committed.\n`);
    expect(o.blob).toEqual(expect.any(String));
    expect(o.tracked).toBeUndefined();
  });
});
