import { decodeTagCharacters, IGNORABLE_CLASS } from '@cairn/core';
import type { Severity } from './severity.js';

/** One hidden-Unicode observation on one line of text. */
export interface HiddenFinding {
  category:
    | 'hidden-unicode/binary-zero-width'
    | 'hidden-unicode/tag-characters'
    | 'hidden-unicode/variation-selectors'
    | 'hidden-unicode/joined-words'
    | 'hidden-unicode/zero-width-run'
    | 'hidden-unicode/invisible-character'
    | 'hidden-unicode/bidi-control';
  severity: Severity;
  message: string;
  /** The hidden text decoded (binary runs, tag characters, variation selectors) or the joined words spaced out. */
  decoded?: string;
}

/**
 * Every character drawn as nothing: core's one class ({@link IGNORABLE_CLASS}: Unicode's
 * `Default_Ignorable_Code_Point` and U+16FE4). It holds every character the scan's own list had
 * named (zero-width space and joiners, word joiner, invisible operators, BOM, Mongolian vowel
 * separator, combining grapheme joiner, Hangul fillers, bidi controls and marks, tags, variation
 * selectors, soft hyphen — a test checks each), and those it missed: the Mongolian free variation
 * selectors, the Khmer inherent vowels, U+206A–U+206F, the shorthand and musical format controls…
 */
const IGNORABLE = new RegExp(`[${IGNORABLE_CLASS}]`, 'u');
const FILLER = /[\u115F\u1160\u3164\uFFA0]/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const BIDI_MARK = /[\u200E\u200F\u061C]/u;
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const TAG = /[\u{E0000}-\u{E007F}]/u;
const VARIATION = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
/**
 * The zero-width characters weighed as runs and joiners below: every {@link IGNORABLE} one but
 * those weighed on their own (fillers, bidi controls and marks, tags, variation selectors) and the
 * soft hyphen (ordinary hyphenation). The BOM at the start of a file is the caller's.
 */
const isZeroWidth = (c: string): boolean =>
  IGNORABLE.test(c) && c !== '\u00AD' && !FILLER.test(c) && !BIDI_CONTROL.test(c) && !BIDI_MARK.test(c) && !TAG.test(c) && !VARIATION.test(c);
const PICTOGRAPHIC = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}]/u;
/** Scripts where ZWJ/ZWNJ are orthography, and scripts written without spaces (ZWSP marks word breaks). */
const JOINING_OR_UNSPACED =
  /[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Syriac}\p{Script=Mongolian}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD_CHAR = /[\p{L}\p{N}\p{P}\p{S}]/u;

const codePoint = (ch: string): string => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** `⟨U+200B⟩` for each invisible character, so a report can show where they are. */
export function showInvisible(text: string): string {
  return Array.from(text)
    .map((ch) => (IGNORABLE.test(ch) && !VARIATION.test(ch) ? `⟨${codePoint(ch)}⟩` : ch))
    .join('');
}

const printableRatio = (text: string): number => {
  const chars = Array.from(text);
  if (chars.length === 0) return 0;
  // U+FFFD marks bytes that were not UTF-8: noise, not text.
  return chars.filter((c) => c !== '\uFFFD' && /[\p{L}\p{N}\p{P}\p{S}\p{Zs}]/u.test(c)).length / chars.length;
};

/**
 * Decodes a run of the two zero-width characters U+200C/U+200D as bits, 8 bits a
 * character, trying both meanings of the two characters and both bit orders, and keeps the
 * reading that is most printable (ties: U+200C = 0, most significant bit first). Separators
 * U+200B, U+2060 and U+FEFF between groups are ignored. Bytes are read as UTF-8.
 *
 * @param run - the zero-width characters only
 * @returns the decoded text, or undefined when the run has fewer than 8 bits or reads as noise
 */
export function decodeBinaryZeroWidth(run: string): string | undefined {
  const bits = Array.from(run).filter((c) => c === '\u200C' || c === '\u200D');
  if (bits.length < 8) return undefined;
  let best: { text: string; score: number } | undefined;
  for (const zero of ['\u200C', '\u200D']) {
    for (const msbFirst of [true, false]) {
      const bytes: number[] = [];
      for (let i = 0; i + 8 <= bits.length; i += 8) {
        let byte = 0;
        for (let b = 0; b < 8; b++) {
          const bit = bits[i + b] === zero ? 0 : 1;
          byte |= bit << (msbFirst ? 7 - b : b);
        }
        bytes.push(byte);
      }
      const text = new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes));
      const score = printableRatio(text);
      if (!best || score > best.score) best = { text, score };
    }
  }
  return best && best.score >= 0.8 ? best.text : undefined;
}

/**
 * Decodes a run of variation selectors as bytes (U+FE00–U+FE0F → 0–15,
 * U+E0100–U+E01EF → 16–255), the "emoji smuggling" encoding. Returns undefined when it reads
 * as noise.
 */
export function decodeVariationSelectors(run: string): string | undefined {
  const bytes = Array.from(run).map((c) => {
    const cp = c.codePointAt(0) ?? 0;
    return cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16;
  });
  const text = new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes));
  return printableRatio(text) >= 0.8 ? text : undefined;
}

interface Run {
  start: number;
  end: number;
  chars: string[];
}

function runsOf(chars: readonly string[], test: (ch: string) => boolean): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  chars.forEach((ch, i) => {
    if (test(ch)) {
      if (!current) {
        current = { start: i, end: i + 1, chars: [] };
        runs.push(current);
      }
      current.end = i + 1;
      current.chars.push(ch);
    } else current = undefined;
  });
  return runs;
}

const excerpt = (text: string, max = 240): string => {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

/**
 * The hidden-Unicode findings of one line (issue #9): binary zero-width runs (decoded),
 * Unicode tag characters (decoded; emoji flag sequences excepted), variation-selector
 * smuggling (decoded), words joined by invisible characters (shown spaced out), other
 * zero-width runs, invisible fillers, and bidi controls (Trojan Source, CVE-2021-42574).
 * ZWJ in emoji sequences and ZWJ/ZWNJ/ZWSP in scripts that use them are orthography and are
 * not reported.
 *
 * Severities: a decoded payload, a bidi control in a line with no right-to-left letters,
 * and three or more joined words are high; other runs medium; a lone invisible character or
 * a bidi mark low.
 *
 * @param line - one line of text (no newline)
 */
export function findHiddenUnicode(line: string): HiddenFinding[] {
  const chars = Array.from(line);
  const out: HiddenFinding[] = [];

  // Tag characters: decode; an emoji flag (🏴 + tag letters + cancel tag) is legitimate.
  for (const run of runsOf(chars, (c) => TAG.test(c))) {
    const before = chars[run.start - 1] ?? '';
    const text = run.chars.join('');
    const decoded = decodeTagCharacters(text);
    const isFlag = before === '\u{1F3F4}' && run.chars.at(-1) === '\u{E007F}' && /^[a-z0-9]{2,7}$/.test(decoded);
    if (isFlag) continue;
    out.push({
      category: 'hidden-unicode/tag-characters',
      severity: 'high',
      message: `${run.chars.length} invisible Unicode tag characters${decoded ? ` spell out hidden text: "${excerpt(decoded, 120)}"` : ''}.`,
      ...(decoded ? { decoded } : {}),
    });
  }

  // Variation selectors: one after an emoji is ordinary; a run of several carries bytes.
  for (const run of runsOf(chars, (c) => VARIATION.test(c))) {
    if (run.chars.length < 2) continue;
    const decoded = decodeVariationSelectors(run.chars.join(''));
    out.push({
      category: 'hidden-unicode/variation-selectors',
      severity: decoded !== undefined ? 'high' : 'medium',
      message: `${run.chars.length} variation selectors in a row${decoded !== undefined ? ` encode hidden text: "${excerpt(decoded, 120)}"` : ' (no emoji needs that many)'}.`,
      ...(decoded !== undefined ? { decoded } : {}),
    });
  }

  // Zero-width characters.
  const isLegit = (run: Run): boolean => {
    const before = chars[run.start - 1] ?? '';
    const after = chars[run.end] ?? '';
    if (run.chars.every((c) => c === '\u200D') && PICTOGRAPHIC.test(before) && (PICTOGRAPHIC.test(after) || after === '\u2640' || after === '\u2642'))
      return true;
    return run.chars.length === 1 && JOINING_OR_UNSPACED.test(before) && JOINING_OR_UNSPACED.test(after);
  };
  const zwRuns = runsOf(chars, isZeroWidth).filter((r) => !isLegit(r));
  let joined = 0;
  for (const run of zwRuns) {
    const before = chars[run.start - 1] ?? '';
    const after = chars[run.end] ?? '';
    const between = WORD_CHAR.test(before) && WORD_CHAR.test(after);
    const decoded = decodeBinaryZeroWidth(run.chars.join(''));
    if (decoded !== undefined) {
      out.push({
        category: 'hidden-unicode/binary-zero-width',
        severity: 'high',
        message: `A run of ${run.chars.length} zero-width characters encodes hidden text in U+200C/U+200D bits: "${excerpt(decoded, 120)}".`,
        decoded,
      });
      continue;
    }
    if (run.chars.length >= 2) {
      out.push({
        category: 'hidden-unicode/zero-width-run',
        severity: 'medium',
        message: `A run of ${run.chars.length} zero-width characters (${run.chars.map(codePoint).join(' ')}), a marker invisible on screen.`,
      });
    } else if (between) joined++;
    else out.push({ category: 'hidden-unicode/invisible-character', severity: 'low', message: `An invisible ${codePoint(run.chars[0] ?? '')} character.` });
  }
  if (joined > 0) {
    const spaced = chars
      .map((c) => (isZeroWidth(c) ? ' ' : c))
      .join('')
      .replace(/ {2,}/g, ' ');
    out.push({
      category: 'hidden-unicode/joined-words',
      severity: joined >= 3 ? 'high' : 'medium',
      message: `${joined} word${joined === 1 ? '' : 's'} joined by invisible characters instead of spaces (defeats keyword filters); reads: "${excerpt(spaced, 160)}".`,
      decoded: excerpt(spaced, 2000),
    });
  }

  const fillers = chars.filter((c) => FILLER.test(c));
  if (fillers.length > 0)
    out.push({
      category: 'hidden-unicode/invisible-character',
      severity: 'medium',
      message: `${fillers.length} invisible filler character${fillers.length === 1 ? '' : 's'} (${[...new Set(fillers.map(codePoint))].join(', ')}).`,
    });

  const controls = chars.filter((c) => BIDI_CONTROL.test(c));
  const marks = chars.filter((c) => BIDI_MARK.test(c));
  const rtl = RTL_LETTER.test(line);
  if (controls.length > 0) {
    out.push({
      category: 'hidden-unicode/bidi-control',
      severity: rtl ? 'low' : 'high',
      message: `${controls.length} bidirectional control character${controls.length === 1 ? '' : 's'} (${[...new Set(controls.map(codePoint))].join(', ')})${rtl ? ' in right-to-left text' : ' that reorder how the line is displayed (Trojan Source)'}; as stored: "${excerpt(showInvisible(line), 160)}".`,
    });
  } else if (marks.length > 0 && !rtl) {
    out.push({
      category: 'hidden-unicode/bidi-control',
      severity: 'low',
      message: `${marks.length} invisible direction mark${marks.length === 1 ? '' : 's'} (${[...new Set(marks.map(codePoint))].join(', ')}) in left-to-right text.`,
    });
  }
  return out;
}
