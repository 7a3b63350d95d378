import { gateFields } from '../gate/index.js';
import type { GateCategory } from '../gate/index.js';
import { normalizeForDetection } from '../decode/index.js';
import { redactSecrets } from '../redact/index.js';
import type { Flag } from '../schema/record.js';
import type { MemorizeRequest } from '../schema/request.js';

/** A request after normalisation, redaction and the gate (DESIGN.md §2 steps 2, 3, 5). */
export interface SanitizedRequest {
  request: MemorizeRequest;
  flags: Flag[];
  gateReasons: GateCategory[];
  /** Names of the fields the gate tripped on. */
  gatedFields: string[];
  /** Kinds of credential removed. */
  redactedKinds: string[];
}

const STRING_FIELDS = ['text', 'title', 'summary', 'source', 'sourceHash', 'session', 'supersedes'] as const;
const LIST_FIELDS = ['filesEdited', 'tripwires', 'tags'] as const;

/**
 * Redacts every string of a request, sets `obfuscated` / `redacted`, and gates every
 * free-text field. Returns a copy; the input is not changed.
 */
export function sanitizeRequest(input: MemorizeRequest): SanitizedRequest {
  const request: MemorizeRequest = { ...input };
  const kinds = new Set<string>();
  let obfuscated = false;
  const clean = (value: string): string => {
    if (normalizeForDetection(value).obfuscated) obfuscated = true;
    const r = redactSecrets(value);
    for (const k of r.kinds) kinds.add(k);
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
  const gate = gateFields({
    text: request.text,
    title: request.title,
    summary: request.summary,
    tripwires: request.tripwires,
    tags: request.tags,
    filesEdited: request.filesEdited,
  });
  const flags: Flag[] = [];
  if (gate.flagged) flags.push('instruction');
  if (kinds.size > 0) flags.push('redacted');
  if (obfuscated) flags.push('obfuscated');
  return { request, flags, gateReasons: gate.reasons, gatedFields: gate.fields, redactedKinds: [...kinds].sort() };
}
