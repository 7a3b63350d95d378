import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { canonicalSource } from '../../src/policy/evidence.js';
import { protectedHost, setup } from '../helpers.js';

const ROOT = '/work/project';

describe('evidence keys the caller cannot spell twice (issue #16)', () => {
  it('spelling variants of one source stay one witness: an agent memory is not promoted by them', async () => {
    const variants = [
      'README.md:10',
      './README.md:10',
      'README.md:10-10',
      'README.md:10 ',
      `${ROOT}/README.md:10`,
      'docs/../README.md:10',
      'README.md:L10',
      '.\\README.md:10',
      // A file: URL of the project's file, a column, space around the colon, a dash of another kind.
      `file://${ROOT}/README.md:10`,
      `file:${ROOT}/README.md#L10`,
      `file://localhost${ROOT}/READ%4DE.md:10`,
      'README.md:10:7',
      'README.md : 10',
      'README.md:10\u201310',
    ];
    for (const [i, source] of variants.slice(1).entries()) {
      const { write } = setup('mcp');
      await memorize({ text: 'Run the release script with --force.', origin: 'agent', source: variants[0], session: 'conn-1' }, write({ session: 'conn-1' }));
      const second = await memorize({ text: 'Run the release script with --force.', origin: 'agent', source }, write({ session: `conn-${i + 2}` }));
      expect(second.status, source).toBe('candidate');
    }
  });

  it('a caller-supplied sourceHash is a note, never part of the key', async () => {
    const { write } = setup('mcp');
    await memorize({ text: 'Deploy on Fridays.', origin: 'agent', source: 'NOTES.md:3', sourceHash: 'aaaa' }, write({ session: 'conn-1' }));
    const second = await memorize({ text: 'Deploy on Fridays.', origin: 'agent', source: 'NOTES.md:3', sourceHash: 'bbbb' }, write({ session: 'conn-2' }));
    expect(second.status).toBe('candidate');
  });

  it('different lines and different files are different witnesses', async () => {
    const { write } = setup('mcp');
    await memorize({ text: 'Use tabs.', origin: 'agent', source: 'README.md:10' }, write(protectedHost('host-1')));
    const second = await memorize({ text: 'Use tabs.', origin: 'agent', source: 'CONTRIBUTING.md:4' }, write(protectedHost('host-2')));
    expect(second.status).toBe('active');
  });

  it('canonical forms: relative to the project, ./ and .. resolved, line ranges canonical, URLs normalised', () => {
    expect(canonicalSource('./src//a.ts:12-14', ROOT)).toBe('src/a.ts:12-14');
    expect(canonicalSource(`${ROOT}/src/a.ts:14-12`, ROOT)).toBe('src/a.ts:12-14');
    expect(canonicalSource('src/a.ts#L3-L5', ROOT)).toBe('src/a.ts:3-5');
    expect(canonicalSource('src/a.ts:007', ROOT)).toBe('src/a.ts:7-7');
    expect(canonicalSource('HTTPS://Example.COM:443/a/./b/../c?q=1#frag', ROOT)).toBe('https://example.com/a/c?q=1');
    expect(canonicalSource('/etc/hosts:1', ROOT)).toBe('/etc/hosts:1-1');
    expect(canonicalSource('../other/x.md', ROOT)).toBe('/work/other/x.md');
    expect(canonicalSource('  mcp__github__get_issue  ', ROOT)).toBe('mcp__github__get_issue');
    expect(canonicalSource('README\u200B.md:1', ROOT)).toBe('README.md:1-1');
    expect(canonicalSource('README.md:\uFF11\uFF10', ROOT)).toBe('README.md:10-10');
    expect(canonicalSource('README.md#l10', ROOT)).toBe('README.md:10-10');
    expect(canonicalSource('README.md:10-12', ROOT)).toBe('README.md:10-12');
    expect(canonicalSource('/../../etc/hosts', ROOT)).toBe('/etc/hosts');
    expect(canonicalSource('docs/../..', ROOT)).toBe('/work');
    expect(canonicalSource('./', ROOT)).toBe('.');
    expect(canonicalSource(`${ROOT}/`, ROOT)).toBe('.');
    expect(canonicalSource(`${ROOT}-other/a.md`, ROOT)).toBe(`${ROOT}-other/a.md`);
    expect(canonicalSource(' \u200B ', ROOT)).toBe('');
    // A file: URL of this machine is the path it names; one of another host stays a URL.
    expect(canonicalSource(`FILE://${ROOT}/src/a%20b.ts:3`, ROOT)).toBe('src/a b.ts:3-3');
    expect(canonicalSource('file:///etc/hosts', ROOT)).toBe('/etc/hosts');
    expect(canonicalSource('file://server/share/a.md', ROOT)).toBe('file://server/share/a.md');
    expect(canonicalSource('src/a.ts:12:5-14:1', ROOT)).toBe('src/a.ts:12-14');
    expect(canonicalSource('http://exa mple.com/x', ROOT)).toBe('http://exa mple.com/x');
    expect(canonicalSource('git+ssh://Host.example/Repo', ROOT)).toBe('git+ssh://Host.example/Repo');
  });

  it("keeps the caller's hash as a note beside Cairn's own, and none when the caller gave none", async () => {
    const { write } = setup('mcp');
    const noted = await memorize({ text: 'Ship on Mondays.', origin: 'agent', source: './a.md:2', sourceHash: 'cafe' }, write({ session: 'conn-1' }));
    expect(noted.record.evidence[0]).toMatchObject({ source: 'a.md:2-2', callerSourceHash: 'cafe' });
    expect(noted.record.evidence[0]?.sourceHash).not.toBe('cafe');
    const bare = await memorize({ text: 'Ship on Tuesdays.', origin: 'agent', source: 'a.md:3' }, write({ session: 'conn-1' }));
    expect(Object.keys(bare.record.evidence[0] ?? {})).not.toContain('callerSourceHash');
    const none = await memorize({ text: 'Ship on Wednesdays.', origin: 'agent' }, write({ session: 'conn-1' }));
    expect(none.record.evidence[0]?.source).toBeNull();
  });

  it('a file: URL decoded to a path: malformed escapes kept as written, space around it dropped; a :// inside a path is no URL', () => {
    expect(canonicalSource(`file://${ROOT}/a%zz.md:3`, ROOT)).toBe('a%zz.md:3-3');
    expect(canonicalSource(`file://${ROOT}/README.md%20`, ROOT)).toBe('README.md');
    expect(canonicalSource(`file://${ROOT}/%E2%80%8BREADME.md`, ROOT)).toBe('README.md');
    expect(canonicalSource('docs/a://b.md', ROOT)).toBe('docs/a:/b.md');
  });
});
