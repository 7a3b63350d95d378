import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { fingerprintText, type Observation } from '../../src/index.js';
import { checkRepoTrust, repoTrustPlan } from '../../src/person/repoTrust.js';
import { readSigned } from '../../src/person/readSigned.js';
import { fromTrackedFiles, promotedStatus, promotionOf } from '../../src/policy/promotion.js';
import { POLICY, TRUSTED_REPO_PROMOTION } from '../../src/policy/policy.js';
import type { Evidence, MemoryRecord } from '../../src/schema/record.js';
import { createTestPerson, protectedHost, setup } from '../helpers.js';

/**
 * `cairn trust --repo` (issue #22): where the person declared the project's own tracked files
 * trusted, a memory attested `repo` by a read of a tracked file promotes like an `agent` one
 * (sightings in two protected sessions), never like a `user` one; without the declaration, or
 * attested by an untracked read, it stays a candidate. Third-party reads attest `external`.
 */
const hash = (v: string): string => createHmac('sha256', 'k').update(v).digest('hex');
const README = 'The harbour office publishes the tide tables every morning at six, and the pilots read them before the first departure of the day.';
const FACT = 'The harbour office publishes the tide tables every morning at six.';
const TRUSTED = { repo: true } as const;
/** The blob the Read recorded, which the commit the person signed holds at README.md (core's `committedNow`). */
const BLOB = 'a'.repeat(40);
const committed = (ref: string, blob: string): boolean => ref === 'README.md' && blob === BLOB;

/** An observation of a Read of `ref` in session `session` (`tracked`: git tracks it). */
const read = (session: string, o: { tracked?: boolean; origin?: Observation['origin']; ref?: string } = {}): Observation => {
  const f = fingerprintText(README, hash);
  return {
    v: 1,
    id: `obs_${session}`,
    session,
    at: '2026-03-01T08:00:00.000Z',
    event: 'tool',
    origin: o.origin ?? 'repo',
    tool: 'Read',
    ref: o.ref ?? 'README.md',
    ...(o.tracked !== false ? { tracked: true as const, blob: BLOB } : {}),
    shingles: f.shingles,
    tokens: f.tokens,
    length: f.length,
    truncated: f.truncated,
  };
};

/** The agent's memorize of {@link FACT} over MCP in protected session `session`, after the host saw it read. */
async function sight(
  write: ReturnType<typeof setup>['write'],
  session: string,
  o: { trust?: boolean; tracked?: boolean; origin?: Observation['origin']; ref?: string; claimed?: 'agent' | 'repo'; protectedSession?: boolean } = {},
) {
  return memorize(
    { text: FACT, origin: o.claimed ?? 'agent', source: `notes-${session}.md` },
    write({
      ...(o.protectedSession === false ? { session, hostSession: { id: session, protected: false } } : protectedHost(session)),
      attestation: { observations: [read(session, o)], hash, retentionDays: 14, committed },
      ...(o.trust === true ? { trust: TRUSTED } : o.trust === false ? { trust: { repo: false } } : {}),
    }),
  );
}

describe('memorize: a repo-attested memory where the person trusts the project’s files', () => {
  it('trusted: attested repo by a tracked read, active after sightings in two protected sessions (as agent), a candidate after one', async () => {
    const { write } = setup('mcp');
    const first = await sight(write, 's1', { trust: true });
    expect(first.record.origin).toBe('repo');
    expect(first.record.evidence[0]?.attestedBy).toMatchObject({ origin: 'repo', tool: 'Read', ref: 'README.md', tracked: true });
    expect(first.status).toBe('candidate');
    const second = await sight(write, 's2', { trust: true });
    expect(second.status).toBe('active');
    // Caps stay repo's: trust changes promotion only.
    expect(second.record.salience).toBeLessThanOrEqual(POLICY.repo.salienceCap);
  });

  it('the caller claiming origin repo outright gets the same witness, and promotes the same way', async () => {
    const { write } = setup('mcp');
    const first = await sight(write, 's1', { trust: true, claimed: 'repo' });
    expect(first.clamped).toEqual([]);
    expect(first.record.evidence[0]?.attestedBy).toMatchObject({ origin: 'repo', tracked: true });
    expect((await sight(write, 's2', { trust: true, claimed: 'repo' })).status).toBe('active');
  });

  it('no declaration (or one that does not hold): stays a candidate however many protected sessions saw it', async () => {
    for (const trust of [undefined, false]) {
      const { write } = setup('mcp');
      for (const s of ['s1', 's2', 's3']) expect((await sight(write, s, trust === false ? { trust } : {})).status).toBe('candidate');
    }
  });

  it('trusted, but attested by a read of a file git does not track: stays a candidate', async () => {
    const { write } = setup('mcp');
    for (const s of ['s1', 's2', 's3']) expect((await sight(write, s, { trust: true, tracked: false })).status).toBe('candidate');
  });

  it('trusted, but the file was third-party (node_modules: origin external): never promotes', async () => {
    const { write } = setup('mcp');
    for (const s of ['s1', 's2', 's3']) {
      const r = await sight(write, s, { trust: true, origin: 'external', ref: 'node_modules/harbour/README.md', tracked: false });
      expect(r.record.origin).toBe('external');
      expect(r.status).toBe('candidate');
    }
  });

  it('trusted, sightings from unprotected sessions: stays a candidate, as an agent memory would', async () => {
    const { write } = setup('mcp');
    for (const s of ['s1', 's2', 's3']) expect((await sight(write, s, { trust: true, protectedSession: false })).status).toBe('candidate');
  });
});

/** A repo record with `n` protected sightings, each attested by a read (`tracked` as given). */
const repoRecord = (n: number, tracked: Array<boolean | undefined> = []): MemoryRecord => {
  const evidence: Evidence[] = Array.from({ length: n }, (_, i) => ({
    source: `notes-${i}.md`,
    sourceHash: 'a'.repeat(64),
    channel: 'mcp',
    origin: 'repo',
    at: '2026-03-01T08:00:00.000Z',
    session: `s${i}`,
    protected: true,
    attestedBy: {
      origin: 'repo',
      by: 'words',
      tool: 'Read',
      ref: 'README.md',
      at: '2026-03-01T08:00:00.000Z',
      session: `s${i}`,
      ...(tracked[i] !== false ? { tracked: true as const } : {}),
    },
  }));
  return {
    schemaVersion: 1,
    id: 'mem_r',
    projectKey: 'abcdef012345',
    projectPath: '/work/project',
    kind: 'fact',
    text: FACT,
    origin: 'repo',
    salience: 0.5,
    confidence: 0.5,
    decayRate: 0.99,
    strength: 0.5,
    reinforcedAt: '2026-03-01T08:00:00.000Z',
    pinned: false,
    stable: false,
    status: 'candidate',
    flags: [],
    gateReasons: [],
    evidence,
    tags: [],
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    recallCount: 0,
  } as MemoryRecord;
};

describe('promotion: the rule in core', () => {
  it('trusted repo promotes like agent, never like user', () => {
    expect(TRUSTED_REPO_PROMOTION).toEqual(POLICY.agent.promotion);
    expect(TRUSTED_REPO_PROMOTION).not.toEqual(POLICY.user.promotion);
    expect(promotionOf(repoRecord(1), TRUSTED)).toEqual(POLICY.agent.promotion);
    expect(promotionOf(repoRecord(1))).toEqual(POLICY.repo.promotion);
    expect(promotionOf(repoRecord(1), { repo: false })).toEqual(POLICY.repo.promotion);
    // Other origins are untouched by the declaration.
    expect(promotionOf({ ...repoRecord(1), origin: 'web' }, TRUSTED)).toEqual(POLICY.web.promotion);
    expect(promotionOf({ ...repoRecord(1), origin: 'agent' }, TRUSTED)).toEqual(POLICY.agent.promotion);
  });

  it('promotedStatus: two protected tracked sightings and trust → active; one, no trust, an untracked one, none attested → candidate', () => {
    expect(promotedStatus(repoRecord(2), undefined, TRUSTED)).toBe('active');
    expect(promotedStatus(repoRecord(1), undefined, TRUSTED)).toBe('candidate');
    expect(promotedStatus(repoRecord(2))).toBe('candidate');
    expect(promotedStatus(repoRecord(2), undefined, { repo: false })).toBe('candidate');
    expect(promotedStatus(repoRecord(2, [true, false]), undefined, TRUSTED)).toBe('candidate');
    const unattested = repoRecord(2);
    unattested.evidence = unattested.evidence.map(({ attestedBy: _, ...e }) => e);
    expect(promotedStatus(unattested, undefined, TRUSTED)).toBe('candidate');
  });

  it('fromTrackedFiles: some repo read attests it and every repo read was of a tracked file', () => {
    expect(fromTrackedFiles(repoRecord(2))).toBe(true);
    expect(fromTrackedFiles(repoRecord(2, [true, false]))).toBe(false);
    expect(fromTrackedFiles(repoRecord(0))).toBe(false);
    // A sighting no observation attested (written without hooks) neither proves nor disproves it.
    const mixed = repoRecord(2);
    mixed.evidence = [mixed.evidence[0] as Evidence, { ...(mixed.evidence[1] as Evidence), attestedBy: undefined }];
    expect(fromTrackedFiles(mixed)).toBe(true);
    const web = repoRecord(1);
    web.evidence = web.evidence.map((e) => ({ ...e, attestedBy: { ...(e.attestedBy as NonNullable<Evidence['attestedBy']>), origin: 'web' as const } }));
    expect(fromTrackedFiles(web)).toBe(false);
  });

  it('a checking reader honours a trusted repo memory’s active only while the declaration holds', () => {
    const person = createTestPerson();
    const active = { ...repoRecord(2), status: 'active' as const };
    const isProtected = (s: string): boolean => s === 's0' || s === 's1';
    expect(readSigned(active, person.keyring, 'abcdef012345', { protectedSession: isProtected, trust: TRUSTED }).record.status).toBe('active');
    const revoked = readSigned(active, person.keyring, 'abcdef012345', { protectedSession: isProtected });
    expect(revoked.record.status).toBe('candidate');
    expect(revoked.findings).toEqual([expect.objectContaining({ claim: 'active' })]);
  });
});

describe('checkRepoTrust: the declaration kept in the home', () => {
  const project = { key: 'abcdef012345', path: '/work/project' };
  const COMMIT = 'c0ffee'.repeat(7).slice(0, 40);
  // As the session keeps it: the act signed over the plan naming the commit, and the commit beside it (A7).
  const declared = (person: ReturnType<typeof createTestPerson>, p = project, act: 'trust' | 'home' = 'trust', commit = COMMIT) => ({
    ...(person.signItems(act, p.key, [{ id: null, view: repoTrustPlan({ ...p, commit }, true) }]).acts[0] as object),
    commit,
  });

  it('the person’s signed trust act for this project and folder holds', () => {
    const person = createTestPerson();
    expect(checkRepoTrust(declared(person), project, person.keyring)).toEqual({
      trusted: true,
      at: '2026-03-01T09:00:00.000Z',
      signer: person.keyId,
      commit: COMMIT,
    });
    expect(checkRepoTrust(undefined, project, person.keyring)).toEqual({ trusted: false });
  });

  it('unsigned, badly signed, edited, another key, another project, another folder, another act, pre-signed, withdrawal plan: no trust, with why', () => {
    const person = createTestPerson();
    const other = createTestPerson(2);
    const act = declared(person) as NonNullable<ReturnType<typeof declared>>;
    const cases: Array<[string, unknown, RegExp]> = [
      ['not JSON', 'garbage', /not a signed act/u],
      ['unsigned', { ...act, sig: undefined }, /not a signed act/u],
      ['badly signed', { ...act, sig: 'A'.repeat(86) }, /does not verify/u],
      ['edited', { ...act, at: '2026-03-02T09:00:00.000Z' }, /does not verify/u],
      ['another key', declared(other), /does not verify/u],
      ['another project', declared(person, { ...project, key: '0123456789ab' }), /another act, project or folder/u],
      ['another folder', declared(person, { ...project, path: '/work/other' }), /another act, project or folder/u],
      ['another act', declared(person, project, 'home'), /another act, project or folder/u],
      ['pre-signed', { ...act, expires: '2026-03-02T09:00:00.000Z' }, /pre-signed/u],
      // A7: the commit is bound by the plan; one edited (an agent's own commit) binds nothing.
      ['another commit', { ...act, commit: 'b'.repeat(40) }, /another act, project or folder/u],
      ['no commit', { ...act, commit: undefined }, /names no commit.*cairn trust --repo/u],
      ['not a commit id', { ...act, commit: 'HEAD' }, /names no commit/u],
      [
        'signed before commits were named',
        person.signItems('trust', project.key, [{ id: null, view: repoTrustPlan(project, true) }]).acts[0],
        /names no commit/u,
      ],
      [
        'the withdrawal',
        {
          ...(person.signItems('trust', project.key, [{ id: null, view: repoTrustPlan({ ...project, commit: COMMIT }, false) }]).acts[0] as object),
          commit: COMMIT,
        },
        /another act, project or folder/u,
      ],
    ];
    for (const [name, raw, why] of cases) {
      const state = checkRepoTrust(raw, project, person.keyring);
      expect(state.trusted, name).toBe(false);
      expect(state.trusted === false ? state.problem : '', name).toMatch(why);
    }
  });

  it('a key file in doubt: no trust, saying so', () => {
    const person = createTestPerson();
    const ring = { ...person.keyring, doubt: 'the key file was replaced', verify: () => false };
    expect(checkRepoTrust(declared(person), project, ring)).toEqual({ trusted: false, problem: 'it cannot be checked (the key file was replaced)' });
  });

  it('the plan names the folder and key, and says what it buys', () => {
    const plan = repoTrustPlan({ ...project, commit: COMMIT }, true);
    expect(plan).toContain(`as they are at commit ${COMMIT}`);
    expect(plan).toContain('your agent too');
    expect(plan).toContain('/work/project');
    expect(plan).toContain('abcdef012345');
    expect(plan).toContain('never like yours');
    expect(repoTrustPlan(project, false)).not.toBe(plan);
  });
});
