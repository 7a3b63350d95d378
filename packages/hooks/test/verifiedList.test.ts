import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type World, world } from './helpers.js';

// SessionStart reads every live record as the person's signatures back it (issue #16), which at
// 10k memories was 10,003 ed25519 checks for a 23-line digest (issue #20/#21). A person's act
// now leaves the person's signed list of the signatures found valid (person/verified-acts.json):
// the hook takes a listed signature without the arithmetic, and reads the same digest.

const scratch: string[] = [];
afterEach(() => {
  for (const d of scratch.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A preload that counts node:crypto's signature checks in the hook's process and writes the count to a file. */
function counter(): { env: Record<string, string>; count: () => number } {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-verify-count-'));
  scratch.push(dir);
  const out = join(dir, 'count');
  const script = join(dir, 'count.cjs');
  writeFileSync(
    script,
    `const c = require('node:crypto'); const v = c.verify; let n = 0;
c.verify = function (...a) { n++; return v.apply(this, a); };
process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(out)}, String(n)));\n`,
  );
  return { env: { NODE_OPTIONS: `--require ${script}` }, count: () => Number(readFileSync(out, 'utf8')) };
}

function sessionStart(w: World): { digest: string; verifies: number } {
  const c = counter();
  const r = w.hook(w.fixture('claude-code', 'SessionStart'), [], c.env);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return { digest: (JSON.parse(r.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext, verifies: c.count() };
}

const FACTS = ['Tide heights are in metres, from chart datum.', 'The harbour office publishes tides at 06:00 UTC.', 'Pilots board at the outer buoy.'];

describe("the person's signed list of valid signatures (issue #20/#21)", () => {
  it('after the person’s acts, SessionStart checks only the list’s own signature; without the list it checks every act, and the digest is the same', () => {
    const w = world();
    for (const text of FACTS) expect(w.person(['memorize', '--text', text]).code).toBe(0);
    const list = join(w.home, 'person', 'verified-acts.json');
    expect(existsSync(list)).toBe(true);
    const listed = sessionStart(w);
    for (const text of FACTS) expect(listed.digest).toContain(`- [user] ${text}`);
    rmSync(list);
    const unlisted = sessionStart(w);
    expect(unlisted.digest).toBe(listed.digest);
    // Each person's memory carries at least one act: without the list each is checked.
    expect(unlisted.verifies).toBeGreaterThanOrEqual(FACTS.length);
    // With it, none of them: one check more, the list's own signature.
    expect(listed.verifies).toBe(unlisted.verifies - FACTS.length + 1);
  });

  it('a list an agent wrote (its own key) is not read: every act is checked, as with no list', () => {
    const w = world();
    for (const text of FACTS) expect(w.person(['memorize', '--text', text]).code).toBe(0);
    const list = join(w.home, 'person', 'verified-acts.json');
    const file = JSON.parse(readFileSync(list, 'utf8')) as Record<string, unknown>;
    rmSync(list);
    const unlisted = sessionStart(w);
    writeFileSync(list, JSON.stringify({ ...file, sig: `${'A'.repeat(85)}Q` }));
    const forged = sessionStart(w);
    expect(forged.digest).toBe(unlisted.digest);
    expect(forged.verifies).toBeGreaterThanOrEqual(unlisted.verifies);
  });

  it('acts signed before the list existed are covered after the next person’s act: the CLI reads the project whole once first', () => {
    const w = world();
    for (const text of FACTS) expect(w.person(['memorize', '--text', text]).code).toBe(0);
    const list = join(w.home, 'person', 'verified-acts.json');
    rmSync(list);
    const before = sessionStart(w);
    // One more act: its own signature goes in, and so do the three read on the way.
    expect(w.person(['memorize', '--text', 'Moorings are booked a week ahead.']).code).toBe(0);
    const after = sessionStart(w);
    expect(after.digest).toContain('- [user] Moorings are booked a week ahead.');
    expect(after.verifies).toBe(before.verifies - FACTS.length + 1);
  });
});
