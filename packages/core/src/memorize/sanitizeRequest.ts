import { CoreError, ErrorCode } from '../errors/CoreError.js';
import { describeGateCategory, gateFields, gateText } from '../gate/index.js';
import type { GateCategory } from '../gate/index.js';
import { findHiddenPayloads, normalizeForDetection } from '../decode/index.js';
import type { ProjectVocabulary } from '../gate/vocabulary.js';
import { redactSecrets } from '../redact/index.js';
import { MAX_FIELD_BYTES } from '../policy/policy.js';
import type { Flag } from '../schema/record.js';
import { type MemorizeRequest, utf8Bytes } from '../schema/request.js';

/** A request after normalisation, redaction and the gate (DESIGN.md §2 steps 2, 3, 5). */
export interface SanitizedRequest {
  request: MemorizeRequest;
  flags: Flag[];
  gateReasons: GateCategory[];
  /** Names of the fields the gate tripped on. */
  gatedFields: string[];
  /** Kinds of credential removed. */
  redactedKinds: string[];
  /** Messages hidden in invisible characters, decoded and redacted: shown to the person, never stored decoded. */
  hiddenTexts: string[];
}

/**
 * A redaction marker (`[REDACTED:github-token]`, redactSecrets.ts) already in a text: a credential
 * was cut from it before it reached this write (an export of Cairn's memory imported again), so the
 * memory is flagged `redacted` as the first write was (issue #14: a kg-jsonl round trip lost it).
 */
const MARKER = /\[REDACTED:[a-z0-9-]{1,80}\]/u;

const STRING_FIELDS = ['text', 'title', 'summary', 'source', 'sourceHash', 'session', 'supersedes'] as const;
const LIST_FIELDS = ['filesEdited', 'tripwires', 'tags'] as const;

/**
 * Redacts every string of a request, sets `obfuscated` / `redacted` (also for a text that already
 * carries a redaction marker: {@link MARKER}), decodes messages hidden in
 * invisible characters (to show the person), and gates every free-text field and the record as a
 * whole against the project's vocabulary. Returns a copy; the input is not changed.
 *
 * A `source` is a reference (a path, `path:lines`, a URL, a tool name), shown to every later
 * agent in recall receipts and decisions: one the gate reads as an order is refused, not flagged
 * (attack notes h47 F20), because a sighting from a less trusted origin adds its source to a
 * memory without adding its flags.
 *
 * Every field is checked against the size limit ({@link MAX_FIELD_BYTES}) again as it will be
 * stored (attack h57 H3): a redaction marker can be longer than the value it replaces, and a
 * memory stored past the limit is one a restore of Cairn's own export (the write path again) refuses.
 *
 * @throws CoreError `INVALID_INPUT` for a source the instruction gate flags, naming the categories;
 *   for a field past {@link MAX_FIELD_BYTES} once redacted, naming the field, the limit and its size as stored
 */
export function sanitizeRequest(input: MemorizeRequest, vocabulary?: ProjectVocabulary): SanitizedRequest {
  const request: MemorizeRequest = { ...input };
  const kinds = new Set<string>();
  const hiddenTexts: string[] = [];
  let obfuscated = false;
  let marked = false;
  const clean = (value: string): string => {
    if (normalizeForDetection(value).obfuscated) {
      obfuscated = true;
      for (const h of findHiddenPayloads(value)) hiddenTexts.push(redactSecrets(h.text).text);
    }
    const r = redactSecrets(value);
    for (const k of r.kinds) kinds.add(k);
    if (MARKER.test(value)) marked = true;
    return r.text;
  };
  for (const f of STRING_FIELDS) {
    const v = request[f];
    if (v !== undefined) request[f] = clean(v);
  }
  for (const f of LIST_FIELDS) {
    const v = request[f];
    if (v !== undefined) request[f] = v.map(clean);
  }
  assertStoredSizes(request);
  if (request.source !== undefined) assertSourceIsReference(request.source, vocabulary);
  const gate = gateFields(
    {
      text: request.text,
      title: request.title,
      summary: request.summary,
      tripwires: request.tripwires,
      tags: request.tags,
      filesEdited: request.filesEdited,
    },
    vocabulary ? { vocabulary } : {},
  );
  const flags: Flag[] = [];
  if (gate.flagged) flags.push('instruction');
  if (kinds.size > 0 || marked) flags.push('redacted');
  if (obfuscated) flags.push('obfuscated');
  return { request, flags, gateReasons: gate.reasons, gatedFields: gate.fields, redactedKinds: [...kinds].sort(), hiddenTexts };
}

/**
 * Refuses a request a field of which is past {@link MAX_FIELD_BYTES} as it would be stored (after
 * redaction): the same limit the request was validated against, so every stored memory passes the
 * write path again (a restore of Cairn's own export). Never cut silently: the caller keeps the text.
 *
 * @throws CoreError `INVALID_INPUT` naming the field, the limit and the size once redacted (`details.field`, `details.bytes`)
 */
function assertStoredSizes(request: MemorizeRequest): void {
  for (const f of [...STRING_FIELDS, ...LIST_FIELDS]) {
    const v = request[f];
    for (const item of v === undefined ? [] : Array.isArray(v) ? v : [v]) {
      const bytes = utf8Bytes(item);
      if (bytes <= MAX_FIELD_BYTES) continue;
      throw new CoreError(
        ErrorCode.INVALID_INPUT,
        `Invalid memorize request: ${f} is longer than the limit of ${MAX_FIELD_BYTES} bytes (32 KiB) of UTF-8 once its credentials are redacted (${bytes} bytes as it would be stored: each [REDACTED:…] marker is longer than the value it replaces). Nothing was stored; split it into smaller memories.`,
        { field: f, bytes, limit: MAX_FIELD_BYTES },
      );
    }
  }
}

/**
 * Refuses a source that reads as an order to the agent (the instruction gate, DESIGN.md §2.5):
 * a source names where a memory came from and is rendered beside it, so words in it would reach
 * every agent that recalls the memory (attack notes h47 F20).
 *
 * @throws CoreError `INVALID_INPUT` naming what the gate read and what a source should be
 */
function assertSourceIsReference(source: string, vocabulary?: ProjectVocabulary): void {
  const gate = gateText(source, vocabulary ? { vocabulary } : {});
  if (!gate.flagged) return;
  throw new CoreError(
    ErrorCode.INVALID_INPUT,
    `The source reads as an instruction (${gate.reasons.map(describeGateCategory).join('; ')}). A source names where the memory came from — a file path, path:lines, a URL or a tool name; put what it says in the text, where the gate can flag it, or give the reference.`,
    { field: 'source', reasons: gate.reasons },
  );
}
