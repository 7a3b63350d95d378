/**
 * `cairn sessions` lists host sessions by when each started, the latest first, and `cairn
 * status`'s "last session" is the latest started (walk h50 item 10: both followed the last
 * activity, so an older session still open came first). Real hook child processes.
 */
import { describe, expect, it } from 'vitest';
import { world } from './helpers.js';

describe('host sessions in the order they started', () => {
  it('an older session active later stays below a newer one, in sessions, sessions --json and status', () => {
    const w = world();
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-old' })).code).toBe(0);
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-new' })).code).toBe(0);
    // The older session is the latest active.
    expect(w.hook(w.fixture('claude-code', 'Stop', { session_id: 'sess-old' })).code).toBe(0);
    const listed = (JSON.parse(w.cairn(['sessions', '--json']).stdout) as { sessions: { id: string }[] }).sessions.map((s) => s.id);
    expect(listed).toEqual(['sess-new', 'sess-old']);
    const table = w.cairn(['sessions']).stdout;
    expect(table.indexOf('sess-new')).toBeLessThan(table.indexOf('sess-old'));
    expect(table).toContain('Latest started first.');
    const status = JSON.parse(w.cairn(['status', '--json']).stdout) as { lastSession: { id: string } | null };
    expect(status.lastSession?.id).toBe('sess-new');
  });
});
