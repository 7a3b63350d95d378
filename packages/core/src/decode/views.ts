import { type DecodedText, findEncodedTexts } from './encodings.js';
import { findHiddenPayloads, type HiddenPayload } from './hidden.js';
import { normalizeForDetection } from './invisible.js';
import { joinStringLiterals } from './literals.js';
import { foldLeet, rejoinBrokenWords, rejoinSpacedLetters, rot13Reading } from './transforms.js';

/**
 * The decoded views of one text: every form in which a reader (a person, or a model) may read
 * something the raw characters do not plainly say. The instruction gate reads each of them;
 * redaction reads the ones that can hide a credential. Nothing here rewrites stored text.
 */
export interface DecodedViews {
  /** The input, unchanged. */
  readonly raw: string;
  /** NFKC with every invisible character (zero-width, bidi, tag, control, variation selector) removed. */
  readonly joined: string;
  /** NFKC with every invisible character replaced by a space (`ignore\u200Bprevious` → `ignore previous`). */
  readonly spaced: string;
  /** True when the text holds an invisible character that is not orthography (DESIGN.md §2.2 flag `obfuscated`). */
  readonly obfuscated: boolean;
  /** `joined` with letter-spaced runs and words broken across line ends joined again; equal to `joined` when there are none. */
  readonly rejoined: string;
  /** `joined` with leetspeak read as letters; equal to `joined` when there is none. */
  readonly unleet: string;
  /** `joined` with string literals that code joins (an array of literals, `+`, interpolated literals) read as one string; equal to `joined` when there are none. */
  readonly literals: string;
  /** Texts decoded from base64, hex, `\xNN`/`\uNNNN`, HTML numeric references, `%NN`, 0/1 bits, or rot13. */
  readonly decoded: readonly DecodedText[];
  /** Messages hidden in invisible characters (tag characters, variation selectors, zero-width bits). */
  readonly hidden: readonly HiddenPayload[];
}

/**
 * Builds the decoded views of `text` (see {@link DecodedViews}). Linear in the text; decoded
 * texts are at most 64 K characters in all. Decoded texts are not decoded again here: a caller
 * that reads nested encodings calls this on each decoded text, to a depth it bounds.
 *
 * @param text - any string (a free-text field, up to 32 KiB)
 * @returns the views; never throws
 */
export function decodedViews(text: string): DecodedViews {
  const forms = normalizeForDetection(text);
  const decoded = findEncodedTexts(forms.joined);
  const rot = rot13Reading(forms.joined);
  const hidden = forms.obfuscated ? findHiddenPayloads(text) : [];
  return {
    raw: text,
    joined: forms.joined,
    spaced: forms.spaced,
    obfuscated: forms.obfuscated,
    rejoined: rejoinBrokenWords(rejoinSpacedLetters(forms.joined)),
    unleet: foldLeet(forms.joined),
    literals: joinStringLiterals(forms.joined)?.text ?? forms.joined,
    decoded: rot === null ? decoded : [...decoded, { encoding: 'rot13', text: rot }],
    hidden,
  };
}
