/**
 * Issue #20 (h56-speed): the identity file is checked by a shape check before its zod schema
 * (`isPlainIdentity`), so a recall in a home with a person key evaluates no zod for it (cli
 * test/lazyLoads.test.ts). The shape check is a fast path, never a second judge: over every
 * mutation of valid identity files — each field at any depth deleted, retyped or pushed past its
 * pattern or bound, an unknown field added — whatever it accepts, the schema (`readIdentity`'s
 * answer for what it declines) accepts as it is. Obviously fake values throughout.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Identity, isPlainIdentity, personPaths, readIdentity } from '../src/identity.js';
import { oneChangeAway } from '@cairn/core/testing';

const ACT = {
  v: 1,
  act: 'home',
  project: 'home',
  id: null,
  shown: 'a'.repeat(64),
  key: 'ed25519:0123456789abcdef',
  nonce: 'b'.repeat(32),
  at: '2026-03-01T09:00:00.000Z',
  sig: 'c'.repeat(86),
};
const KEY = { id: 'ed25519:0123456789abcdef', public: 'P'.repeat(43), since: '2026-03-01T09:00:00.000Z', endorsedBy: 'self', endorsement: 'E'.repeat(86) };
const BASE: Identity = {
  version: 1,
  keys: [{ ...KEY, recovery: 'R'.repeat(43) }],
  recovery: { public: 'R'.repeat(43), salt: '1'.repeat(32) },
  sealed: { kdf: 'scrypt', N: 2 ** 15, r: 8, p: 1, salt: '2'.repeat(32), cipher: 'aes-256-gcm', iv: '3'.repeat(24), tag: '4'.repeat(32), data: '5'.repeat(64) },
} as Identity;
const BASES: Identity[] = [
  BASE,
  {
    ...BASE,
    keys: [BASE.keys[0] as Identity['keys'][0], { ...KEY, id: 'ed25519:fedcba9876543210', endorsedBy: 'ed25519:0123456789abcdef' }],
    sandboxOnly: { declaredAt: ACT.at, statement: ACT },
    sandboxOnlyWithdrawn: [{ declaredAt: ACT.at, withdrawnAt: ACT.at, statement: ACT, withdrawal: { ...ACT, nonce: 'd'.repeat(32) } }],
  } as Identity,
];

const ODD: unknown[] = [
  null,
  undefined,
  0,
  1,
  2,
  1.5,
  2 ** 14 - 1,
  2 ** 14,
  2 ** 20,
  2 ** 20 + 1,
  16,
  17,
  32,
  33,
  '',
  'x',
  'x y',
  'a'.repeat(201),
  'f'.repeat(24),
  'f'.repeat(32),
  'F'.repeat(32),
  'f'.repeat(2049),
  'P'.repeat(42),
  'P'.repeat(44),
  'E'.repeat(86),
  'E+'.repeat(43),
  'scrypt',
  'aes-256-gcm',
  'aes-128-gcm',
  [],
  Array.from({ length: 17 }, () => ({ declaredAt: 'x', withdrawnAt: 'x', statement: ACT })),
  {},
  true,
];

/** Every value one change away from `v` ({@link oneChangeAway}). */
const mutations = (v: unknown): Generator<unknown> => oneChangeAway(v, ODD, ['sandboxOnly', 'sandboxOnlyWithdrawn', 'recovery', 'withdrawal']);

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** `readIdentity`'s answer for a home whose identity file holds `value` (the schema decides whatever the shape check declines). */
async function read(value: unknown): Promise<Identity | undefined | 'damaged'> {
  const home = mkdtempSync(join(tmpdir(), 'cairn-identity-shape-'));
  dirs.push(home);
  mkdirSync(personPaths(home).dir, { recursive: true });
  writeFileSync(personPaths(home).identity, JSON.stringify(value));
  return readIdentity(home).catch(() => 'damaged' as const);
}

describe('isPlainIdentity', () => {
  it('accepts each valid identity file, and readIdentity reads it as it is', async () => {
    for (const identity of BASES) {
      expect(isPlainIdentity(identity)).toBe(true);
      expect(await read(identity)).toEqual(identity);
    }
  });

  it('accepts nothing the schema rejects or changes, over every mutation of the valid files', async () => {
    let accepted = 0;
    let declined = 0;
    const judged: unknown[] = [];
    for (const base of BASES)
      for (const m of mutations(base)) {
        if (isPlainIdentity(m)) {
          accepted += 1;
          judged.push(m);
        } else declined += 1;
      }
    expect(accepted).toBeGreaterThan(10);
    expect(declined).toBeGreaterThan(500);
    // The schema's own answer for each accepted file: readIdentity of a file holding it, in a process
    // that has read no other (a mutation of a field the shape check skips would be stripped or refused).
    const { IdentitySchemaForTests } = await import('../src/identity.js');
    for (const m of judged) {
      const r = IdentitySchemaForTests.safeParse(m);
      expect([m, r.success]).toEqual([m, true]);
      expect(r.data).toEqual(m);
    }
  });

  it('leaves what it declines to the schema: an unknown field is stripped, a damaged file refused', async () => {
    expect(await read({ ...BASE, note: 'kept by nobody' })).toEqual(BASE);
    expect(await read({ ...BASE, version: 2 })).toBe('damaged');
    expect(await read({ ...BASE, sealed: { ...BASE.sealed, N: 2 ** 21 } })).toBe('damaged');
  });

  it('hands each reader its own copy: the same bytes read again are not the object an earlier reader changed', async () => {
    const home = mkdtempSync(join(tmpdir(), 'cairn-identity-shape-'));
    dirs.push(home);
    mkdirSync(personPaths(home).dir, { recursive: true });
    writeFileSync(personPaths(home).identity, JSON.stringify(BASE));
    for (let i = 0; i < 3; i++) {
      const read = (await readIdentity(home)) as Identity;
      expect(read).toEqual(BASE);
      read.keys.push({ ...KEY, id: 'ed25519:changed-in-memory' });
      delete (read as Partial<Identity>).sealed;
    }
    writeFileSync(personPaths(home).identity, JSON.stringify({ ...BASE, version: 7 }));
    await expect(readIdentity(home)).rejects.toThrow(/damaged/u);
  });
});
