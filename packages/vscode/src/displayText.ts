/**
 * Text shaping for the editor's UI. Memory text is untrusted: before it reaches a label, a
 * modal or a tooltip it is put on one line (so it cannot forge an "Origin: user" line under
 * the real one), invisible format characters are shown as code points (a bidi override could
 * otherwise make the person read something other than what is stored), and it is shortened.
 */

// Unicode "Cf" (format) characters: zero-width, bidi controls, tag characters, soft hyphen…
const FORMAT_CHARACTERS = /\p{Cf}/gu;
// C0/C1 controls other than the whitespace collapsed below.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;

/** `U+202E` for one character. */
function codePoint(ch: string): string {
  return `⟨U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

/**
 * One line of untrusted text for display: whitespace runs become one space, format and
 * control characters become visible `⟨U+XXXX⟩` markers, and the result is cut to `max`
 * characters with an ellipsis.
 *
 * @param max - most characters kept (default 200)
 */
export function displayText(text: string, max = 200): string {
  const line = text.replace(FORMAT_CHARACTERS, codePoint).replace(CONTROL_CHARACTERS, codePoint).replace(/\s+/gu, ' ').trim();
  const chars = [...line];
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('')}…`;
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
 * inside), with format characters made visible. Line breaks are kept.
 */
export function codeBlock(text: string): string {
  const body = text.replace(FORMAT_CHARACTERS, codePoint).replace(CONTROL_CHARACTERS, codePoint);
  let longest = 0;
  for (const run of body.match(/`+/gu) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}text\n${body}\n${fence}`;
}
