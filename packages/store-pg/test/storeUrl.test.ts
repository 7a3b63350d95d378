import { describe, expect, it } from 'vitest';
import { CREDENTIALS_HINT, parseStoreUrl, withRole } from '../src/index.js';

// DESIGN.md §12: the URL never carries a password; the refusal says where credentials go and
// never repeats the password.
describe('parseStoreUrl', () => {
  it('reads role, host, port and database', () => {
    expect(parseStoreUrl('postgres://alice_agent@db.example:6543/cairn')).toMatchObject({
      user: 'alice_agent',
      host: 'db.example',
      port: 6543,
      database: 'cairn',
      display: 'alice_agent@db.example:6543/cairn',
    });
    expect(parseStoreUrl('postgresql://bob@127.0.0.1/team')).toMatchObject({ port: 5432, database: 'team' });
  });

  const secret = ['s3cr', 'et-pw'].join('');
  for (const url of [
    `postgres://alice:${secret}@db/cairn`,
    `postgres://alice:@db/cairn`,
    `postgres://alice@db/cairn?password=${secret}`,
    `postgres://alice@db/cairn?passfile=/tmp/x`,
  ]) {
    it(`refuses ${url.replace(secret, '<pw>')} and says where credentials go`, () => {
      let message = '';
      try {
        parseStoreUrl(url);
      } catch (error) {
        message = (error as Error).message;
        expect((error as { code?: string }).code).toBe('INVALID_INPUT');
      }
      expect(message).toContain('~/.pgpass');
      expect(message).not.toContain(secret);
    });
  }

  it('refuses other schemes, a missing role and a missing database', () => {
    expect(() => parseStoreUrl('file:///home/a/.cairn')).toThrow(/postgres:\/\//);
    expect(() => parseStoreUrl('postgres://db.example/cairn')).toThrow(/names no role/);
    expect(() => parseStoreUrl('postgres://alice@db.example')).toThrow(/names no database/);
    expect(() => parseStoreUrl('not a url')).toThrow(/Not a store URL/);
  });

  it('swaps the role for a person’s agents', () => {
    expect(withRole(parseStoreUrl('postgres://alice@db:5432/cairn'), 'alice_agent').display).toBe('alice_agent@db:5432/cairn');
  });

  it('names the credentials file in its hint', () => {
    expect(CREDENTIALS_HINT).toMatch(/~\/\.pgpass.*0600/);
  });
});
