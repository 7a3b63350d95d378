import { decodeUtf8, findEncodedRuns } from '../decode/encodings.js';

/** Bytes a run of hex pairs must spell before {@link hexReadings} decodes it (as decode's plain-hex rule: 12). */
export const MIN_HEX_BYTES = 12;

/** Characters of hex a text has decoded at most by {@link hexReadings} (the fields' cap, 32 KiB, twice). */
const MAX_HEX_CHARS = 64 * 1024;

/** One byte group of a hex listing: pairs of hex digits, with a `0x` or `x` prefix or not (`4265`, `0x42`, `\x42` once its backslash is a separator). */
const HEX_GROUP = /^(?:0?[xX])?((?:[0-9A-Fa-f]{2})+)$/u;

/** What separates a hex listing's groups: anything but an ASCII letter or digit (blanks, line breaks, `,` `:` `-` `.` `%` `\`, quotes, brackets, `=`). */
const HEX_SEPARATORS = /[^0-9A-Za-z]+/u;

/** `bytes` as UTF-8, or — when they are not UTF-8 (a hex-like word such as `be` or `face` joined to the listing) — each printable ASCII byte as itself and every other as a space. */
function hexText(bytes: readonly number[]): string {
  const strict = decodeUtf8(bytes);
  if (strict !== null) return strict;
  let out = '';
  for (const b of bytes) out += (b >= 0x20 && b < 0x7f) || b === 0x09 || b === 0x0a ? String.fromCharCode(b) : ' ';
  return out;
}

/**
 * The texts `text` spells as hex, read whatever they decode to (decode's plain-hex run keeps only
 * one unbroken run of pairs that reads as prose): one run, or bytes written apart (`42 65 66`, `42:65:66`, `0x42, 0x65`, `\x42\x65`,
 * `42-65`), in groups (`4265 666f`, xxd's), or one run wrapped over lines (`xxd -p`'s 60 columns),
 * glued to a label (`payload=4265…`), and hex dumps with offsets and a character column (decode's
 * `findEncodedRuns`: xxd, `hexdump -C`, `od`). Each maximal series of consecutive groups (split at
 * {@link HEX_SEPARATORS}; any other word ends it) spelling {@link MIN_HEX_BYTES} bytes or more is
 * one reading, decoded as UTF-8, else its printable ASCII bytes kept ({@link hexText}: a hex-like
 * word joined to the listing spoils no more than its own bytes). Junk (a list of numbers) decodes to junk: a reading only adds prints,
 * which meet an observation's only where the write reproduces it (h55-attest: attestation-4's hex
 * writes of an observed payload were not lowered). Linear: one split, each word tested once; at
 * most {@link MAX_HEX_CHARS} hex digits in all.
 *
 * @param text - any string (a write's free-text field, already redacted)
 * @returns zero or more decoded texts, in text order
 */
export function hexReadings(text: string): string[] {
  const out: string[] = [];
  let budget = MAX_HEX_CHARS;
  let run = '';
  let groups = 0;
  const end = (): void => {
    // One unbroken run is read too: decode's keeps only a decoding that reads as prose, and a command or an address may not.
    if (groups > 0 && run.length >= 2 * MIN_HEX_BYTES && budget > 0) {
      const hex = run.slice(0, budget);
      budget -= hex.length;
      const bytes: number[] = [];
      for (let i = 0; i + 1 < hex.length; i += 2) bytes.push(Number.parseInt(hex.slice(i, i + 2), 16));
      out.push(hexText(bytes));
    }
    run = '';
    groups = 0;
  };
  for (const word of text.split(HEX_SEPARATORS)) {
    const m = HEX_GROUP.exec(word);
    if (m === null) {
      end();
      continue;
    }
    run += m[1] as string;
    groups++;
  }
  end();
  for (const r of findEncodedRuns(text)) if (r.encoding === 'hex' && text.slice(r.start, r.end).includes('\n')) out.push(r.text);
  return out;
}
