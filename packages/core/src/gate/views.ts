import { decodeHTMLStrict } from 'entities';
import { decodeEscapes, foldHomoglyphs, normalizeForDetection } from '../decode/index.js';

/**
 * The forms of one text that the gate's rules read (DESIGN.md §2.2): the raw text, the NFKC
 * form with invisible characters removed (`ig\u200Bnore` → `ignore`) and replaced by spaces
 * (`ignore\u200Bprevious` → `ignore previous`), and a canonical form of each with HTML
 * comments opened, character references and escapes decoded (`&lt;`, `ign&#111;re`, `\\x69`)
 * and look-alike letters folded. Text under a
 * right-to-left override is also read in the order it is displayed.
 */
export interface DetectionViews {
  /** Distinct forms to run the rules on. */
  readonly views: readonly string[];
  /** The NFKC form with invisible characters removed (input to the decoders). */
  readonly joined: string;
  /**
   * The views sentences are read in for mood and hazards: every view but the text as written when it holds invisible
   * characters — its words are read with those characters removed (`joined`) and read as spaces (`spaced`), and a
   * zero-width character between two letters breaks no word for a pattern's `\s` (issue #18, bounded cost: the raw form
   * was a third 32 KiB reading of a zero-width fill).
   */
  readonly readable: readonly string[];
  /** True when the text holds a non-orthographic invisible character. */
  readonly obfuscated: boolean;
}

const RLO = '\u202E';
/** An override runs to a pop (PDF U+202C / PDI U+2069), a line end, or the end of the text. */
const OVERRIDDEN = /\u202E([^\u202C\u2069\n]*)/gu;

/** Collapses runs of horizontal whitespace so no rule ever meets a long blank run. */
function collapse(text: string): string {
  return text.replace(/[^\S\n]+/gu, ' ');
}

/**
 * Puts an HTML comment's body (and a markdown `[//]: # (…)` comment's) on a line of its own. A
 * markdown comment is a link reference definition: it starts a line, indented three spaces at most.
 */
function openComments(text: string): string {
  return text.replace(/<!--|-->/gu, '\n').replace(/^ {0,3}\[[^\]\n]{0,40}\]:\s*(?:#|<>)\s*\(/gmu, '\n');
}

/** The character of a named HTML reference (WHATWG HTML's table, through `entities`), or undefined for a name it does not know. */
function namedReference(name: string): string | undefined {
  const reference = `&${name};`;
  const decoded = decodeHTMLStrict(reference);
  return decoded === reference ? undefined : decoded;
}

/**
 * Percent-encoded runs read as UTF-8 (`%69gnore`). The shared decoder leaves ASCII runs as
 * written (redaction reads them in its own view); an agent reads straight through them. A run
 * that is not UTF-8 stays as written.
 */
function decodePercentRuns(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/gu, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Layers of escapes decoded: `&amp;#105;` is `&#105;` after one, `i` after two. */
const ESCAPE_LAYERS = 2;

/**
 * `text` with the escapes an agent reads through decoded in place by core's shared decoder
 * (../decode/escapes.ts: C-family `\\xNN`, `\\uNNNN`, `\\u{…}`, octal bytes; HTML numeric and
 * named references; quoted-printable UTF-8) and percent runs, up to {@link ESCAPE_LAYERS} layers.
 */
function unescapeAll(text: string): string {
  let out = text;
  for (let layer = 0; layer < ESCAPE_LAYERS; layer++) {
    const next = decodeEscapes(decodePercentRuns(out), ['c', 'html', 'quoted-printable'], { named: namedReference });
    if (next === out) break;
    out = next;
  }
  return out;
}

/** The text as displayed: each right-to-left-overridden run reversed. */
function displayOrder(raw: string): string {
  return raw.replace(OVERRIDDEN, (_m, run: string) => Array.from(run).reverse().join(''));
}

/**
 * Builds the distinct views of `text` (see {@link DetectionViews}). Never throws.
 *
 * @param text - any string (a free-text field, up to 32 KiB)
 */
export function buildViews(text: string): DetectionViews {
  const forms = normalizeForDetection(text);
  // A set: each distinct form is read once, in the order added.
  const views = new Set<string>();
  const addWithCanon = (s: string): void => {
    const collapsed = collapse(s);
    views.add(collapsed);
    views.add(foldHomoglyphs(unescapeAll(openComments(collapsed))));
  };
  addWithCanon(forms.joined);
  addWithCanon(forms.spaced);
  const readable = [...views];
  views.add(collapse(forms.raw));
  if (!forms.obfuscated) readable.push(collapse(forms.raw));
  // Stryker disable next-line ConditionalExpression: a shortcut only — without an override the display order is the text itself.
  if (text.includes(RLO)) {
    const displayed = normalizeForDetection(displayOrder(text));
    addWithCanon(displayed.joined);
    addWithCanon(displayed.spaced);
    readable.push(...[...views].filter((v) => !readable.includes(v) && v !== collapse(forms.raw)));
  }
  return { views: [...views], readable: [...new Set(readable)], joined: forms.joined, obfuscated: forms.obfuscated };
}
