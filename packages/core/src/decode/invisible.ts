/**
 * Normalisation for detection (DESIGN.md §2.2). Stored text is never rewritten by this
 * module: it produces the forms that the redactor and the instruction gate examine.
 */

/**
 * The default-ignorable code points (Unicode `Default_Ignorable_Code_Point`, DerivedCoreProperties.txt:
 * drawn as nothing when not supported, "ignored in rendering") and U+16FE4 KHITAN SMALL SCRIPT
 * FILLER (category Mn, rendered as nothing, not DI in Node 20's ICU 78 data): members of a `u`-flag
 * character class. Beside the zero-width characters, joiners, fillers, tags and selectors listed
 * below, they hold the Mongolian free variation selectors (U+180B–U+180D, U+180F) and the Khmer
 * inherent vowels (U+17B4, U+17B5), category Mn, which no list of known code points had
 * (h53-attack C6: an order with one between its letters passed the gate unflagged). One class for
 * every reader: the gate and the redactor ({@link INVISIBLE_CLASS}), the display fold, and the two
 * readings observations are fingerprinted in (core's observe `ignorableReadings`).
 */
export const IGNORABLE_CLASS = String.raw`\p{Default_Ignorable_Code_Point}\u{16FE4}`;

/**
 * Zero-width and other invisible characters: ZWSP, ZWNJ, ZWJ, word joiner, invisible
 * operators, BOM, Mongolian vowel separator, Hangul fillers, every default-ignorable code point
 * ({@link IGNORABLE_CLASS}), and by category every format
 * character (Unicode Cf: U+206A–206F, U+FFF9–FFFB, U+1BCA0–1BCA3, …) and every control
 * character but tab, newline and carriage return (Cc) — a list of known code points misses
 * the rest.
 */
const ZERO_WIDTH = new RegExp(
  String.raw`[\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u00AD\u034F\u115F\u1160\u3164\uFFA0\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F${IGNORABLE_CLASS}]`,
  'gu',
);
/** Bidi controls: embeddings, overrides, isolates and marks. */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;
/** Unicode tag characters (U+E0000–U+E007F), used to smuggle invisible ASCII. */
const TAGS = /[\u{E0000}-\u{E007F}]/gu;
/**
 * The members of a character class (for a `u`-flag expression) that hold every invisible
 * character of the three classes above: shared with secret redaction's detection text
 * (../redact/detectionText.ts), which drops the same characters and maps what is left back to
 * the raw text, so the gate and the redactor see through the same characters.
 */
export const INVISIBLE_CLASS = String.raw`\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u00AD\u034F\u115F\u1160\u3164\uFFA0\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u{E0000}-\u{E007F}\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F${IGNORABLE_CLASS}`;

/**
 * The invisible characters {@link textKey} drops: {@link INVISIBLE_CLASS} as it was before
 * {@link IGNORABLE_CLASS} joined it. A memory's key is stored (the persisted view, import ids),
 * so the key of a text with an emoji's variation selector must stay what it was.
 */
const KEY_INVISIBLE =
  /[\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u00AD\u034F\u115F\u1160\u3164\uFFA0\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u{E0000}-\u{E007F}\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

/** Any invisible character of the three classes above. */
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, 'gu');

/**
 * An emoji flag tag sequence (UTS #51): the black flag U+1F3F4, a subdivision code in tag
 * letters/digits (U+E0061–U+E007A, U+E0030–U+E0039; "gbeng", "gbsct", "gbwls"), CANCEL TAG
 * U+E007F. That is how England, Scotland and Wales are written, not smuggling. No tag space
 * or punctuation is allowed and the code is at most seven characters, so no sentence fits.
 */
export const FLAG_TAG_SEQUENCE = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,7}\u{E007F}/gu;

/** Scripts where ZWJ/ZWNJ between letters are ordinary orthography (Persian, Indic, …). */
const JOINING_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Syriac}\p{Script=Mongolian}]/u;
/** Mongolian free variation selectors (Unicode 14: U+180B–U+180D, U+180F). */
const MONGOLIAN_FVS = /[\u180B-\u180D\u180F]/u;
/** A letter of the Mongolian script (what a free variation selector may follow). */
const MONGOLIAN_LETTER = /^(?=\p{Script=Mongolian})\p{L}$/u;
const PICTOGRAPHIC = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F]/u;

/** The forms of one string that detectors examine. */
export interface NormalizedForms {
  /** The input, unchanged. */
  raw: string;
  /** NFKC with every invisible character removed (catches `ig\u200Bnore`). */
  joined: string;
  /** NFKC with every invisible character replaced by a space (catches `ignore\u200Bprevious`). */
  spaced: string;
  /** True when the text holds an invisible character that is not legitimate orthography. */
  obfuscated: boolean;
}

/**
 * True when the invisible character at `index` is ordinary orthography: a ZWJ inside an
 * emoji sequence, a ZWJ/ZWNJ between letters of a joining script, a Mongolian free variation
 * selector after a Mongolian letter (after any other character it is a hidden mark).
 */
export function isLegitimateJoiner(chars: string[], index: number): boolean {
  const ch = chars[index] ?? '';
  // A Mongolian free variation selector (U+180B–U+180D, U+180F) selects a Mongolian letter's form: orthography after one, a hidden mark between Latin letters (h53-attack C6).
  if (MONGOLIAN_FVS.test(ch)) return MONGOLIAN_LETTER.test(chars[index - 1] ?? '');
  if (ch !== '\u200D' && ch !== '\u200C') return false;
  const before = chars[index - 1] ?? '';
  const after = chars[index + 1] ?? '';
  if (ch === '\u200D' && PICTOGRAPHIC.test(before) && PICTOGRAPHIC.test(after)) return true;
  return JOINING_SCRIPT.test(before) && JOINING_SCRIPT.test(after);
}

/** Variation selectors: orthography right after a visible character, a carrier of hidden bytes in a run. */
const VARIATION_SELECTOR = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const VARIATION_SELECTORS = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
const INVISIBLE_ONE = new RegExp(INVISIBLE.source, 'u');

/**
 * True when `text` holds an invisible character that is not legitimate orthography (see
 * {@link isLegitimateJoiner}; the tag characters of a {@link FLAG_TAG_SEQUENCE} are orthography too),
 * or a variation selector that follows another invisible character or selector (one selector
 * after a visible character is an emoji or ideographic variant; a run of them carries bytes).
 */
export function hasHiddenCharacters(text: string): boolean {
  const chars = Array.from(text.includes('\u{1F3F4}') ? text.replace(FLAG_TAG_SEQUENCE, '\u{1F3F4}') : text);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    // A variation selector is default-ignorable too: its own rule first (one after a visible character is orthography).
    if (VARIATION_SELECTOR.test(ch)) {
      if (i === 0 || VARIATION_SELECTOR.test(chars[i - 1] as string) || INVISIBLE_ONE.test(chars[i - 1] as string)) return true;
      continue;
    }
    if (INVISIBLE_ONE.test(ch) && !isLegitimateJoiner(chars, i)) return true;
  }
  return false;
}

/**
 * Produces the detection forms of `text`: NFKC (folds fullwidth and compatibility forms),
 * invisible characters removed (`joined`) and replaced by spaces (`spaced`); variation
 * selectors are dropped from both (they change a glyph, never a word).
 *
 * @param text - any string, up to the 32 KiB field limit
 * @returns the forms; `obfuscated` is set when a non-orthographic invisible character occurs
 */
export function normalizeForDetection(text: string): NormalizedForms {
  const nfkc = text.normalize('NFKC').replace(VARIATION_SELECTORS, '');
  const joined = nfkc.replace(INVISIBLE, '');
  const spaced = nfkc.replace(ZERO_WIDTH, ' ').replace(BIDI, ' ').replace(TAGS, ' ');
  return { raw: text, joined, spaced, obfuscated: hasHiddenCharacters(text) };
}

/**
 * The key that decides whether two texts are "the same" memory (DESIGN.md §2.6): NFKC,
 * invisible characters removed, whitespace collapsed, lower-cased, trimmed.
 */
export function textKey(text: string): string {
  // The `joined` form of normalizeForDetection, without the forms a key does not need.
  return text.normalize('NFKC').replace(KEY_INVISIBLE, '').replace(/\s+/gu, ' ').trim().toLowerCase();
}
