import { z } from 'zod';
import { lazySchema } from '../schema/lazySchema.js';
import { RARE_TOKEN_KINDS, type RareTokenKind } from '../observe/rareTokens.js';
import type { Observation } from '../observe/observation.js';
import type { PersonKeyring } from '../person/PersonKeyring.js';
import { actStatement, bindsTo, type SignedAct, SignedActSchema, statementOf } from '../person/signedAct.js';

/**
 * The "bar" of an observation that dropped rare tokens over its cap (h49-attest, h48-attack F8):
 * every later agent write holding a token past it is lowered to the observation's origin, in any
 * session, for the retention window (`attestOrigin`). What a person's lift names of it: enough
 * to show what the output was and to bind the lift to exactly that observation and bar.
 */
export interface BarRef {
  /** The observation's id. */
  observation: string;
  /** The host session it belongs to. */
  session: string;
  /** ISO time of the observation. */
  at: string;
  /** The host's tool (`WebFetch`, `Bash`), when known. */
  tool?: string;
  /** The path or URL it recorded (redacted, without query), when known. */
  ref?: string;
  /** Tokens it dropped over the cap. */
  dropped: number;
  /** Its bar (`tokenOrder` of the worst token kept). */
  bar: string;
  /**
   * For a working-tree file indexed in part (observation `tree:<path>`, `treeObservations`): the
   * file's git blob id, so the lift holds for that content only — an edit of the file, which keeps
   * its observation's id, is not lifted (h51-attest).
   */
  blob?: string;
}

/** Whether `o` is a working-tree file's observation (`treeObservations`: id `tree:<path>`), whose id outlives an edit of the file. */
function isTreeObservation(o: Pick<Observation, 'id'>): boolean {
  return o.id.startsWith('tree:');
}

/** The {@link BarRef} of an observation that carries a bar, else undefined. */
export function barOf(o: Observation): BarRef | undefined {
  if (o.bar === undefined || (o.dropped ?? 0) <= 0) return undefined;
  return {
    observation: o.id,
    session: o.session,
    at: o.at,
    ...(o.tool !== undefined ? { tool: o.tool } : {}),
    ...(o.ref !== undefined ? { ref: o.ref } : {}),
    dropped: o.dropped as number,
    bar: o.bar,
    ...(isTreeObservation(o) && o.blob !== undefined ? { blob: o.blob } : {}),
  };
}

/**
 * What a lift covers: the whole bar (`memory` absent: no later write is lowered by the tokens the
 * observation may have dropped), or one lowered memory the person reviewed — only the token
 * prints (`kind:hash` under the home's observation key) that memory carries past the bar, so a
 * later write with any other token past it is still lowered ("for what the person saw").
 */
export interface BarLiftScope {
  /** The memory the person reviewed: its id and the token prints of it past the bar (sorted, distinct). */
  memory?: { id: string; tokens: readonly string[] };
}

/** The project a lift belongs to: its key (the store's). */
export interface LiftProject {
  key: string;
}

/**
 * What the person is shown and signs to lift a bar (its sha256 is the act's `shown`, act `lift`;
 * `trust` before that act existed, {@link LIFT_ACTS}). It
 * names the project, the observation (session, time, tool, reference, tokens dropped) and the
 * bar, and for a memory's lift the memory and its token prints, so a lift signed for one bar or
 * memory binds nothing for another.
 */
export function barLiftPlan(project: LiftProject, bar: BarRef, scope: BarLiftScope = {}): string {
  const what = [bar.tool, bar.ref].filter((x) => x !== undefined && x !== '').join(' ') || 'a tool call';
  const lines =
    bar.blob === undefined
      ? [
          'cairn-lift-bar/1',
          `project ${project.key}`,
          `observation ${bar.observation} session ${bar.session} at ${bar.at}`,
          `bar ${bar.bar} dropped ${bar.dropped}`,
          `The output of ${what} at ${bar.at} was too large to keep whole: ${bar.dropped} of its addresses, paths or commands were dropped unread.`,
        ]
      : [
          'cairn-lift-bar/1',
          `project ${project.key}`,
          `observation ${bar.observation} file ${bar.ref ?? bar.observation.slice('tree:'.length)} blob ${bar.blob}`,
          `bar ${bar.bar}`,
          `The file ${bar.ref ?? bar.observation.slice('tree:'.length)} holds more addresses, paths and commands than Cairn indexes of one file: some were not indexed. This lift holds for the file as it is now (git blob ${bar.blob.slice(0, 12)}); an edit of it is not lifted.`,
        ];
  if (scope.memory === undefined)
    lines.push(
      "Lift its bar: from now on later writes are no longer lowered for what it may have dropped (what it kept still lowers them). Recorded in the project's audit log.",
    );
  else
    lines.push(
      `memory ${scope.memory.id} tokens ${[...scope.memory.tokens].sort().join(',') || '-'}`,
      `Lift its bar for memory ${scope.memory.id} only: the addresses, paths and commands of that memory, which you reviewed, are no longer lowered by it; any other still is. Recorded in the project's audit log.`,
    );
  return lines.join('\n');
}

/** A lift as kept in the person's folder of the home: what it lifts and the person's signed act over {@link barLiftPlan}. */
export const StoredBarLiftSchema = lazySchema(() =>
  z
    .object({
      v: z.literal(1),
      bar: z.object({
        observation: z.string().min(1).max(64),
        session: z.string().min(1).max(128),
        at: z.string().max(40),
        tool: z.string().max(200).optional(),
        ref: z.string().max(2048).optional(),
        dropped: z.number().int().min(1),
        bar: z.string().max(80),
        blob: z
          .string()
          .regex(/^[0-9a-f]{40,64}$/u)
          .optional(),
      }),
      memory: z.object({ id: z.string().min(1).max(200), tokens: z.array(z.string().regex(/^[a-z]{3,8}:[0-9a-f]{6,64}$/u)).max(4096) }).optional(),
      act: z.unknown().optional(),
    })
    .loose(),
);
/** One stored lift ({@link StoredBarLiftSchema}). */
export type StoredBarLift = z.infer<typeof StoredBarLiftSchema>;

/** A checked lift, as attestation takes it ({@link checkBarLift}). */
export interface BarLift {
  /** The observation whose bar is lifted. */
  observation: string;
  /** The bar lifted: a lift binds only while the observation's bar is this. */
  bar: string;
  /** For a working-tree file's bar: the content it holds for ({@link BarRef.blob}). */
  blob?: string;
  /** Absent: the whole bar. Present: only these token prints (a memory's). */
  tokens?: ReadonlySet<string>;
  /** The memory the person reviewed, for a memory's lift. */
  memory?: string;
  /** ISO time the person signed. */
  at: string;
  /** The signing key's id. */
  signer: string;
}

/** Whether a stored lift holds ({@link checkBarLift}). */
export type BarLiftCheck = { lift: BarLift } | { problem: string };

/**
 * The acts a stored lift may be signed as: `lift` (core's PERSON_ACTS), and `trust`, which signed
 * every lift made before `lift` had its own act (h50-attest) — over the same plan, whose digest
 * no repository-trust act shares, so an old lift stays valid and no other `trust` act reads as one.
 */
export const LIFT_ACTS = ['lift', 'trust'] as const;

/**
 * Checks one stored lift (the bar rule's only way out): it holds only when it is a `lift` act
 * (or a `trust` act, as lifts were signed before; {@link LIFT_ACTS})
 * the person's key signed over exactly {@link barLiftPlan} of this project, this bar and this
 * scope (record id none: the plan names the memory), not a pre-signed act. Anything an
 * agent could write — an unsigned lift, a forged or re-used signature, one signed for another
 * project, bar or memory, one edited after signing, a key file in doubt — is refused with why,
 * and lifts nothing: what an agent could forge may only lower trust.
 *
 * @param raw - the stored lift as parsed JSON
 */
export function checkBarLift(raw: unknown, project: LiftProject, ring: PersonKeyring): BarLiftCheck {
  const parsed = StoredBarLiftSchema.safeParse(raw);
  if (!parsed.success) return { problem: 'the lift is not a stored lift' };
  const stored = parsed.data;
  const act = SignedActSchema.safeParse(stored.act);
  if (!act.success) return { problem: 'the lift carries no signed act' };
  const signed = act.data as SignedAct;
  if (signed.expires !== undefined) return { problem: 'a pre-signed act lifts no bar' };
  const bar: BarRef = {
    observation: stored.bar.observation,
    session: stored.bar.session,
    at: stored.bar.at,
    ...(stored.bar.tool !== undefined ? { tool: stored.bar.tool } : {}),
    ...(stored.bar.ref !== undefined ? { ref: stored.bar.ref } : {}),
    dropped: stored.bar.dropped,
    bar: stored.bar.bar,
    ...(stored.bar.blob !== undefined ? { blob: stored.bar.blob } : {}),
  };
  const scope: BarLiftScope = stored.memory !== undefined ? { memory: { id: stored.memory.id, tokens: stored.memory.tokens } } : {};
  const shown = ring.digest(barLiftPlan(project, bar, scope));
  // A `lift` act; a lift signed before that act existed was a `trust` act over the same plan (read both).
  const binding = { project: project.key, id: null, shown };
  if (!LIFT_ACTS.some((act) => bindsTo(signed, { act, ...binding }))) return { problem: 'it was signed for another act, project, bar or memory' };
  if (!ring.verify(signed.key, actStatement(statementOf(signed)), signed.sig, signed.at))
    return { problem: ring.doubt !== undefined ? `it cannot be checked (${ring.doubt})` : "its signature does not verify with the person's key" };
  return {
    lift: {
      observation: bar.observation,
      bar: bar.bar,
      ...(bar.blob !== undefined ? { blob: bar.blob } : {}),
      ...(stored.memory !== undefined ? { tokens: new Set(stored.memory.tokens), memory: stored.memory.id } : {}),
      at: signed.at,
      signer: signed.key,
    },
  };
}

/**
 * The lifts among `raws` that hold ({@link checkBarLift}), and why each other does not.
 *
 * @param raws - the stored lifts as parsed JSON
 */
export function checkBarLifts(raws: readonly unknown[], project: LiftProject, ring: PersonKeyring): { lifts: BarLift[]; refused: string[] } {
  const lifts: BarLift[] = [];
  const refused: string[] = [];
  for (const raw of raws) {
    const c = checkBarLift(raw, project, ring);
    if ('lift' in c) lifts.push(c.lift);
    else refused.push(c.problem);
  }
  return { lifts, refused };
}

/**
 * Of `maybe` (a write's token prints past observation `o`'s bar), those no lift of the person's
 * covers: all of them without a lift of this observation and bar; none under a whole-bar lift;
 * under a memory's lift, those the memory did not carry.
 */
export function unlifted(o: Pick<Observation, 'id' | 'bar' | 'blob'>, maybe: readonly string[], lifts: readonly BarLift[] | undefined): string[] {
  if (lifts === undefined || lifts.length === 0 || maybe.length === 0) return [...maybe];
  let left = [...maybe];
  for (const l of lifts) {
    if (l.observation !== o.id || l.bar !== o.bar) continue;
    // A working-tree file's lift holds for the content it names only (its id outlives an edit).
    if (isTreeObservation(o) && (l.blob === undefined || l.blob !== o.blob)) continue;
    if (l.tokens === undefined) return [];
    const covered = l.tokens;
    left = left.filter((p) => !covered.has(p));
  }
  return left;
}

/** Each rare token kind in words, singular and plural ({@link tokenKindWords}). */
const KIND_WORDS: Readonly<Record<RareTokenKind, readonly [string, string]>> = {
  url: ['URL', 'URLs'],
  host: ['host name', 'host names'],
  email: ['e-mail address', 'e-mail addresses'],
  path: ['path', 'paths'],
  command: ['command', 'commands'],
  package: ['package name', 'package names'],
  stem: ['URL’s project', 'URLs’ projects'],
};

/**
 * Kinds derived from a token of another kind written (a URL's stem from the URL), by the kind written:
 * left out of {@link tokenKindWords}' counts where that kind is among the items (a URL and its stems
 * are one URL to the person); counted alone, where only the stem is past a bar.
 */
const DERIVED_KINDS: ReadonlyMap<string, string> = new Map([['stem', 'url']]);

/**
 * Token prints (`kind:hash`, as a memory's lift names them) or bare kinds, in words a person reads
 * (walk 51: the lift's prompt showed `host:3f2a…` codes): counted by kind in
 * {@link RARE_TOKEN_KINDS} order, `2 URLs and 1 command`; with `counted: false`, the kinds alone,
 * `URLs and host names`. A print of no known kind is counted as `other token`.
 *
 * @param items - prints (`url:ab12…`) or kinds (`url`)
 * @returns the words; `no address, path or command` when `items` is empty
 */
export function tokenKindWords(items: readonly string[], options: { counted?: boolean } = {}): string {
  const counts = new Map<string, number>();
  const written = new Set(items.map((item) => item.split(':')[0] as string));
  for (const item of items) {
    const kind = item.split(':')[0] as string;
    const from = DERIVED_KINDS.get(kind);
    if (from !== undefined && written.has(from)) continue;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  if (counts.size === 0) return 'no address, path or command';
  const kinds = [...RARE_TOKEN_KINDS.filter((k) => counts.has(k)), ...[...counts.keys()].filter((k) => !(RARE_TOKEN_KINDS as readonly string[]).includes(k))];
  const words = kinds.map((k) => {
    const n = counts.get(k) as number;
    const [one, many] = KIND_WORDS[k as RareTokenKind] ?? ['other token', 'other tokens'];
    return options.counted === false ? many : `${n} ${n === 1 ? one : many}`;
  });
  return words.length === 1 ? (words[0] as string) : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
