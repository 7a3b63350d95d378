/**
 * The one table of HTML named character references that redaction's decoded views read
 * (./htmlReferences.ts, ./escapedCharacters.ts): the `entities` package's strict HTML decoder,
 * which holds the WHATWG HTML Living Standard's whole table ("Named character references",
 * entities.json) and is the decoder ../observe/readEscapes.ts reads references with, so
 * redaction and observation read a name alike.
 */
import { decodeHTMLStrict } from 'entities';

/**
 * Characters a reader takes for another one: `&hyphen;` and `&dash;` stand for U+2010 HYPHEN,
 * which Unicode TR #39 confusables.txt reads as `-`, so detection reads a dash.
 */
const READ_AS: Readonly<Record<string, string>> = { '\u2010': '-' };

/** Names of the standard looked up so far (a text repeats its references); unknown names are not kept, so it holds at most the standard's table. */
const known = new Map<string, string>();

/**
 * The text a named reference `&name;` stands for (one or two code points; names are
 * case-sensitive: `&Colon;` is U+2237, not `:`), with {@link READ_AS} applied, or undefined when
 * the standard has no such name (`&nosuchname;`; `&ampfoo;` is no name either, read whole).
 *
 * @param name - the letters and digits between `&` and `;`
 * @returns the decoded text, or undefined. Never throws.
 */
export function namedReference(name: string): string | undefined {
  const cached = known.get(name);
  if (cached !== undefined) return cached;
  const written = `&${name};`;
  const decoded = decodeHTMLStrict(written);
  if (decoded === written) return undefined;
  const char = READ_AS[decoded] ?? decoded;
  known.set(name, char);
  return char;
}
