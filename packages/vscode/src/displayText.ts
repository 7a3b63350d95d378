/**
 * Text shaping for the editor's UI. Memory text is untrusted: before it reaches a label, a
 * modal or a tooltip it goes through core's one folding of text for a person's eyes
 * (`foldText`/`foldLine`: escape sequences, controls, bidi and invisible characters as visible
 * markers, a message hidden in invisible characters decoded beside), so a bidi override cannot
 * make the person read something other than what is stored; one-line forms also cannot forge
 * an "Origin: user" line under the real one.
 */
import { foldLine, foldText } from '@cairn/session';

/**
 * One line of untrusted text for display: folded (core's `foldLine`: markers for hidden
 * characters, whitespace runs as one space) and cut to `max` characters with an ellipsis.
 *
 * @param max - most characters kept (default 200)
 */
export function displayText(text: string, max = 200): string {
  return foldLine(text, max);
}

/**
 * A Markdown code span that no backtick in `text` can close (CommonMark: the span closes on a
 * run of the same length), so the text renders literally: no links, images or HTML.
 */
export function codeSpan(text: string): string {
  const line = displayText(text, 400);
  let longest = 0;
  for (const run of line.match(/`+/gu) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

/**
 * A fenced Markdown code block holding `text` literally (a fence longer than any backtick run
 * inside), folded with its line breaks kept; a hidden message is decoded on a line after it.
 */
export function codeBlock(text: string): string {
  const folded = foldText(text, { mode: 'block' });
  const body = [folded.text, ...folded.hidden.map((h) => `⟨hidden text: "${h}"⟩`)].join('\n');
  let longest = 0;
  for (const run of body.match(/`+/gu) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}text\n${body}\n${fence}`;
}
