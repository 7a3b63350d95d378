/**
 * `cairn export --format md` marks pinned memories (the newcomer walk: a pinned memory read like
 * any other), after the status, as the header line says. Built CLI, child processes.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn export --format md', () => {
  it('marks a pinned memory "pinned" after its status; an unpinned one has no mark; the header names it', () => {
    const box = sandbox();
    const pinned = box.personJson<{ id: string }>(['memorize', '--text', 'Release tags are signed with the team key.']).value;
    const plain = box.personJson<{ id: string }>(['memorize', '--text', 'The queue is Redis.']).value;
    expect(box.person(['pin', pinned.id]).code).toBe(0);
    const r = box.cairn(['export', '--format', 'md']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`- **${pinned.id}** [fact, user, active, pinned] Release tags are signed with the team key.`);
    expect(r.stdout).toContain(`- **${plain.id}** [fact, user, active] The queue is Redis.`);
    expect(r.stdout).toContain('Each line: id, [kind, origin, status, pinned and stable when so, flags]');
  });
});
