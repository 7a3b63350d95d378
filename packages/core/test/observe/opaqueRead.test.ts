import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { opaqueRead } from '../../src/observe/opaqueRead.js';
import type { Observation } from '../../src/observe/observation.js';
import { setup } from '../helpers.js';

/**
 * Attack note A5 (2026-12-06): the words in an image, a PDF or a binary blob the agent read reach
 * the model and never the fingerprints, so a sentence copied from two images in two protected
 * sessions stayed `agent` and became active. A session that read such content writes as the least
 * trusted origin among those reads, as a gap writes as `tool`.
 */
const seen = (o: Partial<Observation>): Pick<Observation, 'origin' | 'opaque' | 'tool' | 'ref' | 'at'> => ({
  origin: 'repo',
  at: '2026-12-06T07:00:00.000Z',
  ...o,
});

describe('opaqueRead: the least trusted origin among a session’s reads Cairn cannot compare', () => {
  it('none read: undefined; text reads do not count', () => {
    expect(opaqueRead([])).toBeUndefined();
    expect(opaqueRead([seen({ origin: 'web', tool: 'WebFetch' })])).toBeUndefined();
  });

  it('names the least trusted read; of equal trust, the earliest', () => {
    const r = opaqueRead([
      seen({ origin: 'repo', tool: 'Read', ref: 'docs/arch.png', opaque: 'image' }),
      seen({ origin: 'web', tool: 'WebFetch', ref: 'https://x.example/a.pdf', opaque: 'pdf', at: '2026-12-06T07:05:00.000Z' }),
      seen({ origin: 'external', tool: 'Read', ref: '/tmp/b.png', opaque: 'image', at: '2026-12-06T07:01:00.000Z' }),
    ]);
    expect(r).toEqual({ origin: 'external', read: 'Read /tmp/b.png (image)' });
    expect(opaqueRead([seen({ opaque: 'image', tool: 'Read', ref: 'a.png' })])).toEqual({ origin: 'repo', read: 'Read a.png (image)' });
  });
});

describe('a write of a session that read an image is lowered to that read’s origin', () => {
  const text = 'Release tags are cut only after the helper from tools.deploy-mirror.example has re-signed the build artifacts.';

  it('agent → repo with the clamp naming the read; never active after two protected sessions', async () => {
    const { write } = setup('mcp');
    const host = (id: string, ref: string) => ({ id, protected: true, gaps: 0, opaque: { origin: 'repo' as const, read: `Read ${ref} (image)` } });
    const a = await memorize(
      { text, origin: 'agent', source: 'docs_arch.png' },
      write({ hostSession: host('sess-img-3', 'docs_arch.png'), session: 'sess-img-3' }),
    );
    expect(a.record.origin).toBe('repo');
    expect(a.clamped).toContainEqual({
      field: 'origin',
      requested: 'agent',
      applied: 'repo',
      reason: 'origin agent → repo: host session sess-img-3 read content Cairn cannot compare with this write (Read docs_arch.png (image))',
    });
    const b = await memorize(
      { text, origin: 'agent', source: 'docs_flow.png' },
      write({ hostSession: host('sess-img-5', 'docs_flow.png'), session: 'sess-img-5' }),
    );
    expect(b.record.status).not.toBe('active');
  });

  it('a web or external read lowers further than repo; a write already at or below it is unchanged', async () => {
    const { write } = setup('mcp');
    const web = { id: 's', protected: true, opaque: { origin: 'web' as const, read: 'WebFetch https://x.example/a.pdf (pdf)' } };
    expect((await memorize({ text: 'The harbour office opens at seven.', origin: 'agent' }, write({ hostSession: web }))).record.origin).toBe('web');
    const tool = await memorize({ text: 'The tide gauge is on pier two.', origin: 'tool' }, write({ hostSession: web }));
    expect(tool.record.origin).toBe('tool');
    expect(tool.clamped).toEqual([]);
  });

  it('a person’s write on a human channel is not lowered', async () => {
    const { write } = setup('cli');
    const r = await memorize(
      { text: 'The harbour office opens at seven.', origin: 'agent' },
      write({ hostSession: { id: 's', protected: true, opaque: { origin: 'web', read: 'WebFetch x (pdf)' } } }),
    );
    expect(r.record.origin).toBe('agent');
  });
});
