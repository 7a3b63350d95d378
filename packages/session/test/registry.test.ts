import { describe, expect, it } from 'vitest';
import { createStoreRegistry } from '../src/index.js';

// DESIGN.md §9, §12: the session opens stores by URL; the file store is the default and the
// team store serves postgres: URLs (`--store`, CAIRN_STORE, the home's config).
describe('the store registry', () => {
  it('serves file:, postgres: and postgresql: URLs', () => {
    const registry = createStoreRegistry();
    expect(registry.schemes()).toEqual(['file', 'postgres', 'postgresql']);
    expect(registry.providerFor('postgres://alice_agent@db.example/cairn').name).toMatch(/PostgreSQL/);
    expect(registry.providerFor('postgresql://alice_agent@db.example/cairn').scheme).toBe('postgresql');
  });

  it('refuses a team store URL with a password before connecting, saying where credentials go', async () => {
    const provider = createStoreRegistry().providerFor('postgres://alice:pw@db.example/cairn');
    await expect(provider.open({ url: 'postgres://alice:pw@db.example/cairn', home: '/nonexistent-home', projectPath: '/p' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('~/.pgpass'),
    });
    expect(await provider.isInitialised({ url: 'postgres://alice:pw@db.example/cairn', home: '/nonexistent-home', projectPath: '/p' })).toBe(false);
  });
});
