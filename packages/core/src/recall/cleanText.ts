import { redactSecrets } from '../redact/index.js';

/** Most strings {@link redactedText} remembers as clean, and most UTF-16 code units in all of them. */
export const CLEAN_MEMO_LIMITS = { strings: 4096, units: 8 * 1024 * 1024 } as const;

/** Strings redaction returned unchanged, oldest first (Map order), and their total length. */
const clean = new Map<string, true>();
let cleanUnits = 0;

/**
 * `redactSecrets(s).text`, remembering the strings redaction left unchanged (issue #20: over
 * MCP, redacting the same memories' texts again on every recall — in core's receipts and on the
 * adapter's way out — was most of the server's time per call). Only a fixed point is remembered
 * (redaction is a function of the string alone, so a string it left unchanged once it leaves
 * unchanged again); a string it changed is redacted anew every time. At most
 * {@link CLEAN_MEMO_LIMITS}, the oldest forgotten first.
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
