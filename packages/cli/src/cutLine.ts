/** A redaction marker as core's `redactionMarker` writes it: `[REDACTED:<kind>]`. */
const MARKER = /\[REDACTED:[\w-]{1,60}\]/gu;

/**
 * `text` cut to at most `max` characters (code points), ending in `…` when cut — never inside a
 * redaction marker: a marker cut in two ("GITHUB_TOKEN=[REDACTED:git…") reads as a value to the
 * redaction every line passes on its way out, which marked it again under another label
 * (walk 7, item 12: `[REDACTED:secret-assignment]…` on an 80-column `cairn review`). A marker
 * the cut would split is left out whole, and the cut falls before it.
 */
export function cutLine(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, Math.max(0, max - 1)).join('');
  for (const m of text.matchAll(MARKER)) {
    const start = m.index ?? 0;
    if (start >= head.length) break;
    if (start + m[0].length > head.length) return `${head.slice(0, start).trimEnd()}…`;
  }
  return `${head}…`;
}
