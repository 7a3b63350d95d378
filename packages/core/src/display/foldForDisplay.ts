import { FLAG_TAG_SEQUENCE, findHiddenPayloads, isLegitimateJoiner } from '../decode/index.js';
import { IGNORABLE_CLASS } from '../decode/invisible.js';

/**
 * THE folding of untrusted text for a person's eyes (issue #16: "one folding function for
 * everything a person reads"). Memory text may carry characters that act on the terminal or
 * hide what it says: escape sequences (colours, cursor moves, hyperlinks, window titles), C0
 * and C1 controls (a carriage return overwrites the line), bidi controls (U+202E reverses what
 * follows) and invisible characters (zero-width, tag characters, variation-selector runs) that
 * may carry a whole hidden message. A person who confirms a memory must read what is stored,
 * so every such character is shown as a visible marker `⟨…⟩`, and a message hidden in
 * invisible characters is decoded and shown beside the text. Ordinary orthography stays as it
 * is: a zero-width joiner inside an emoji, ZWJ/ZWNJ between letters of a joining script, one
 * variation selector after a visible character, a subdivision flag.
 *
 * Markers: `⟨ESC[32m⟩` for an escape sequence (ESC spelled out, its bytes shown), `⟨RLO⟩`,
 * `⟨ZWSP⟩`, `⟨CR⟩`… for a named character, `⟨U+2063⟩` for any other, `⟨TAG×12⟩` and `⟨VS×30⟩`
 * for runs of tag characters or variation selectors, `⟨9 invisible⟩` for a run of four or
 * more other invisible characters, and `⟨… 40 spaces⟩` / `⟨… 12 blank lines⟩` for long runs of
 * blanks or blank lines, which push what follows off the screen (A8). Sources: ECMA-48 §5 (escape and control sequences),
 * Unicode UAX #9 (bidi controls), Unicode Cf and Cc categories, UTS #51 (emoji sequences).
 */

/** Names of the characters a person knows by name; any other gets `U+XXXX`. */
const NAMES: ReadonlyMap<number, string> = new Map([
  [0x00, 'NUL'],
  [0x07, 'BEL'],
  [0x08, 'BS'],
  [0x09, 'TAB'],
  [0x0a, 'LF'],
  [0x0b, 'VT'],
  [0x0c, 'FF'],
  [0x0d, 'CR'],
  [0x1b, 'ESC'],
  [0x7f, 'DEL'],
  [0x85, 'NEL'],
  [0x90, 'DCS'],
  [0x9b, 'CSI'],
  [0x9c, 'ST'],
  [0x9d, 'OSC'],
  [0xad, 'SHY'],
  [0x034f, 'CGJ'],
  [0x061c, 'ALM'],
  [0x180e, 'MVS'],
  [0x200b, 'ZWSP'],
  [0x200c, 'ZWNJ'],
  [0x200d, 'ZWJ'],
  [0x200e, 'LRM'],
  [0x200f, 'RLM'],
  [0x2028, 'LS'],
  [0x2029, 'PS'],
  [0x202a, 'LRE'],
  [0x202b, 'RLE'],
  [0x202c, 'PDF'],
  [0x202d, 'LRO'],
  [0x202e, 'RLO'],
  [0x2060, 'WJ'],
  [0x2066, 'LRI'],
  [0x2067, 'RLI'],
  [0x2068, 'FSI'],
  [0x2069, 'PDI'],
  [0xfeff, 'BOM'],
]);

/**
 * Characters shown as markers: every C0/C1 control (tab and newline are handled by the mode),
 * every format character (Unicode Cf: bidi controls, zero-width, tag characters, …), the line
 * and paragraph separators, and the fillers, selectors and marks that render as nothing: every
 * default-ignorable code point (decode's `IGNORABLE_CLASS`: the Mongolian free variation selectors,
 * the Khmer inherent vowels, U+16FE4…, h53-attack C6), the one invisible class of detection too.
 */
const MARKED = new RegExp(
  String.raw`[\p{Cc}\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0\u034F\u180E\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u{E0000}-\u{E007F}${IGNORABLE_CLASS}]`,
  'u',
);
const VARIATION = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const TAG = /[\u{E0000}-\u{E007F}]/u;
/**
 * Any character the fold would change in block mode: {@link MARKED} but tab and newline (the
 * C0/C1 controls spelled out: `\p{Cc}` is U+0000–U+001F and U+007F–U+009F). ESC and the C1
 * controls that start a sequence are among them, and so is every tag character of a flag. A
 * text with none of them folds to itself (issue #21: every record's view is folded on each
 * read of it, and most texts are plain).
 */
const UNPLAIN = new RegExp(
  String.raw`[\0-\x08\x0B-\x1F\x7F-\x9F\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0\u034F\u180E\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u{E0000}-\u{E007F}${IGNORABLE_CLASS}]`,
  'u',
);

/** Longest escape sequence read as one (a string sequence without its terminator runs to here). */
const MAX_SEQUENCE = 4096;
/** Most characters of a sequence or hidden message shown inside one marker. */
const MAX_SHOWN = 120;
/** A run of this many invisible characters (other than tags and selectors) becomes one counted marker. */
const RUN_MARKER = 4;

/**
 * Blank characters in a row (spaces, tabs, other Unicode spaces; in line mode every whitespace
 * character) past which the run is shown as one counted marker, `⟨… 40 spaces⟩` (attack A8: a
 * run of blanks pushes what follows it off a terminal line or out of a digest's view). 32: most of
 * half an 80-column line, while code indentation rarely passes 24 columns (six levels of four).
 */
export const BLANK_RUN_MARK = 32;

/**
 * Blank lines in a row (empty or blanks only) from which they are shown as one counted marker,
 * `⟨… 40 blank lines⟩` (attack A8: blank lines scroll the start of a prompt off the screen). Prose
 * and code keep one or two between paragraphs; three is already more than either needs.
 */
export const BLANK_LINES_MARK = 3;

/**
 * One blank: a whitespace character other than a line break, or U+2800 BRAILLE PATTERN BLANK — no
 * whitespace (category So) and no format character, yet every terminal draws it as an empty cell
 * (h52-attack B7: 200 of them pushed a payload off the line with no marker).
 */
const BLANK = String.raw`(?:[^\S\n]|\u2800)`;
const BLANK_LINES = new RegExp(`\\n(?:${BLANK}*\\n){${BLANK_LINES_MARK},}`, 'gu');
const BLANK_RUN = new RegExp(`${BLANK}{${BLANK_RUN_MARK + 1},}`, 'gu');

/**
 * The Hangul fillers (U+115F, U+1160, U+3164, U+FFA0: Default_Ignorable_Code_Point in Unicode's
 * DerivedCoreProperties.txt), drawn blank by most terminals. Within a line each is
 * {@link MARKED}; a line holding nothing else is a blank line (h52-attack B7).
 */
const FILLER_ALL = /[\u115F\u1160\u3164\uFFA0]/gu;
/**
 * A character drawn as nothing (decode's `IGNORABLE_CLASS`, the fillers among them): between blanks
 * it hides a run from the count (h53-attack C6: 240 columns of blanks, one U+180B every 30, were no
 * run), so a run is read through them ({@link markFillerRuns}).
 */
const IGNORABLE = new RegExp(`[${IGNORABLE_CLASS}]`, 'u');
const IGNORABLE_ALL = new RegExp(`[${IGNORABLE_CLASS}]`, 'gu');
/** A blank drawn as one: whitespace but line breaks, U+2800, a {@link FILLER_ALL} (the blanks {@link SHOWN_BLANK} counts). */
const DRAWN_BLANK = /[\t \u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u2800\u115F\u1160\u3164\uFFA0]/gu;
/**
 * A blank that the fold leaves unmarked or marks only as a filler: the whitespace other than line
 * breaks and marked controls (`\r`, `\v`, `\f`, U+2028, U+2029 keep their markers), U+2800,
 * the {@link FILLER_ALL}s, and any other character drawn as nothing ({@link IGNORABLE}).
 */
const SHOWN_BLANK = String.raw`[\t \u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u2800\u115F\u1160\u3164\uFFA0${IGNORABLE_CLASS}]`;
const FILLER_LINES = new RegExp(`\\n(?:${SHOWN_BLANK}*\\n){${BLANK_LINES_MARK},}`, 'gu');
const FILLER_RUN = new RegExp(`${SHOWN_BLANK}{${BLANK_RUN_MARK + 1},}`, 'gu');

/**
 * Runs of {@link BLANK_LINES_MARK} or more blank lines, and of more than {@link BLANK_RUN_MARK}
 * blanks within a line, that hold a Hangul filler, shown as one counted marker (`⟨… 42 blank
 * lines⟩`, `⟨… 80 blanks⟩`) before the fold marks each filler (which would leave one marker per
 * filler, the text after them scrolled or pushed off: h52-attack B7). Runs without a filler are
 * left to {@link markBlankRuns}, after the fold. Returns the text and how many markers it placed.
 */
function markFillerRuns(text: string, line: boolean): { text: string; markers: number } {
  let markers = 0;
  if (!IGNORABLE.test(text)) return { text, markers };
  let out = text;
  if (out.includes('\n'))
    out = out.replace(FILLER_LINES, (run) => {
      if (!IGNORABLE.test(run)) return run;
      markers++;
      let lines = -1;
      for (const c of run) if (c === '\n') lines++;
      return `\n⟨… ${lines} blank lines⟩\n`;
    });
  out = out.replace(FILLER_RUN, (run) => {
    if (!IGNORABLE.test(run)) return run;
    // Drawn blanks (fillers among them) past the mark, read through what is drawn as nothing; the rest counted beside.
    const drawn = run.match(DRAWN_BLANK)?.length ?? 0;
    if (drawn <= BLANK_RUN_MARK) return run;
    markers++;
    const hidden = (run.match(IGNORABLE_ALL)?.length ?? 0) - (run.match(FILLER_ALL)?.length ?? 0);
    const what = hidden > 0 ? `${drawn} blanks, ${hidden} invisible` : `${drawn} blanks`;
    return line ? ` ⟨… ${what}⟩ ` : `⟨… ${what}⟩`;
  });
  return { text: out, markers };
}

/**
 * Runs of blank lines and of blanks shown as counted markers ({@link BLANK_LINES_MARK},
 * {@link BLANK_RUN_MARK}): `⟨… 12 blank lines⟩` on a line of its own, `⟨… 40 spaces⟩` (or `tabs`, or
 * `blanks` for a mix) in place of the run (in `line` mode with a space either side). Returns the text and how many markers it placed.
 */
function markBlankRuns(text: string, line: boolean): { text: string; markers: number } {
  let markers = 0;
  let out = text;
  if (out.includes('\n')) {
    out = out.replace(BLANK_LINES, (run) => {
      markers++;
      let lines = -1;
      for (const c of run) if (c === '\n') lines++;
      return `\n⟨… ${lines} blank lines⟩\n`;
    });
  }
  out = out.replace(BLANK_RUN, (run) => {
    markers++;
    const n = Array.from(run).length;
    const what = /^ +$/u.test(run) ? 'spaces' : /^\t+$/u.test(run) ? 'tabs' : 'blanks';
    return line ? ` ⟨… ${n} ${what}⟩ ` : `⟨… ${n} ${what}⟩`;
  });
  return { text: out, markers };
}

/** A folded text and what the folding found. */
export interface FoldedText {
  /** The text with every marked character replaced by its marker. */
  readonly text: string;
  /** How many markers were written (0 when the text was already plain: nothing marked, no long run of blanks or blank lines). */
  readonly markers: number;
  /** Messages decoded from invisible characters, each already folded (see {@link FoldOptions.hidden}). */
  readonly hidden: readonly string[];
}

/** How {@link foldText} folds. */
export interface FoldOptions {
  /**
   * `block` keeps newlines and tabs (a multi-line view); `line` turns every run of whitespace,
   * newlines included, into one space and trims (a table cell, a digest line). Default `block`.
   */
  mode?: 'block' | 'line';
  /** Decode messages hidden in invisible characters (`findHiddenPayloads`); default true. */
  hidden?: boolean;
}

function hex(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

function nameOf(cp: number): string {
  return NAMES.get(cp) ?? hex(cp);
}

/** Shows the bytes of an escape sequence: ESC and controls by name, printable characters as they are. */
function sequenceBody(seq: string): string {
  let out = '';
  for (const ch of seq) {
    const cp = ch.codePointAt(0) as number;
    out += MARKED.test(ch) ? (cp === 0x1b ? 'ESC' : ` ${nameOf(cp)} `) : ch;
  }
  out = out.replace(/\s+/gu, ' ').trim();
  const chars = Array.from(out);
  return chars.length > MAX_SHOWN ? `${chars.slice(0, MAX_SHOWN - 1).join('')}…` : out;
}

/**
 * The length of the escape or control sequence starting at `i` (ECMA-48 §5.3–5.6), or 0 when
 * the character there starts none. String sequences (OSC, DCS, SOS, PM, APC) end at BEL or ST;
 * unterminated ones run to {@link MAX_SEQUENCE} characters or the end of the text, which is
 * what a terminal would swallow.
 */
function sequenceLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  let j: number;
  let kind: 'csi' | 'string' | 'esc';
  if (c === 0x1b) {
    const n = text.charCodeAt(i + 1);
    if (Number.isNaN(n)) return 1;
    if (n === 0x5b) {
      kind = 'csi';
      j = i + 2;
    } else if (n === 0x5d || n === 0x50 || n === 0x58 || n === 0x5e || n === 0x5f) {
      kind = 'string';
      j = i + 2;
    } else {
      kind = 'esc';
      j = i + 1;
    }
  } else if (c === 0x9b) {
    kind = 'csi';
    j = i + 1;
  } else if (c === 0x9d || c === 0x90 || c === 0x98 || c === 0x9e || c === 0x9f) {
    kind = 'string';
    j = i + 1;
  } else {
    return 0;
  }
  const end = Math.min(text.length, i + MAX_SEQUENCE);
  if (kind === 'csi') {
    while (j < end && text.charCodeAt(j) >= 0x30 && text.charCodeAt(j) <= 0x3f) j++;
    while (j < end && text.charCodeAt(j) >= 0x20 && text.charCodeAt(j) <= 0x2f) j++;
    if (j < end && text.charCodeAt(j) >= 0x40 && text.charCodeAt(j) <= 0x7e) j++;
    return j - i;
  }
  if (kind === 'string') {
    while (j < end) {
      const d = text.charCodeAt(j);
      if (d === 0x07 || d === 0x9c) return j + 1 - i;
      if (d === 0x1b && text.charCodeAt(j + 1) === 0x5c) return j + 2 - i;
      j++;
    }
    return j - i;
  }
  // nF escapes: intermediates 0x20–0x2F, then a final byte 0x30–0x7E; else a lone ESC.
  while (j < end && text.charCodeAt(j) >= 0x20 && text.charCodeAt(j) <= 0x2f) j++;
  if (j < end && text.charCodeAt(j) >= 0x30 && text.charCodeAt(j) <= 0x7e) return j + 1 - i;
  return 1;
}

/** Spans of subdivision flags (UTS #51 tag sequences): orthography, kept. */
function flagSpans(text: string): Array<[number, number]> {
  if (!text.includes('\u{1F3F4}')) return [];
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(FLAG_TAG_SEQUENCE)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/**
 * Folds `text` (see the module comment): escape sequences, controls, bidi and invisible
 * characters become visible markers; orthographic joiners and selectors stay. Pure, linear in
 * the text, never throws.
 *
 * @param text - any string (memory text, a source reference, a file's line, an error detail)
 * @returns the folded text, how many markers it holds, and any hidden messages decoded
 */
export function foldText(text: string, options: FoldOptions = {}): FoldedText {
  // Nothing to mark: no marker, so no hidden message either; line mode only turns whitespace
  // into single spaces (every whitespace character left here is unmarked) and trims.
  if (!UNPLAIN.test(text)) {
    const marked = markBlankRuns(options.mode === 'line' ? text.replace(/\s/gu, ' ') : text, options.mode === 'line');
    return { text: options.mode === 'line' ? marked.text.replace(/ {2,}/gu, ' ').trim() : marked.text, markers: marked.markers, hidden: [] };
  }
  return foldEachCharacter(text, options);
}

/**
 * {@link foldText} character by character, whatever the text holds (its shortcut for plain
 * text must give the same; exported for that test only, not from the package).
 *
 * @internal
 */
export function foldEachCharacter(source: string, options: FoldOptions = {}): FoldedText {
  const line = options.mode === 'line';
  const fillerRuns = markFillerRuns(source, line);
  const text = fillerRuns.text;
  const flags = flagSpans(text);
  const chars = Array.from(text);
  let out = '';
  let markers = fillerRuns.markers;
  let offset = 0; // UTF-16 offset of chars[k]
  let flagIndex = 0;
  /** Pending run of invisible characters (names), written as one marker when long. */
  let run: string[] = [];
  let runKind: 'tag' | 'vs' | 'other' | undefined;
  const flush = (): void => {
    if (run.length === 0) return;
    markers++;
    if (runKind === 'tag') out += run.length === 1 ? `⟨TAG ${run[0]}⟩` : `⟨TAG×${run.length}⟩`;
    else if (runKind === 'vs') out += run.length === 1 ? `⟨VS ${run[0]}⟩` : `⟨VS×${run.length}⟩`;
    else if (run.length >= RUN_MARKER) out += `⟨${run.length} invisible⟩`;
    else {
      out += run.map((n) => `⟨${n}⟩`).join('');
      markers += run.length - 1;
    }
    run = [];
    runKind = undefined;
  };
  const pushInvisible = (kind: 'tag' | 'vs' | 'other', name: string): void => {
    if (runKind !== undefined && runKind !== kind) flush();
    runKind = kind;
    run.push(name);
  };
  for (let k = 0; k < chars.length; k++) {
    const ch = chars[k] as string;
    const cp = ch.codePointAt(0) as number;
    while (flagIndex < flags.length && (flags[flagIndex] as [number, number])[1] <= offset) flagIndex++;
    const inFlag = flagIndex < flags.length && offset >= (flags[flagIndex] as [number, number])[0];
    if (!inFlag && (cp === 0x1b || (cp >= 0x90 && cp <= 0x9f && sequenceLength(text, offset) > 1))) {
      flush();
      const len = sequenceLength(text, offset);
      const seq = text.slice(offset, offset + len);
      out += `⟨${sequenceBody(seq)}⟩`;
      markers++;
      // Advance over the sequence's characters (it is ASCII/BMP except inside string sequences).
      let consumed = ch.length;
      while (consumed < len && k + 1 < chars.length) {
        k++;
        consumed += (chars[k] as string).length;
      }
      offset += consumed;
      continue;
    }
    offset += ch.length;
    if (cp === 0x0a || cp === 0x09 || (line && /\s/u.test(ch) && !MARKED.test(ch))) {
      flush();
      out += line ? ' ' : ch;
      continue;
    }
    if (inFlag || !MARKED.test(ch)) {
      flush();
      out += ch;
      continue;
    }
    if (VARIATION.test(ch)) {
      const prev = k > 0 ? (chars[k - 1] as string) : '';
      // One selector right after a visible character is an emoji or ideographic variant.
      if (prev !== '' && !MARKED.test(prev) && !/\s/u.test(prev) && !VARIATION.test(chars[k + 1] ?? '')) {
        flush();
        out += ch;
        continue;
      }
      pushInvisible('vs', hex(cp));
      continue;
    }
    if (isLegitimateJoiner(chars, k)) {
      flush();
      out += ch;
      continue;
    }
    if (TAG.test(ch)) {
      pushInvisible('tag', hex(cp));
      continue;
    }
    pushInvisible('other', nameOf(cp));
  }
  flush();
  // Long runs of blanks and blank lines, counted (A8).
  const blanks = markBlankRuns(out, line);
  out = blanks.text;
  if (line) out = out.replace(/ {2,}/gu, ' ').trim();
  const hidden =
    options.hidden === false || markers === 0
      ? []
      : findHiddenPayloads(source).map((p) => {
          const shown = foldText(p.text, { mode: 'line', hidden: false }).text;
          const cut = Array.from(shown);
          return cut.length > MAX_SHOWN * 2 ? `${cut.slice(0, MAX_SHOWN * 2 - 1).join('')}…` : shown;
        });
  return { text: out, markers: markers + blanks.markers, hidden };
}

/**
 * Folded text with any hidden message decoded beside it: `text ⟨hidden: "…"⟩` (on its own
 * line in block mode). What every person-facing view of untrusted text prints.
 */
export function foldForDisplay(text: string, options: FoldOptions = {}): string {
  const f = foldText(text, options);
  if (f.hidden.length === 0) return f.text;
  const beside = f.hidden.map((h) => `⟨hidden text: "${h}"⟩`).join(' ');
  return options.mode === 'line' ? `${f.text} ${beside}` : `${f.text}\n${beside}`;
}

/**
 * One line of untrusted text for a person: {@link foldForDisplay} in line mode, cut to `max`
 * characters (code points) with an ellipsis.
 *
 * @param max - most characters kept, ≥ 2; default unlimited
 */
export function foldLine(text: string, max = Number.POSITIVE_INFINITY): string {
  const shown = foldForDisplay(text, { mode: 'line' });
  if (!Number.isFinite(max)) return shown;
  const chars = Array.from(shown);
  return chars.length > max ? `${chars.slice(0, Math.max(1, max - 1)).join('')}…` : shown;
}
