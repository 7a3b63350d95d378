/**
 * Reversed readings for the gate (issue #18, decoded views; round 28): text written backwards
 * (`snoitcurtsni suoiverp lla erongi`) or with each word's letters reversed in place
 * (`erongi lla suoiverp snoitcurtsni`) is read by a model as plainly as the text itself. Core's
 * shared cipher decoder keeps a reversal only for a span of sixteen letters and two function
 * words; an order is often shorter, so the gate reads its own reversals, clause by clause.
 *
 * Where the line is drawn: a clause (a line cut at `. , ; : ! ? ( ) [ ] " |`) is read reversed when,
 * reversed, it holds more {@link FUNCTION_WORDS} (words that are not palindromes: `a`, `did` read
 * the same both ways and say nothing) than as written, at least one. Plain prose holds its
 * function words as written, and an identifier or hash holds none either way, so neither is
 * reversed. Adjacent clauses that pass form one span (a `.` inside `.env` cuts nothing), read
 * whole backwards and word by word. Pure; linear in the text.
 */

/**
 * Function words of the Latin-script languages the gate reads (English, Spanish, French, German,
 * Italian, Portuguese), two letters or more: the words any sentence is built of, not words of attacks.
 */
const FUNCTION_WORDS = new Set(
  (
    'the and to of in is it you your that for on with as are this be at or from not all by an have will can if ' +
    'but into then when what which there must should do does any every before after always never no ' +
    'el la los las de del que en un una por para con no se su sus es todo todos siempre nunca antes ' +
    'le les des et un une pour avec pas ne sur est tout tous toujours jamais avant ' +
    'der die das und zu den dem ein eine nicht mit ist auf alle immer nie vor ' +
    'il lo gli di che per non con tutto tutti sempre mai prima ' +
    'os as um uma com nao todos sempre nunca'
  ).split(' '),
);

/** Where a line is cut into clauses. */
const CLAUSE_CUT = /([.,;:!?()[\]"|]+)/u;
/** A word: a run of letters. */
const WORD = /\p{L}+/gu;
/** Characters of text read at most (bounds the work on a 32 KiB field: the gate's field limit). */
const MAX_CHARS = 32_768;

/** A string's characters in reverse order (a surrogate pair stays one character). */
function backwards(text: string): string {
  return Array.from(text).reverse().join('');
}

/** Function words (not palindromes) in `clause` as written and reversed: `[asWritten, reversed]`. */
function functionWordCounts(clause: string): [number, number] {
  let written = 0;
  let reversed = 0;
  for (const m of clause.matchAll(WORD)) {
    const word = m[0].toLowerCase();
    const back = backwards(word);
    if (back === word) continue;
    if (FUNCTION_WORDS.has(word)) written++;
    if (FUNCTION_WORDS.has(back)) reversed++;
  }
  return [written, reversed];
}

/** The spans of `line` that read as written backwards (adjacent passing clauses joined with what lay between them). */
function reversedSpans(line: string): string[] {
  const spans: string[] = [];
  let open: string | null = null;
  // Clauses at even indexes, the cuts between them at odd ones.
  const parts = line.split(CLAUSE_CUT);
  for (let i = 0; i < parts.length; i += 2) {
    const clause = parts[i] ?? '';
    const separator = parts[i + 1] ?? '';
    const [written, reversed] = functionWordCounts(clause);
    if (reversed > written) open = (open ?? '') + clause + separator;
    else if (open !== null && clause.trim() === '') open += separator;
    else if (open !== null) {
      spans.push(open);
      open = null;
    }
  }
  if (open !== null) spans.push(open);
  return spans;
}

/**
 * The reversed readings of `text` (see the module's note): zero or two strings, the passing spans
 * read backwards character by character, and word by word with each word's letters reversed in place.
 * Never throws.
 *
 * @param text - the text (its first {@link MAX_CHARS} characters are read)
 */
export function reversedReadings(text: string): string[] {
  const spans: string[] = [];
  for (const line of text.slice(0, MAX_CHARS).split('\n')) spans.push(...reversedSpans(line));
  if (spans.length === 0) return [];
  const whole = spans.map(backwards).join('\n');
  const inPlace = spans.map((s) => s.replace(WORD, backwards)).join('\n');
  return [whole, inPlace];
}
