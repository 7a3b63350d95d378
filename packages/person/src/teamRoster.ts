import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { actStatement, lazySchema, type PersonKeyring, type SignedAct, SignedActSchema, statementOf } from '@cairn/core';
import { z } from 'zod';
import { type ChainKey, ChainKeySchema, chainProblem, type Identity, keyStatement, PUBLIC_KEY, personPaths, writePersonFile } from './identity.js';
import { sha256, verifyText } from './keys.js';

/**
 * The team key roster (DESIGN.md §12, "teammates' acts"): on a team store every person's act
 * carries that person's signature, but a home knows only its own person's key chain, so a
 * teammate's confirm reads as the agent's. The roster lets a person say, on their terminal,
 * "this published key chain is my teammate's": each teammate publishes their **public** chain
 * to the team store (written by their own role only), and the person trusts it by its
 * fingerprint — compared out of band — in a list signed with their own key and kept in their
 * home. The database's word is never taken: a chain is followed only from the root the person
 * trusted, and the list counts only with the person's signature.
 */

/** A person's key chain as published: every public key, their endorsements and the recovery key's public half. Never a private key. */
export interface PublicChain {
  keys: ChainKey[];
  /** The recovery key's public half the chain names last (base64url, 32 bytes). */
  recovery: string;
}

/** A person's role name (as `cairn.enrol` accepts it). */
const PERSON = /^[a-z][a-z0-9_]{0,40}$/u;
/** A fingerprint as shown: 8 groups of 4 lower-case hex, dash-separated (128 bits). */
const FINGERPRINT = /^[0-9a-f]{4}(?:-[0-9a-f]{4}){7}$/u;

/** A published chain's shape (at most 256 keys, each {@link ChainKeySchema} with no other field). */
export const PublicChainSchema = lazySchema(() =>
  z.object({ keys: z.array(ChainKeySchema.strict()).min(1).max(256), recovery: z.string().regex(PUBLIC_KEY) }).strict(),
);

/**
 * The public chain of an identity: its keys (the first naming its recovery key explicitly) and
 * the current recovery public half. What `cairn team publish` writes to the team store.
 */
export function publicChainOf(identity: Pick<Identity, 'keys' | 'recovery'>): PublicChain {
  const keys = identity.keys.map((k) => ({ ...k }));
  const first = keys[0] as ChainKey;
  // The first key's statement names the recovery key it was set up with: absent, the current one
  // (no recovery since — `changeKey` records it on the first key when a recovery moves it on).
  first.recovery ??= identity.recovery.public;
  return { keys, recovery: identity.recovery.public };
}

/**
 * Why a published chain cannot be followed (its shape, or `chainProblem`: each key endorsed by
 * the key before it or the recovery key), or undefined when it holds together.
 */
export function publicChainProblem(raw: unknown): string | undefined {
  const parsed = PublicChainSchema.safeParse(raw);
  if (!parsed.success) return 'it is not a key chain';
  const chain = parsed.data as PublicChain;
  return chainProblem({ keys: chain.keys, recovery: { public: chain.recovery, salt: '' } } as unknown as Identity);
}

/**
 * The fingerprint of a chain's root: the first 128 bits of sha256 of the first key's
 * self-endorsed statement (its id, public key, start and recovery key), as 8 groups of 4 hex.
 * It names the root only: later key changes leave it unchanged (each is endorsed along the chain).
 */
export function chainFingerprint(chain: PublicChain): string {
  const first = chain.keys[0] as ChainKey;
  const recovery = first.recovery ?? chain.recovery;
  const hex = sha256(`cairn-team-root/1\n${keyStatement(first, undefined, recovery)}`).slice(0, 32);
  return (hex.match(/.{4}/gu) ?? []).join('-');
}

/**
 * The fingerprint ({@link chainFingerprint}) of the person's own chain root: which home's roster
 * a team store's roster mark is of (migration 3). Undefined when the home holds no identity.
 */
export function ownChainRoot(identity: Pick<Identity, 'keys' | 'recovery'> | undefined): string | undefined {
  return identity === undefined ? undefined : chainFingerprint(publicChainOf(identity));
}

/** A fingerprint as a person may type it: case, spaces and dashes ignored. Undefined when not 32 hex. */
export function normalizeFingerprint(typed: string): string | undefined {
  const hex = typed.toLowerCase().replace(/[\s-]/gu, '');
  if (!/^[0-9a-f]{32}$/u.test(hex)) return undefined;
  return (hex.match(/.{4}/gu) ?? []).join('-');
}

/** One trusted teammate: their role name, the fingerprint the person compared, and the chain as it was when trusted. */
export interface RosterEntry {
  person: string;
  fingerprint: string;
  chain: PublicChain;
}

const RosterFileSchema = lazySchema(() =>
  z
    .object({
      v: z.literal(1),
      entries: z.array(z.object({ person: z.string().regex(PERSON), fingerprint: z.string().regex(FINGERPRINT), chain: PublicChainSchema }).strict()).max(500),
      /** The roster's change number in this home (1, 2, …; signed: it is in the plan). Absent: a roster written before it (change 0). */
      seq: z.number().int().min(1).max(1_000_000_000).optional(),
      act: SignedActSchema,
    })
    .strict(),
);

/** Where the signed roster lives: `<home>/person/team-roster.json` (0600). */
export function rosterPath(home: string): string {
  return join(personPaths(home).dir, 'team-roster.json');
}

/**
 * Where the home keeps the last roster change it wrote: `<home>/person/team-roster.mark.json`
 * (0600), `{ v: 1, seq, sig }` — the change number and the signature of its act. A roster older
 * than it (an older signed file put back) is ignored; see {@link judgeRoster}.
 */
export function rosterMarkPath(home: string): string {
  return join(personPaths(home).dir, 'team-roster.mark.json');
}

const RosterMarkSchema = lazySchema(() =>
  z.object({ v: z.literal(1), seq: z.number().int().min(1).max(1_000_000_000), sig: z.string().min(1).max(200) }).strict(),
);

/** The last roster change this home wrote ({@link rosterMarkPath}); undefined when none was, or the mark cannot be read as one. */
export async function readRosterMark(home: string): Promise<{ seq: number; sig: string } | undefined> {
  try {
    const parsed = RosterMarkSchema.safeParse(JSON.parse(await readFile(rosterMarkPath(home), 'utf8')));
    return parsed.success ? { seq: parsed.data.seq, sig: parsed.data.sig } : { seq: Number.MAX_SAFE_INTEGER, sig: '' };
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    // Unreadable or damaged: no roster can be shown to be the latest, so none counts (lowers only).
    return { seq: Number.MAX_SAFE_INTEGER, sig: '' };
  }
}

/**
 * The mark of a roster change kept in the team store (`cairn.roster_marks`, migration 3), where
 * the agent cannot write: the change number, the plan the person signed ({@link rosterPlan})
 * and the signed `team` act itself. It counts only when {@link storeMarkOf} verifies it.
 */
export interface RosterStoreMark {
  v: 1;
  seq: number;
  plan: string;
  act: SignedAct;
}

const RosterStoreMarkSchema = lazySchema(() =>
  z.object({ v: z.literal(1), seq: z.number().int().min(1).max(1_000_000_000), plan: z.string().max(100_000), act: SignedActSchema }).strict(),
);

/** The store mark of a roster change: what `cairn team trust`/`untrust` append to the team store as the person's own role. */
export function rosterStoreMark(entries: ReadonlyArray<Pick<RosterEntry, 'person' | 'fingerprint'>>, seq: number, act: SignedAct): RosterStoreMark {
  return { v: 1, seq, plan: rosterPlan(entries, seq), act };
}

/**
 * The highest roster change among the team store's marks that the person's own key verifies:
 * a `team` act signed over exactly the mark's plan, and that plan a roster plan of change
 * `seq`. A mark that does not verify (forced in by the table owner, damaged) is ignored: it
 * could only have made a roster be refused. Undefined when none verifies, or the person's
 * own key is in doubt.
 *
 * @param raws - the marks as stored (the team store's `rosterMarks`, newest first)
 * @param ring - the person's own keyring (never a composite one)
 */
export function storeMarkOf(raws: readonly unknown[], ring: Pick<PersonKeyring, 'verify' | 'doubt'>): { seq: number; sig: string } | undefined {
  if (ring.doubt !== undefined) return undefined;
  let best: { seq: number; sig: string } | undefined;
  for (const raw of raws) {
    const parsed = RosterStoreMarkSchema.safeParse(raw);
    if (!parsed.success) continue;
    const mark = parsed.data as RosterStoreMark;
    const act = mark.act;
    if (best !== undefined && mark.seq <= best.seq) continue;
    const [head, change] = mark.plan.split('\n', 2);
    if (head !== 'cairn-team-roster/1' || change !== `Change ${mark.seq} of this home's roster (an older one put back is refused).`) continue;
    if (act.act !== 'team' || act.id !== null || act.shown !== sha256(mark.plan)) continue;
    let statement: string;
    try {
      statement = actStatement(statementOf(act));
    } catch {
      continue;
    }
    if (ring.verify(act.key, statement, act.sig, act.at)) best = { seq: mark.seq, sig: act.sig };
  }
  return best;
}

/** The higher of two marks (the later change); on the same change, the store's (signed) one. */
function laterMark(home: { seq: number; sig: string } | undefined, store: { seq: number; sig: string } | undefined): { seq: number; sig: string } | undefined {
  if (home === undefined) return store;
  if (store === undefined) return home;
  return home.seq > store.seq ? home : store;
}

/**
 * What the person signs for a roster (the `plan` of a `team` act): a version line no other
 * plan starts with, then every trusted person and fingerprint, sorted. The act's `shown` is its
 * sha256, so a signature of any other plan (a grant, a link) backs no roster.
 */
export function rosterPlan(entries: ReadonlyArray<Pick<RosterEntry, 'person' | 'fingerprint'>>, seq?: number): string {
  const lines = [...entries].sort((a, b) => (a.person < b.person ? -1 : a.person > b.person ? 1 : 0)).map((e) => `  ${e.person}  ${e.fingerprint}`);
  return [
    'cairn-team-roster/1',
    ...(seq !== undefined ? [`Change ${seq} of this home's roster (an older one put back is refused).`] : []),
    "Your team key roster becomes (acts signed by these key chains read as these people's, not your agent's):",
    ...(lines.length > 0 ? lines : ['  (nobody)']),
  ].join('\n');
}

/** The roster as read: the entries that count, and why the file (or an entry) does not. */
export interface RosterState {
  entries: RosterEntry[];
  /** The change number the next roster this home writes carries: one past the file's and the home's mark, whichever is higher. */
  next: number;
  /** Set when the file exists but counts for nothing (unsigned, forged, damaged) or an entry was dropped; `doctor` reports it. */
  problem?: string;
}

/**
 * Reads and judges the roster in `home` with the person's own keyring (never a composite one):
 * the file counts only when its `team` act is signed by a key of the person's chain at its time
 * over exactly {@link rosterPlan} of its entries; each entry counts only when its chain holds
 * together and its root has the fingerprint the person signed. Anything else only lowers trust:
 * the whole file is ignored (no teammate is trusted) and the problem is returned.
 *
 * @param ring - the person's own keyring (`loadKeyring(home).keyring`)
 * @param storeMarks - the team store's marks of this home's roster changes (`rosterMarks`, unchecked): the higher of the home's mark and the latest one the person's key verifies ({@link storeMarkOf}) is the change an older roster must not be below
 */
export async function readRoster(home: string, ring: Pick<PersonKeyring, 'verify' | 'doubt'>, storeMarks?: readonly unknown[]): Promise<RosterState> {
  // The higher of the home's mark (a file the agent can delete) and the team store's signed one.
  const mark = laterMark(await readRosterMark(home), storeMarks === undefined ? undefined : storeMarkOf(storeMarks, ring));
  const afterMark = mark === undefined ? 1 : Math.min(mark.seq, 1_000_000_000) + 1;
  let text: string;
  try {
    text = await readFile(rosterPath(home), 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return { entries: [], next: afterMark };
    return { entries: [], next: afterMark, problem: `the team key roster ${rosterPath(home)} cannot be read` };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = undefined;
  }
  return judgeRoster(raw, ring, rosterPath(home), mark);
}

/**
 * {@link readRoster} over parsed JSON (`where` names the file in the problem). `mark` is the last
 * change the home wrote ({@link readRosterMark}): a roster with a lower change number, or the
 * same number and another signature, is an older roster put back (a backup restored, a file
 * synced or copied over it) and is ignored — it was signed, but the person has since changed it.
 */
export function judgeRoster(
  raw: unknown,
  ring: Pick<PersonKeyring, 'verify' | 'doubt'>,
  where = 'the team key roster',
  mark?: { seq: number; sig: string },
): RosterState {
  const afterMark = mark === undefined ? 1 : Math.min(mark.seq, 1_000_000_000) + 1;
  const ignored = (why: string, next = afterMark): RosterState => ({
    entries: [],
    next,
    problem: `${where} is ignored: ${why}; no teammate's act counts as theirs until you run \`cairn team trust\` again`,
  });
  const parsed = RosterFileSchema.safeParse(raw);
  if (!parsed.success) return ignored('it is not a roster Cairn wrote');
  const file = parsed.data as { entries: RosterEntry[]; seq?: number; act: SignedAct };
  const act = file.act;
  const seq = file.seq ?? 0;
  const next = Math.max(afterMark, seq + 1);
  if (act.act !== 'team' || act.id !== null || act.shown !== sha256(rosterPlan(file.entries, file.seq)))
    return ignored('its signature is not over this list', next);
  if (mark !== undefined && (seq < mark.seq || (seq === mark.seq && act.sig !== mark.sig)))
    return ignored(
      mark.seq === Number.MAX_SAFE_INTEGER
        ? "the home's record of your last roster change (team-roster.mark.json) is damaged"
        : `it is an older roster (change ${seq}) than the one you last signed in this home (change ${mark.seq}): it was put back`,
      next,
    );
  if (ring.doubt !== undefined) return ignored(`your own key cannot be checked (${ring.doubt})`);
  let statement: string;
  try {
    statement = actStatement(statementOf(act));
  } catch {
    return ignored('its signature is malformed');
  }
  if (!ring.verify(act.key, statement, act.sig, act.at)) return ignored('it is not signed with your key');
  const seen = new Set<string>();
  for (const e of file.entries) {
    if (seen.has(e.person)) return ignored(`it names ${e.person} twice`);
    seen.add(e.person);
    const broken = publicChainProblem(e.chain);
    if (broken !== undefined) return ignored(`${e.person}'s key chain does not hold together (${broken})`);
    if (chainFingerprint(e.chain) !== e.fingerprint) return ignored(`${e.person}'s key chain does not have the fingerprint you signed`, next);
  }
  return { entries: file.entries, next };
}

/**
 * Writes the roster: `entries` and the person's `team` act signed over {@link rosterPlan} of
 * them and `seq` (from the person port: the same door as every person's act), then the home's
 * mark of this change ({@link rosterMarkPath}). An empty roster removes the file; the mark stays,
 * so an older roster put back is still refused.
 *
 * @param seq - the change number signed in the plan ({@link RosterState.next}); undefined only for a roster written without one (tests of older files)
 */
export async function writeRoster(home: string, entries: readonly RosterEntry[], act: SignedAct, seq?: number): Promise<void> {
  if (entries.length === 0) await rm(rosterPath(home), { force: true });
  else await writePersonFile(rosterPath(home), `${JSON.stringify({ v: 1, entries, ...(seq !== undefined ? { seq } : {}), act }, null, 2)}\n`);
  if (seq !== undefined) await writePersonFile(rosterMarkPath(home), `${JSON.stringify({ v: 1, seq, sig: act.sig })}\n`);
}

/**
 * The chain to follow for a trusted teammate: the published one when it holds together and
 * starts at the trusted root (a later key change counts only when endorsed along the chain from
 * it), else the chain as it was when trusted — a chain swapped in the database (another root, a
 * broken endorsement) is never followed, and `problem` says so.
 *
 * @param published - the teammate's chain as the team store holds it now (undefined: not published)
 */
export function followChain(entry: RosterEntry, published: unknown): { chain: PublicChain; problem?: string } {
  if (published === undefined) return { chain: entry.chain };
  const broken = publicChainProblem(published);
  if (broken !== undefined)
    return { chain: entry.chain, problem: `${entry.person}'s published key chain does not hold together (${broken}): the one you trusted is used` };
  const chain = published as PublicChain;
  if (chainFingerprint(chain) !== entry.fingerprint)
    return {
      chain: entry.chain,
      problem: `${entry.person}'s published key chain starts at another root (${chainFingerprint(chain)}, not the ${entry.fingerprint} you trusted): it is not followed`,
    };
  // The same root: the longer chain carries key changes the shorter lacks (each endorsed along it).
  return { chain: chain.keys.length >= entry.chain.keys.length ? chain : entry.chain };
}

/**
 * The acts a trusted teammate's key may verify through the {@link teamKeyring}: acts on the
 * shared memories themselves (the team store's records), which the team shares by design. Every
 * other act is the person's own alone, whoever they trust: `relink` (moving this person's
 * project: its accepted project keys, core's `projectKeys`), `init`, `home` (which store this
 * checkout uses: `team link`), `team` (the roster, grants), `trust` (the repo trust),
 * `pause`/`resume`, `wipe`, `repair`, `migrate`, `setup` and `person` — a teammate's signature
 * of one of them reads as the agent's (unsigned) for this person. DESIGN.md §12, "teammates' acts".
 */
export const TEAMMATE_ACTS: ReadonlySet<string> = new Set([
  'entrench',
  'confirm',
  'pin',
  'unpin',
  'forget',
  'reject',
  'supersede',
  'reverify',
  'prune',
  'consolidate',
]);

/** The act a statement (core's `actStatement`: `cairn-person-act/1`, then `act <name>`) names, or undefined. */
function statementAct(statement: string): string | undefined {
  const lines = statement.split('\n', 2);
  return lines[0] === 'cairn-person-act/1' && lines[1]?.startsWith('act ') ? lines[1].slice(4) : undefined;
}

/** How far an act's time may precede its key's start (clock skew), in ms: as the person's own keyring. */
const SKEW_MS = 60_000;

/** A trusted teammate as a signer: their role name and the fingerprint of the chain root the person trusted. */
export interface Teammate {
  person: string;
  /** {@link chainFingerprint} of the teammate's trusted chain (8 groups of 4 hex), as the roster holds it. */
  fingerprint: string;
}

/** A keyring that also knows who signed: undefined for the person's own keys, a teammate's role name for theirs. */
export interface TeamKeyring extends PersonKeyring {
  /** The teammate whose trusted chain holds `keyId`, or undefined (the person's own key, or unknown). */
  signerOf(keyId: string): string | undefined;
  /** {@link signerOf} with the fingerprint of that teammate's trusted chain root. */
  teammateOf(keyId: string): Teammate | undefined;
}

/**
 * The composite keyring a team store's records are read with: the person's own keyring, then
 * each trusted teammate's chain (a key signs from its `since`, less a minute, until the next
 * key's), for the acts in {@link TEAMMATE_ACTS} only (a teammate's relink, link or roster
 * never verifies). While the person's own key file is in doubt, nothing verifies (its `doubt` is kept):
 * the roster itself could not be checked.
 *
 * @param chains - each trusted teammate's chain to follow ({@link followChain})
 */
export function teamKeyring(own: PersonKeyring, chains: ReadonlyArray<{ person: string; chain: PublicChain }>): TeamKeyring {
  const byId = new Map<string, { person: string; fingerprint: string; key: ChainKey; next: ChainKey | undefined }>();
  for (const { person, chain } of chains) {
    // A followed chain starts at the trusted root (followChain), so its fingerprint is the roster's.
    const fingerprint = chainFingerprint(chain);
    chain.keys.forEach((key, i) => {
      if (!byId.has(key.id)) byId.set(key.id, { person, fingerprint, key, next: chain.keys[i + 1] });
    });
  }
  const cache = new Map<string, boolean>();
  return {
    digest: own.digest,
    doubt: own.doubt,
    verify(keyId, statement, signature, at) {
      if (own.verify(keyId, statement, signature, at)) return true;
      if (own.doubt !== undefined) return false;
      const k = byId.get(keyId);
      if (k === undefined) return false;
      // A teammate signs acts on the shared memories only: never a relink, link, roster… of this person's.
      const act = statementAct(statement);
      if (act === undefined || !TEAMMATE_ACTS.has(act)) return false;
      const t = Date.parse(at);
      if (!Number.isFinite(t) || t < Date.parse(k.key.since) - SKEW_MS || (k.next !== undefined && t >= Date.parse(k.next.since))) return false;
      const memo = `${keyId}\u0000${signature}\u0000${sha256(statement)}`;
      let ok = cache.get(memo);
      if (ok === undefined) {
        ok = verifyText(k.key.public, statement, signature);
        cache.set(memo, ok);
      }
      return ok;
    },
    signerOf: (keyId) => byId.get(keyId)?.person,
    teammateOf(keyId) {
      const k = byId.get(keyId);
      return k === undefined ? undefined : { person: k.person, fingerprint: k.fingerprint };
    },
  };
}
