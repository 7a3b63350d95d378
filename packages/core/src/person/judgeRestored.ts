import { reapplyPolicy } from '../policy/reapplyPolicy.js';
import { type MemoryRecord, MemoryRecordSchema } from '../schema/record.js';
import type { MemorizeRequest } from '../schema/request.js';
import type { Binding } from '../binding/bindingSchema.js';
import type { PersonKeyring } from './PersonKeyring.js';
import { readSigned } from './readSigned.js';
import { REJECTION_LINE_TYPE, rejectedContentKeys, rejectShown } from '../operations/rejections.js';
import { actStatement, type SignedAct, SignedActSchema, statementOf } from './signedAct.js';

/**
 * What a restore does with one record of Cairn's own export (`cairn export`, jsonl): `keep` it
 * as the person signed it, or write it again through the one write path as `request` (no higher
 * than an agent's candidate), saying `why` when it claimed a person's standing it loses.
 */
export type RestoreVerdict =
  | {
      /** The record to store as it is: every claim it makes is the person's, signed for this project. */
      keep?: MemoryRecord;
      /** The record's id in the export. */
      id: string;
      /** Its text as a write (when not kept, or when the id is held here by another memory). */
      request: MemorizeRequest;
      /** Why a person's standing it claimed was not kept. */
      why?: string;
      /**
       * What the export said of the record that its write again may keep where it only lowers
       * (walk h56 MED 2): its `createdAt` and `bindings`, for the write's `restoredFrom` (core's
       * `restoredBinding`, `restoredCreatedAt`). Unverified: the file is anyone's to edit.
       */
      was: { createdAt: string; bindings?: Binding[] };
    }
  | { unreadable: string };

/** The fields {@link reapplyPolicy} only caps (a lower number, never a lost claim): a restore keeps the record with them lowered. */
const CAPPED_NUMBERS: ReadonlySet<string> = new Set(['salience', 'confidence', 'strength', 'decayRate']);

/** A person's standing a record may claim: only a verified signature of theirs backs it. */
function claimsPerson(r: MemoryRecord): boolean {
  return r.origin === 'user' || r.confirmedAt !== undefined || r.pinned || r.stable;
}

/**
 * Judges one record read back from Cairn's own export, a file anyone could edit (walk 7, item 8):
 * what an agent could forge may only lower trust. A record keeps its person's standing (origin
 * `user`, confirmed, pinned, stable) only when every claim it makes is backed by an act the
 * person signed for this project ({@link readSigned} with the home's keyring: a signature over
 * this record's view, naming this project or one its signed relinks lead back to) and the policy
 * read again changes nothing ({@link reapplyPolicy}: redaction and the gate agree with what it
 * says). Everything else becomes a memorize request of its text (origin `user` asked as `agent`;
 * a lower origin kept), so it goes through the same redaction, gate and caps as any write and
 * comes back no higher than an agent's candidate.
 *
 * @param raw - one parsed line of the export
 * @param ring - the home's keyring; undefined: no person key, nothing verifies
 * @param keys - the project keys the reader accepts (core's `projectKeys`)
 * @param project - the project restored into: a kept record is re-homed to it
 */
export function judgeRestored(
  raw: unknown,
  ring: PersonKeyring | undefined,
  keys: ReadonlySet<string>,
  project: { key: string; path: string },
): RestoreVerdict {
  // What a read said of the record when it was exported (`stale`, `rebound`: its bound files as
  // they were then, walk 12 item 6) is no stored state: this project's reads check again.
  const { stale: _stale, rebound: _rebound, ...stored } = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const parsed = MemoryRecordSchema.safeParse(raw !== null && typeof raw === 'object' ? stored : raw);
  if (!parsed.success) return { unreadable: 'not a memory record this version of Cairn reads' };
  const record = parsed.data as MemoryRecord;
  const claimed = claimsPerson(record);
  let keep: MemoryRecord | undefined;
  if (claimed && ring !== undefined) {
    const read = readSigned(record, ring, keys);
    const reread = reapplyPolicy(record);
    // A number the policy caps (a recall's reinforcement raised strength above salience, walk 9
    // item 1) is lowered and the record kept: lowering is all it does. What the text, flags,
    // status or entrenchment would become otherwise is what the person did not sign.
    const standing = reread.corrections.filter((c) => !CAPPED_NUMBERS.has(c.field));
    if (read.findings.length === 0 && standing.length === 0) keep = { ...reread.record, projectKey: project.key, projectPath: project.path };
  }
  let why: string | undefined;
  if (claimed && keep === undefined) {
    if (ring === undefined) why = 'this home has no person key to check a signature with';
    else {
      const findings = readSigned(record, ring, keys).findings.filter((f) => f.claim !== 'binding');
      why = findings[0]?.reason ?? 'the policy read again changes it (redaction or the gate)';
    }
  }
  const cited = record.evidence.find((e) => typeof e.source === 'string');
  const source = cited?.source ?? undefined;
  // The importer's hash of those lines comes back with them (walk 10 item 3): without it a later
  // import of the same file met the restored memory as a stranger and added a sighting each time,
  // and a rejection of it could not hold for those lines. A note only, never the evidence key.
  const sourceHash = cited?.callerSourceHash;
  const request: MemorizeRequest = {
    text: record.text,
    origin: record.origin === 'user' ? 'agent' : record.origin,
    kind: record.kind,
    ...(record.title !== undefined ? { title: record.title } : {}),
    ...(record.summary !== undefined ? { summary: record.summary } : {}),
    ...(record.filesEdited !== undefined ? { filesEdited: record.filesEdited } : {}),
    ...(record.tripwires !== undefined ? { tripwires: record.tripwires } : {}),
    ...(record.tags.length > 0 ? { tags: record.tags } : {}),
    ...(typeof source === 'string' ? { source } : {}),
    ...(typeof source === 'string' && sourceHash !== undefined ? { sourceHash } : {}),
  };
  // Its age and bindings go with the write again (walk h56 MED 2: a restore cleared a stale mark
  // and made the memory new): the write keeps them only where they lower it.
  const was = { createdAt: record.createdAt, ...(record.bindings !== undefined ? { bindings: record.bindings } : {}) };
  return { id: record.id, request, was, ...(keep !== undefined ? { keep } : {}), ...(why !== undefined ? { why } : {}) };
}

/**
 * What a restore does with one rejection line of Cairn's own export: `keep` it (the person's act,
 * verified, with the digests that make an import of THIS project skip its lines), or refuse it
 * saying why.
 */
export type RejectionVerdict =
  | {
      keep: {
        /** The person's signed `reject` act, as it was signed. */
        act: SignedAct;
        /** Hex sha256 of the rejected memory's view, as the line carried it (the signature covers it). */
        view: string;
        /** The importer's content hashes the rejection skips, sorted. */
        content: string[];
        /** The digests an import of `project` looks these lines up by (`rejectionKey` with `*`). */
        keys: string[];
      };
    }
  | { refused: string };

const HEX64 = /^[0-9a-f]{64}$/u;
/** A content hash as the importer writes it: a token, so it cannot break the signed text's lines. */
const CONTENT = /^[\x21-\x7e]{1,200}$/u;

/**
 * Judges one rejection line of Cairn's own export (`ExportedRejection`, issue #14, the twelfth
 * newcomer walk): a file anyone could edit, so the rejection is kept only when its act is a
 * `reject` whose signature verifies with the home's keyring and whose `shown` is exactly
 * `rejectShown(view, content)` — the lines it skips are the ones the person signed for. A line
 * with another act, an edited content list, a forged or missing signature, or a home without the
 * person's key is refused with the reason (a forged rejection could only make an import skip
 * lines, but nothing unsigned is taken as the person's).
 *
 * The project is not checked but re-keyed: the digests are computed for `project` from the
 * signed content hashes, so a backup restored into another folder (another project key) still
 * skips what the person rejected. A rejection only ever makes an import skip lines; it raises no
 * memory's trust, which is why it may follow the person into another folder where a confirm
 * may not.
 *
 * @param raw - one parsed line of the export with `type` `cairn-rejection`
 * @param ring - the home's keyring; undefined: no person key, nothing verifies
 * @param project - the project restored into (its key, 12 hex)
 */
export function judgeRestoredRejection(raw: unknown, ring: PersonKeyring | undefined, project: { key: string }): RejectionVerdict {
  const line = (raw ?? {}) as { type?: unknown; v?: unknown; act?: unknown; view?: unknown; content?: unknown };
  if (line.type !== REJECTION_LINE_TYPE || line.v !== 1) return { refused: 'not a rejection this version of Cairn reads' };
  const parsed = SignedActSchema.safeParse(line.act);
  const content = line.content;
  if (
    !parsed.success ||
    typeof line.view !== 'string' ||
    !HEX64.test(line.view) ||
    !Array.isArray(content) ||
    content.length === 0 ||
    content.length > 10_000 ||
    !content.every((h) => typeof h === 'string' && CONTENT.test(h))
  ) {
    return { refused: 'its act, view or content is malformed' };
  }
  const act = parsed.data as SignedAct;
  if (act.act !== 'reject' || act.id === null) return { refused: `it carries a ${act.act}, not a person's reject of a memory` };
  if (ring === undefined) return { refused: 'this home has no person key to check a signature with' };
  let statement: string;
  try {
    statement = actStatement(statementOf(act));
  } catch {
    return { refused: 'its act is malformed' };
  }
  if (!ring.verify(act.key, statement, act.sig, act.at)) {
    return { refused: ring.doubt !== undefined ? `it cannot be checked (${ring.doubt})` : "its signature does not verify with the person's key" };
  }
  const hashes = [...new Set(content as string[])].sort();
  const digest = (text: string): string => ring.digest(text);
  if (act.shown !== rejectShown(line.view, hashes, digest)) return { refused: 'the lines it skips are not the ones the person signed for' };
  return { keep: { act, view: line.view, content: hashes, keys: rejectedContentKeys(project.key, hashes, digest) } };
}
