import { createHash, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { PersonKeyring } from '../src/person/PersonKeyring.js';
import type { PersonSignature } from '../src/person/PersonProof.js';
import { actView, recordView } from '../src/person/recordView.js';
import { shownDigest } from '../src/person/attachAct.js';
import { type ActStatement, actStatement } from '../src/person/signedAct.js';
import type { PersonAct } from '../src/policy/personActs.js';
import type { MemoryRecord } from '../src/schema/record.js';
import type { WriteContext } from '../src/memorize/WriteContext.js';
import type { OperationContext } from '../src/operations/OperationContext.js';
import { createInMemoryStore, type InMemoryStore } from '../src/store/createInMemoryStore.js';
import { memorize, previewMemorize } from '../src/memorize/memorize.js';

/** A settable clock for tests. */
export function createClock(start = '2026-03-01T09:00:00.000Z'): { now: () => Date; advanceDays: (days: number) => void; set: (iso: string) => void } {
  let t = Date.parse(start);
  return {
    now: () => new Date(t),
    advanceDays: (days) => {
      t += days * 86_400_000;
    },
    set: (iso) => {
      t = Date.parse(iso);
    },
  };
}

/** A fresh in-memory store with write and operation contexts sharing one clock. */
export function setup(channel: WriteContext['channel'] = 'cli') {
  const store: InMemoryStore = createInMemoryStore({ key: 'abcdef012345', path: '/work/project' });
  const clock = createClock();
  let n = 0;
  const write = (overrides: Partial<WriteContext> = {}): WriteContext => ({
    store,
    channel,
    now: clock.now,
    newId: () => `mem_${String(++n).padStart(4, '0')}`,
    digest: (t) => createHash('sha256').update(t).digest('hex'),
    client: 'vitest',
    ...overrides,
  });
  const op = (overrides: Partial<OperationContext> = {}): OperationContext => ({ store, channel: 'cli', now: clock.now, interactive: true, ...overrides });
  return { store, clock, write, op };
}

/**
 * A write's context overrides for a host session the hooks registered as protected (the host
 * kept the agent out of the Cairn home, DESIGN.md §10): the only sessions whose sightings
 * promote an agent memory (§2.6).
 */
export const protectedHost = (id: string): Partial<WriteContext> => ({ session: id, hostSession: { id, protected: true } });

/** Fake credentials assembled at run time so secret scanners never see a literal token. */
export const fake = {
  github: () => `${'gh'}${'p_'}${'FAKEfake0123456789'.repeat(2)}`,
  anthropic: () => `${'sk-'}${'ant-'}api03-${'FAKEfakeFAKEfake'.repeat(6)}AA`,
  aws: () => `${'AK'}${'IA'}FAKE0123456789AB`,
};

/**
 * A person with an ed25519 key, for tests of signed acts: the same statements and checks the
 * product uses (core's `actStatement`, `recordView`), with node:crypto's ed25519 standing in for
 * the person's sealed key. Tests act as the person by signing, never by a flag.
 */
export function createTestPerson(seed = 1) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'jwk' }).x as string;
  const keyId = `ed25519:${createHash('sha256').update(Buffer.from(raw, 'base64url')).digest('hex').slice(0, 16)}`;
  const digest = (t: string): string => createHash('sha256').update(t).digest('hex');
  let n = seed * 1_000_000;
  const nonce = (): string => (++n).toString(16).padStart(32, '0');
  /** Verifies with this person's public key only. */
  const keyring: PersonKeyring = {
    digest,
    verify: (id, statement, sig) => {
      if (id !== keyId) return false;
      try {
        return verify(null, Buffer.from(statement), publicKey, Buffer.from(sig, 'base64url'));
      } catch {
        return false;
      }
    },
  };
  /** Signs one statement per item: `shown` is the sha256 of the item's view (`recordView` of a record). */
  const signItems = (
    act: PersonAct,
    project: string,
    items: ReadonlyArray<{ id: string | null; view: string; shown?: string; parents?: string[] }>,
    at = '2026-03-01T09:00:00.000Z',
    version: 1 | 2 = 1,
  ): PersonSignature => ({
    act,
    scheme: 'ed25519',
    signer: keyId,
    interactive: true,
    acts: items.map((item) => {
      const statement: ActStatement = { v: 1, act, project, id: item.id, shown: item.shown ?? digest(item.view), key: keyId, nonce: nonce(), at };
      // View 2 (what the product signs now) names the record's `supersedes`; view 1 is the format signed before.
      if (version === 2) statement.view = 2;
      // A merge's parents (view 2 only, as `@cairn/person` signs them).
      if (item.parents !== undefined) statement.parents = [...item.parents].sort();
      return { ...statement, sig: sign(null, Buffer.from(actStatement(statement)), privateKey).toString('base64url') };
    }),
  });
  /**
   * Signs `act` over the records as they are now (their views): in view 1, the format acts were
   * signed in before view 2 (the default here, so older tests keep their fixtures), or in view 2
   * (`version: 2`, what `@cairn/person` signs now: it covers the record's `supersedes`).
   */
  const signRecords = (act: PersonAct, records: readonly MemoryRecord[], project = 'abcdef012345', version: 1 | 2 = 1): PersonSignature =>
    signItems(
      act,
      project,
      // A reject's `shown` also covers the lines it skips (`shownDigest`); every other act's is its view's digest.
      records.map((r) => ({
        id: r.id,
        view: version === 2 ? actView(act, r, 2) : recordView(r),
        ...(act === 'reject' ? { shown: shownDigest(act, r, digest, version) } : {}),
      })),
      undefined,
      version,
    );
  return { keyId, keyring, digest, signItems, signRecords, privateKey, publicKey };
}

/** Stores `request` as the person: preview, sign exactly what the preview shows, write. */
export async function memorizeAsPerson(
  person: ReturnType<typeof createTestPerson>,
  request: Record<string, unknown>,
  ctx: ReturnType<ReturnType<typeof setup>['write']>,
  version: 1 | 2 = 1,
) {
  const id = ctx.newId();
  const fixed = { ...ctx, newId: () => id };
  const preview = await previewMemorize(request, fixed);
  if (preview.act === undefined) throw new Error('not a person act');
  const signature = person.signRecords(preview.act, [preview.record], undefined, version);
  return memorize(request, { ...fixed, signature });
}
