import { describe, expect, it } from 'vitest';
import { type World, world } from './helpers.js';

/**
 * `forget` covers observations (issue #21: observations "are covered by `forget` and `wipe`";
 * session src/host/observations.ts `forgetObservationsOf`, called by the project session's forget):
 * the observations holding a fingerprint of the forgotten memory's text go, others stay. Payloads are
 * the captured Claude Code 2.1.332 fixtures.
 */
const READ = 'The harbour office publishes tide heights in metres every morning at six.';
const OTHER = 'Ferry timetables change twice a year, in April and October.';

const observed = (w: World, session: string): Record<string, number> =>
  (JSON.parse(w.cairn(['sessions', 'show', session, '--json']).stdout) as { observations: Record<string, number> }).observations;

function bash(w: World, session: string, call: string, stdout: string): void {
  const r = w.hook({
    ...w.fixture('claude-code', 'PostToolUse-Bash', { session_id: session }),
    tool_response: { stdout, stderr: '', interrupted: false, isImage: false, noOutputExpected: false },
    tool_use_id: call,
  });
  expect(r.code, r.stderr).toBe(0);
}

describe('forget covers observations', () => {
  it('a forgotten memory’s text takes the observations that hold it; an unrelated one stays', () => {
    const w = world();
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-forget' })).code).toBe(0);
    bash(w, 'sess-forget', 'toolu_read', READ);
    bash(w, 'sess-forget', 'toolu_other', OTHER);
    expect(observed(w, 'sess-forget')['tool:tool']).toBe(2);
    expect(w.person(['memorize', '--text', READ]).code).toBe(0);
    const list = JSON.parse(w.cairn(['list', '--json']).stdout) as Array<{ id: string; text: string }> | { records: Array<{ id: string; text: string }> };
    const mine = (Array.isArray(list) ? list : list.records).find((r) => r.text === READ);
    expect(mine).toBeDefined();
    const forgot = w.person(['forget', mine?.id as string]);
    expect(forgot.code, forgot.stderr).toBe(0);
    expect(observed(w, 'sess-forget')['tool:tool']).toBe(1);
  });
});
