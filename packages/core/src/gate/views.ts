import { foldHomoglyphs, normalizeForDetection, unescapeInline } from '../decode/index.js';

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
  /** True when the text holds a non-orthographic invisible character. */
  readonly obfuscated: boolean;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };
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

/** Decodes the few named entities a prompt-breaking tag is written with (`&lt;/memory&gt;`). */
function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|nbsp);/gu, (_m, name: string) => NAMED_ENTITIES[name] ?? '');
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
    views.add(foldHomoglyphs(unescapeInline(decodeEntities(openComments(collapsed)))));
  };
  addWithCanon(forms.joined);
  addWithCanon(forms.spaced);
  views.add(collapse(forms.raw));
  // Stryker disable next-line ConditionalExpression: a shortcut only — without an override the display order is the text itself.
  if (text.includes(RLO)) {
    const displayed = normalizeForDetection(displayOrder(text));
    addWithCanon(displayed.joined);
    addWithCanon(displayed.spaced);
  }
  return { views: [...views], joined: forms.joined, obfuscated: forms.obfuscated };
}
