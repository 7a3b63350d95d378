import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTeamLinks, selectedStoreUrl, TEAM_LINKS_FILE, writeTeamLink } from '../src/teamLinks.js';

// The home's configuration of which store a checkout uses (`cairn team link <url>`): one
// selected URL per checkout, kept across relinks on its server, never lost to a torn file.
const homes: string[] = [];
const home = (): string => {
  const h = mkdtempSync(join(tmpdir(), 'cairn-links-'));
  homes.push(h);
  return h;
};
afterEach(() => {
  for (const h of homes.splice(0)) rmSync(h, { recursive: true, force: true });
});

describe('team links in the home', () => {
  it('one selected store URL per checkout: a newer selection on another server replaces it; a link without one keeps it', async () => {
    const h = home();
    await writeTeamLink(h, { server: 'a:5432/cairn', path: '/src/tide', id: 'aaaaaaaaaaaa', name: 'tide', url: 'postgres://ann_agent@a:5432/cairn' });
    expect(await selectedStoreUrl(h, '/src/tide')).toBe('postgres://ann_agent@a:5432/cairn');
    expect(await selectedStoreUrl(h, '/src/other')).toBeUndefined();
    await writeTeamLink(h, { server: 'b:5432/cairn', path: '/src/tide', id: 'bbbbbbbbbbbb', name: 'tide', url: 'postgres://ann_agent@b:5432/cairn' });
    expect(await selectedStoreUrl(h, '/src/tide')).toBe('postgres://ann_agent@b:5432/cairn');
    expect((await readTeamLinks(h)).filter((l) => l.url !== undefined)).toHaveLength(1);
    // `init` on server b again (no url): the selection stays.
    await writeTeamLink(h, { server: 'b:5432/cairn', path: '/src/tide', id: 'cccccccccccc', name: 'tide-2' });
    expect(await selectedStoreUrl(h, '/src/tide')).toBe('postgres://ann_agent@b:5432/cairn');
    expect(statSync(join(h, TEAM_LINKS_FILE)).mode & 0o777).toBe(0o600);
  });

  it('a torn or hand-edited file is refused with what to do, never read as no links', async () => {
    const h = home();
    writeFileSync(join(h, TEAM_LINKS_FILE), '{"version":1,"links":[{"server":');
    await expect(selectedStoreUrl(h, '/src/tide')).rejects.toMatchObject({ code: 'STORE_CORRUPT', message: expect.stringContaining('cairn team link') });
  });
});
