import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { observationCheck, resolveLocation } from '@cairn/session';
import { memorizeOverMcp, type World, world } from './helpers.js';

/**
 * `cairn doctor` names what silently disables the hooks' work (h47 item 3): an `observation.key`
 * replaced or deleted after observations were made (each then matches nothing), and a
 * `config.json` whose `digestBudget` empties the SessionStart digest or whose `observationCap`
 * keeps less than a day of what the agent read. Through the built `cairn` as child processes.
 */
type Check = { name: string; ok: boolean; detail: string; fix?: string };
const checkOf = (w: World, name: string): Check | undefined =>
  (JSON.parse(w.cairn(['doctor', '--json']).stdout) as { checks: Check[] }).checks.find((c) => c.name === name);

const OUTPUT = 'The harbour build reads its tide tables from tables/tides.csv and the pilots roster from crew/pilots.csv every night.';

/** One session that read a command's output: a fingerprinted observation under the home's key. */
function observeOnce(w: World): void {
  expect(w.hook(w.fixture('claude-code', 'SessionStart')).code).toBe(0);
  const post = w.fixture('claude-code', 'PostToolUse-Bash', { tool_response: { stdout: OUTPUT, stderr: '', interrupted: false, isImage: false } });
  const r = w.hook(post);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
}

/** A hook session that read an output (a registered tool call), stopped, and ended with a journal (its last assistant message). */
function hookSession(w: World, id: string): void {
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: id })).code).toBe(0);
  const call = { session_id: id, tool_use_id: `toolu_${id}` };
  expect(w.hook(w.fixture('claude-code', 'PreToolUse-Bash', call)).code).toBe(0);
  const post = w.fixture('claude-code', 'PostToolUse-Bash', { ...call, tool_response: { stdout: OUTPUT, stderr: '', interrupted: false, isImage: false } });
  expect(w.hook(post).code).toBe(0);
  const dir = join(w.userHome, 'transcripts');
  mkdirSync(dir, { recursive: true });
  const transcript = join(dir, `${id}.jsonl`);
  writeFileSync(
    transcript,
    `${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'Moved the tide table loader to a streaming reader.' }] } })}\n`,
  );
  expect(w.hook({ ...w.fixture('claude-code', 'Stop', { session_id: id }), transcript_path: transcript }).code).toBe(0);
  expect(w.hook({ ...w.fixture('claude-code', 'SessionEnd', { session_id: id }), transcript_path: transcript }).code).toBe(0);
}

describe('doctor: observation key and hook config (h47 item 3)', () => {
  it('a torn observation line is a WARN naming how many, the session’s file and line, and what it means; exit 0 (attack h49 N2)', () => {
    const w = world();
    observeOnce(w);
    const logs = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.jsonl') ? [join(dir, e.name)] : [],
      );
    })(join(w.home, 'observations'));
    expect(logs).toHaveLength(1);
    // A hook killed mid-append: half a line, then the next observation on a line of its own.
    writeFileSync(logs[0] as string, `${readFileSync(logs[0] as string, 'utf8')}{"v":1,"id":"obs_torn","session":"sess-1","at":"2026-12-0\n`);
    const r = w.cairn(['doctor', '--json']);
    expect(r.code, r.stdout).toBe(0);
    const check = (JSON.parse(r.stdout) as { checks: Array<Check & { warn?: boolean }> }).checks.find((c) => c.name === 'observations');
    expect(check).toMatchObject({ ok: true, warn: true });
    expect(check?.detail).toMatch(/^1 observation line cannot be read \(sess-1\.jsonl line 2 in .*observations\): a hook was killed while writing/u);
    expect(check?.detail).toContain('its session is treated as having a gap');
    expect(check?.fix).toContain('cairn sessions show sess-1');
    expect(w.cairn(['doctor']).stdout).toMatch(/^WARN observations: 1 observation line cannot be read/mu);
  });

  it('observations made under a replaced or deleted observation.key fail the observations check, naming how many', () => {
    const w = world();
    observeOnce(w);
    const before = checkOf(w, 'observations');
    expect(before?.ok, before?.detail).toBe(true);
    const keyFile = join(w.home, 'observation.key');
    expect(readFileSync(keyFile, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/u);
    writeFileSync(keyFile, `${'ab'.repeat(32)}\n`, { mode: 0o600 });
    const replaced = checkOf(w, 'observations');
    expect(replaced?.ok).toBe(false);
    expect(replaced?.detail).toMatch(
      /^1 observation of 1 was made with another observation key than .*observation\.key: the key was replaced or deleted, so it matches nothing/u,
    );
    expect(replaced?.fix).toMatch(/put the earlier observation\.key back/u);
    rmSync(keyFile);
    expect(checkOf(w, 'observations')?.detail).toMatch(/observation\.key \(now missing\)/u);
  });

  it('a digestBudget that empties the SessionStart digest and a tiny observationCap fail the hook config check; the defaults pass', () => {
    const w = world();
    const text = 'Harbour releases are tagged from the main branch on Thursdays.';
    expect(w.person(['memorize', '--text', text]).code).toBe(0);
    const fine = checkOf(w, 'hook config');
    expect(fine).toEqual({ name: 'hook config', ok: true, detail: 'digest budget 8,000 characters, observations kept 14 days, at most 100,000' });
    writeFileSync(join(w.home, 'config.json'), JSON.stringify({ digestBudget: 200, observationCap: 100 }), { mode: 0o600 });
    // What the finding is about: the agent's digest at that budget holds no memory.
    const start = w.hook(w.fixture('claude-code', 'SessionStart'));
    expect(start.code).toBe(0);
    const digest = (JSON.parse(start.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    expect(digest).not.toContain('Thursdays');
    const tiny = checkOf(w, 'hook config');
    expect(tiny?.ok).toBe(false);
    expect(tiny?.detail).toMatch(/digestBudget 200 characters leaves the SessionStart digest little or no room for a memory \(below 800; default 8,000\)/u);
    expect(tiny?.detail).toMatch(/observationCap 100 keeps less than a day of what the agent read \(below 7,142; default 100,000\)/u);
    expect(tiny?.fix).toMatch(/config\.json \(the defaults apply without them\)/u);
    // The human output says it too, and doctor exits with its findings code.
    const human = w.cairn(['doctor']);
    expect(human.code).not.toBe(0);
    expect(human.stdout).toMatch(/^FAIL hook config: config\.json: digestBudget 200/mu);
  });

  it('observationDays below a week fails the hook config check, saying what it costs; a week passes (h47-attack F10)', () => {
    const w = world();
    writeFileSync(join(w.home, 'config.json'), JSON.stringify({ observationDays: 1 }), { mode: 0o600 });
    const short = checkOf(w, 'hook config');
    expect(short?.ok).toBe(false);
    expect(short?.detail).toMatch(
      /observationDays 1 keeps what the agent read for less than a week \(below 7; default 14\), so a write repeating a page read a day before is stored as the agent's own words/u,
    );
    expect(short?.fix).toMatch(/config\.json \(the defaults apply without them\)/u);
    writeFileSync(join(w.home, 'config.json'), JSON.stringify({ observationDays: 7 }), { mode: 0o600 });
    expect(checkOf(w, 'hook config')).toEqual({
      name: 'hook config',
      ok: true,
      detail: 'digest budget 8,000 characters, observations kept 7 days, at most 100,000',
    });
  });

  it('the observations folder deleted after a host session wrote over MCP fails the observations check, naming the session (h47-attack F10)', async () => {
    const w = world();
    observeOnce(w);
    await memorizeOverMcp(w, 'sess-1', 'The harbour crane on berth four lifts at most forty tonnes in calm weather.');
    const before = checkOf(w, 'observations');
    expect(before?.ok, before?.detail).toBe(true);
    rmSync(join(w.home, 'observations'), { recursive: true });
    const gone = checkOf(w, 'observations');
    expect(gone?.ok).toBe(false);
    expect(gone?.detail).toMatch(
      /^the audit log, the hooks. journals and --session writes name 1 host session of the last 14 days \(observationDays\) that the observation store no longer holds \(sess-1\): .*observations was deleted or cut/u,
    );
    expect(gone?.fix).toMatch(/find what deleted them/u);
  });

  it('observations deleted after hook sessions that wrote no audit line naming them (journals only, no MCP): the folder, or one session’s files, fails the check, naming the session (h48 attack F6)', () => {
    const w = world();
    hookSession(w, 'sess-hook-a');
    hookSession(w, 'sess-hook-b');
    // No MCP write names either session: only the journals do (since A6 a journal's audit line
    // names its host session too, as any agent write of that session does).
    const audit = readFileSync(join(w.home, 'projects', readdirSync(join(w.home, 'projects'))[0] as string, 'audit.jsonl'), 'utf8');
    for (const line of audit.split('\n').filter((l) => l.includes('"session"'))) expect(line).toContain('"client":"claude-code hook"');
    const before = checkOf(w, 'observations');
    expect(before?.ok, before?.detail).toBe(true);
    // One session's record and observations deleted.
    const root = join(w.home, 'observations');
    const key = readdirSync(root).find((n) => existsSync(join(root, n, 's'))) as string;
    for (const f of ['sess-hook-a.json', 'sess-hook-a.jsonl']) rmSync(join(root, key, 's', f), { force: true });
    const one = checkOf(w, 'observations');
    expect(one?.ok, one?.detail).toBe(false);
    expect(one?.detail).toMatch(
      /^the audit log, the hooks' journals and --session writes name 1 host session of the last 14 days \(observationDays\) that the observation store no longer holds \(sess-hook-a\)/u,
    );
    // The whole folder.
    rmSync(root, { recursive: true });
    const all = checkOf(w, 'observations');
    expect(all?.ok).toBe(false);
    expect(all?.detail).toMatch(
      /name 2 host sessions of the last 14 days \(observationDays\) that the observation store no longer holds \((sess-hook-a, sess-hook-b|sess-hook-b, sess-hook-a)\)/u,
    );
    expect(all?.fix).toMatch(/find what deleted them/u);
  });

  it('only a session’s .jsonl deleted (its record kept), within the window: fails, naming the session (h48 attack F6)', () => {
    const w = world();
    hookSession(w, 'sess-hook-c');
    const root = join(w.home, 'observations');
    const key = readdirSync(root).find((n) => existsSync(join(root, n, 's'))) as string;
    expect(JSON.parse(readFileSync(join(root, key, 's', 'sess-hook-c.json'), 'utf8')).registered).toBe(1);
    expect(checkOf(w, 'observations')?.ok, checkOf(w, 'observations')?.detail).toBe(true);
    rmSync(join(root, key, 's', 'sess-hook-c.jsonl'));
    const cut = checkOf(w, 'observations');
    expect(cut?.ok).toBe(false);
    expect(cut?.detail).toMatch(
      /^1 host session of the last 14 days holds fewer tool calls than its last Stop registered \(sess-hook-c\): .*observations was deleted or cut/u,
    );
  });

  it('a session named only by a CLI --session write, in a project the hooks run in: its observations deleted fails the check; no hooks in the project: a note, no finding (h48 attack F6)', () => {
    const w = world();
    hookSession(w, 'sess-hook-d');
    expect(w.cairn(['memorize', '--origin', 'agent', '--session', 'sess-cli-e', '--text', 'The pilot boat leaves from the north quay at dawn.']).code).toBe(0);
    const root = join(w.home, 'observations');
    const key = readdirSync(root).find((n) => existsSync(join(root, n, 's'))) as string;
    // The session the write named, recorded by its SessionStart, then its files deleted.
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-cli-e' })).code).toBe(0);
    expect(checkOf(w, 'observations')?.ok).toBe(true);
    for (const f of ['sess-cli-e.json', 'sess-cli-e.jsonl']) rmSync(join(root, key, 's', f), { force: true });
    const lost = checkOf(w, 'observations');
    expect(lost?.ok).toBe(false);
    expect(lost?.detail).toMatch(/name 1 host session of the last 14 days \(observationDays\) that the observation store no longer holds \(sess-cli-e\)/u);
    const bare = world();
    expect(bare.cairn(['memorize', '--origin', 'agent', '--session', 'my-note', '--text', 'The pilot boat leaves from the north quay at dawn.']).code).toBe(0);
    expect(checkOf(bare, 'observations')?.ok, checkOf(bare, 'observations')?.detail).toBe(true);
  });

  it('the window is observationDays, not a day: a journal of 3 days ago whose session is gone fails at the default 14, not at observationDays 2 (h48 attack F6)', async () => {
    const w = world();
    hookSession(w, 'sess-hook-f');
    rmSync(join(w.home, 'observations'), { recursive: true });
    const location = await resolveLocation({ cwd: w.project, home: w.home, env: {} });
    const named = [{ session: 'sess-hook-f', at: new Date().toISOString(), by: 'journal' as const }];
    const later = new Date(Date.now() + 3 * 86_400_000);
    const at14 = await observationCheck(location, [], later, named);
    expect(at14.ok).toBe(false);
    expect(at14.detail).toMatch(/of the last 14 days \(observationDays\) that the observation store no longer holds \(sess-hook-f\)/u);
    writeFileSync(join(w.home, 'config.json'), JSON.stringify({ observationDays: 2 }), { mode: 0o600 });
    expect((await observationCheck(location, [], later, named)).ok).toBe(true);
    expect((await observationCheck(location, [], new Date(), named)).ok).toBe(false);
  });
});
