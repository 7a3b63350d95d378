/**
 * The value of an HTML password field (session 59): `<input type=password value=…>`, its attributes
 * in any order, quoted with `"` or `'` or unquoted (WHATWG HTML "Attributes": the three value
 * syntaxes; "The input element", type=password: the value is the password). A field named by a
 * credential word (`name="password" value="…"`) is read by the label rules already; this reads the
 * type, whatever the name. An empty value, a template (`{{ form.password }}`, `<%= … %>`, `${pw}`)
 * or a JSX expression (`value={password}`) is kept.
 */
import { PLACEHOLDER_VALUES } from './contextPatterns.js';
import { type SecretPattern, scan } from './shapes.js';

/** An input element's start tag: its attributes (group `attrs`, at most 2048 characters, no `<` or `>`). */
const INPUT_TAG = scan('<input(?<attrs>[ \\t\\r\\n/][^<>]{0,2047})>', 'i');

/** One attribute: its name and, after `=`, a double-quoted, single-quoted or unquoted value (groups `dq`, `sq`, `bare`). */
const ATTRIBUTE = /(?<name>[^\s"'=<>/`]{1,64})(?:[ \t\r\n]{0,8}=[ \t\r\n]{0,8}(?:"(?<dq>[^"]{0,1024})"|'(?<sq>[^']{0,1024})'|(?<bare>[^\s"'=<>`]{1,1024})))?/dg;

/** The value of a password input: the `value` attribute's text when the tag's `type` is `password`. */
function* passwordValue(scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const offset = ((match.indices as RegExpIndicesArray).groups?.attrs as [number, number])[0];
  let password = false;
  let value: readonly [number, number] | undefined;
  for (const attribute of groupsOf(match)) {
    const name = (attribute.groups?.name as string).toLowerCase();
    const indices = (attribute.indices as RegExpIndicesArray).groups ?? {};
    const range = indices.dq ?? indices.sq ?? indices.bare;
    if (range === undefined) continue;
    if (name === 'type') password = scanned.slice(offset + range[0], offset + range[1]).toLowerCase() === 'password';
    else if (name === 'value') value = [offset + range[0], offset + range[1]];
  }
  if (password && value !== undefined && value[1] > value[0] && scanned.charAt(value[0]) !== '{' && !scanned.startsWith('[REDACTED:', value[0])) yield value;
}

/** The attributes of a matched tag, read from its `attrs` group. */
function groupsOf(match: RegExpMatchArray): IterableIterator<RegExpMatchArray> {
  return (match.groups?.attrs as string).matchAll(ATTRIBUTE);
}

/** The value of an `<input type=password>`. */
export const HTML_INPUT_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source:
      'WHATWG HTML specification (Living Standard) "The input element" (type=password: the value is the password) and "Attributes" (double-quoted, single-quoted and unquoted values)',
    description: 'The value attribute of an <input type=password> element, its attributes in any order, quoted or not',
    keywords: ['<input'],
    pattern: INPUT_TAG,
    cells: passwordValue,
    allowlist: PLACEHOLDER_VALUES,
  },
];
