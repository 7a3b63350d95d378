import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';

/** What a `//` or `/* *\/` comment is called where it goes wrong ({@link jsonWhere}). */
export const COMMENT = 'a comment (JSON has none)';

/**
 * What each of jsonc-parser's error codes (3.3.1, `printParseErrorCode`) means, in words a person
 * fixing a settings file by hand reads at once.
 */
const SAID: Readonly<Record<string, string>> = {
  InvalidSymbol: 'a word without quotes (text in JSON is in double quotes; true, false and null are the only bare words)',
  InvalidNumberFormat: 'a number JSON cannot read',
  PropertyNameExpected: 'a name in double quotes was expected (a trailing comma before a closing brace?)',
  ValueExpected: 'a value was expected (a trailing comma, or a missing value?)',
  ColonExpected: 'a colon was expected after the name',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'the file should end here (text after the closing brace)',
  InvalidCommentToken: COMMENT,
  UnexpectedEndOfComment: 'a comment that is not closed',
  UnexpectedEndOfString: 'the string that starts here is not closed (its closing " is missing on this line)',
  UnexpectedEndOfNumber: 'a number that ends too early',
  InvalidUnicode: 'a \\u escape that is not four hex digits',
  InvalidEscapeCharacter: 'a backslash escape JSON does not have',
  InvalidCharacter: 'a character JSON does not allow here (a line break or tab inside a string?)',
};

/**
 * Where a JSON document that `JSON.parse` refused first goes wrong, as jsonc-parser (strict: no
 * comments, no trailing comma) reads it: ` at line L, column C: <what>`, line and column 1-based,
 * the column in characters (code points). The text at that place is never quoted (a settings file
 * may hold a secret). An empty string when jsonc-parser finds nothing wrong (it and V8 disagree).
 *
 * @param text - the document as read (UTF-8 decoded)
 */
export function jsonWhere(text: string): string {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) return '';
  const code = printParseErrorCode(first.error);
  const before = text.slice(0, Math.min(first.offset, text.length)).split('\n');
  const line = before.length;
  const column = Array.from(before.at(-1) ?? '').length + 1;
  return ` at line ${line}, column ${column}: ${SAID[code] ?? code}`;
}
