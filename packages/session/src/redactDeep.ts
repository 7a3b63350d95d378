import { redactSecrets } from '@cairn/core';

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
 * the same keys and words (`id`, `kind`, `active`) in every item.
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

/** Most strings {@link redactedText} remembers as clean, and most UTF-16 code units in all of them. */
export const CLEAN_MEMO_LIMITS = { strings: 4096, units: 8 * 1024 * 1024 } as const;

/** Strings redaction returned unchanged, oldest first (Map order), and their total length. */
const clean = new Map<string, true>();
let cleanUnits = 0;

/**
 * `redactSecrets(s).text`, remembering the strings redaction left unchanged (issue #20: over
 * MCP, redacting the same memories' texts again on every recall's way out was a third of the
 * server's time per call). Only a fixed point is remembered — redaction is a function of the
 * string alone, so a string it left unchanged once it leaves unchanged again — and a string it
 * changed is redacted anew every time. At most {@link CLEAN_MEMO_LIMITS} (oldest forgotten first).
 *
 * @param s - any text on its way out
 * @returns the text with every credential redaction finds replaced, as `redactSecrets` returns it
 */
export function redactedText(s: string): string {
  if (clean.has(s)) return s;
  const out = redactSecrets(s).text;
  if (out === s && s.length <= CLEAN_MEMO_LIMITS.units) {
    clean.set(s, true);
    cleanUnits += s.length;
    for (const [old] of clean) {
      if (clean.size <= CLEAN_MEMO_LIMITS.strings && cleanUnits <= CLEAN_MEMO_LIMITS.units) break;
      clean.delete(old);
      cleanUnits -= old.length;
    }
  }
  return out;
}
