/**
 * The newcomer's walk on a clean clone (issue #14), second helper's items: `cairn status`, the
 * "already" answers that ask no passphrase, plurals and empty lists, and the other wording the
 * walk found. The built CLI as a child process; the person on a pseudo-terminal.
 */
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('cairn status (walk item 23)', () => {
  it('before init: project, home, not enabled, no key; exit 0', () => {
    const box = sandbox({ init: false, person: false });
    const r = box.cairn(['status']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^project +\S*project$/mu);
    expect(r.stdout).toContain(`home          ${box.home}`);
    expect(r.stdout).toMatch(/^memory +not enabled .*cairn init/mu);
    expect(r.stdout).toMatch(/^person key +none: `cairn person setup`/mu);
    expect(r.stdout).not.toMatch(/^memories/mu);
  });

  it('after init: enabled, not paused, counts by status, the index, the key; --json is the MCP status data', () => {
    const box = sandbox();
    for (const text of ['The harbour API listens on port 8080.', 'Tide tables are cached for one hour.'])
      expect(box.cairn(['memorize', '--text', text]).code).toBe(0);
    const r = box.cairn(['status']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^memory +enabled$/mu);
    expect(r.stdout).toMatch(/^paused +no$/mu);
    expect(r.stdout).toMatch(/^memories +2 memories \(2 candidate\)$/mu);
    expect(r.stdout).toMatch(/^index +(SQLite FTS5|pure-JS) index/mu);
    expect(r.stdout).toMatch(/^person key +yes$/mu);
    expect(r.stdout).toMatch(/^last session +none recorded/mu);
    const j = box.json<Record<string, unknown>>(['status']).value;
    expect(j).toMatchObject({ initialised: true, stored: 2, byStatus: { candidate: 2 }, personKey: true, home: box.home });
    expect(typeof j.index).toBe('string');
  });

  it('says paused, and is not refused, while the memory is paused', () => {
    const box = sandbox();
    expect(box.person(['pause']).code).toBe(0);
    const r = box.cairn(['status']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^paused +yes, since \d{4}-\d\d-\d\d: .*`cairn resume`/mu);
    expect(r.stdout).toMatch(/^memories +none yet$/mu);
  });
});
