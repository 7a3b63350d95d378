import { redactedText } from '@cairn/core';

/**
 * Field names of Cairn's own JSON documents (records, receipts, status, doctor, audit) that
 * redaction returns unchanged: each is a fixed point of `redactSecrets`, which
 * test/redactDeep.test.ts checks for every one, so passing them by changes no output. Only a
 * shortcut (issue #20): a key holding `key` or `token` (`projectKey`, `personKey`) sends ≈ 30
 * credential-label rules through the scan, and compiling them was most of a cold `cairn recall
 * --json`'s redaction. Any other key, and every value, is redacted as before.
 */
export const UNCHANGED_KEYS: ReadonlySet<string> = new Set(
  (
    'act active acts age applied at attestedBy bindings bound byStatus callerSession callerSourceHash channel checks client code confidence ' +
    'confirmedAt createdAt decayRate detail enabled error event evidence evidenceCount evidencePieces filesEdited fix flags gateReasons hash ' +
    'hits home id index initialised interactive key kind lastRecalledAt lastSession logSeq message name nonce ok origin paused personKey ' +
    'pinned prev project projectKey projectPath recallCount reinforcedAt salience schemaVersion score seq session sessions shown sig signer ' +
    'signerCheck snippet source sourceHash sources stable status store stored strength summary supersededBy supersedes tags text time title ' +
    'tripwires unbound updatedAt url v verified'
  ).split(' '),
);

/**
 * `value` with every string in it — keys and values, at any depth — passed through core's
 * redaction (DESIGN.md §5: everything printed is redacted again on the way out). Redacting value
 * by value, before serialising, keeps a JSON document whole: a credential-assignment rule run over
 * the serialised text could take the backslash of an escaped quote with it (`KEY = \"…\"`).
 * Dates are returned as they are (they serialise through `toJSON`). Each distinct string is
 * redacted once per call (redaction is a function of the string alone): a list of records repeats
 * the same keys and words (`id`, `kind`, `active`) in every item; one redaction left unchanged is
 * not scanned again in a later call either (core's `redactedText`).
 */
export function redactDeep<T>(value: T): T {
  const done = new Map<string, string>();
  const key = (k: string): string => (UNCHANGED_KEYS.has(k) ? k : text(k));
  const text = (s: string): string => {
    let out = done.get(s);
    if (out === undefined) {
      out = redactedText(s);
      done.set(s, out);
    }
    return out;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return text(v);
    if (Array.isArray(v)) return v.map(walk);
    // fromEntries defines own properties, so a key named __proto__ stays data.
    if (v !== null && typeof v === 'object' && !(v instanceof Date)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [key(k), walk(x)]));
    return v;
  };
  return walk(value) as T;
}
