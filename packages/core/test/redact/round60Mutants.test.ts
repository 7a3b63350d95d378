// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Exact tests for the mutants Stryker left alive in the session-59 redaction changes and their
 * neighbours (run of 2026-12-07, lead60): htmlInputs.ts, pairedCredentials.ts, continuedLines.ts,
 * contextPatterns.ts (labelStarts, ownerGlued, blockScalarLines), inputPatterns.ts (hereDocBody,
 * seedWords, selectedPasswords). Each rule is run directly — its expression over a text, then its
 * `cells` or `verify` on each match, or the exported function — and the exact `[from, to)` ranges,
 * ends or booleans are asserted, so a changed operator, bound or branch changes the output. Every
 * fixture value is fake and assembled at run time; no loop here is longer than its input.
 */
import { describe, expect, test } from 'vitest';
import { labelStarts } from '../../src/redact/contextPatterns.js';
import { continuedValueEnd } from '../../src/redact/continuedLines.js';
import { HTML_INPUT_PATTERNS } from '../../src/redact/htmlInputs.js';
import { PAIRED_CREDENTIAL_PATTERNS } from '../../src/redact/pairedCredentials.js';
import { base64LinesView } from '../../src/redact/rewrittenViews.js';
import { SECRET_PATTERNS } from '../../src/redact/patterns.js';
import type { SecretPattern } from '../../src/redact/shapes.js';

/** Each match's cells, as `from-to:text`, flat. */
const cells = (p: SecretPattern, text: string): string[] =>
  [...text.matchAll(p.pattern)].flatMap((m) => [...(p.cells?.(text, m) ?? [])].map(([f, t]) => `${f}-${t}:${text.slice(f, t)}`));
/** Where each needle stands, searched in order from the end of the one before: the expected `from-to:text`. */
const spans = (text: string, needles: readonly string[]): string[] => {
  let from = 0;
  return needles.map((n) => {
    const at = text.indexOf(n, from);
    if (at < 0) throw new Error(`fixture: ${n} not in text`);
    from = at + n.length;
    return `${at}-${at + n.length}:${n}`;
  });
};
/** The one pattern of the table whose description starts with `head`. */
const rule = (head: string): SecretPattern => {
  const found = SECRET_PATTERNS.filter((p) => p.description.startsWith(head));
  if (found.length !== 1) throw new Error(`fixture: ${found.length} rules start with ${head}`);
  return found[0] as SecretPattern;
};

const MIXED = 'Fa9kEq2Wz7Rt4Ym8Pn3Lx6Vb1Hc5Jd0Gs';
/** `length` characters cycled from a mixed-case alphabet with digits (fake). */
const fake = (length: number): string => Array.from({ length }, (_, i) => MIXED[i % MIXED.length]).join('');

describe('htmlInputs passwordValue', () => {
  const [INPUT] = HTML_INPUT_PATTERNS as [SecretPattern];
  const pw = 'Tr0ub4dor-' + fake(6);

  test('a bare attribute named value (no `=`) is skipped, before or after the real one', () => {
    const a = `<input type=password value value="${pw}">`;
    expect(cells(INPUT, a)).toEqual(spans(a, [pw]));
    const b = `<input type=password value="${pw}" value >`;
    expect(cells(INPUT, b)).toEqual(spans(b, [pw]));
    const c = `<input type value=${pw}>`;
    expect(cells(INPUT, c)).toEqual([]);
  });

  test('a value that opens with `{` (a template or JSX expression) is kept; one with `{` later goes', () => {
    expect(cells(INPUT, '<input type="password" value="{pw}">')).toEqual([]);
    const later = `<input type="password" value="${pw}{x}">`;
    expect(cells(INPUT, later)).toEqual(spans(later, [`${pw}{x}`]));
  });

  test('a value that is a marker already is kept', () => {
    expect(cells(INPUT, '<input type="password" value="[REDACTED:secret-assignment]">')).toEqual([]);
    const after = `<input type="password" value="x[REDACTED:y]">`;
    expect(cells(INPUT, after)).toEqual(spans(after, ['x[REDACTED:y]']));
  });
});

describe('pairedCredentials: privateLines and pairedIndex', () => {
  const PAIRED = PAIRED_CREDENTIAL_PATTERNS[2] as SecretPattern;
  const LINES = PAIRED_CREDENTIAL_PATTERNS[4] as SecretPattern;

  test('Private-Lines: 0 yields no range (not an empty one)', () => {
    expect(cells(LINES, `Private-Lines: 0\nAAAA${fake(20)}\n`)).toEqual([]);
    const one = `Private-Lines: 1\nAAAA${fake(20)}\nBBBB${fake(8)}\n`;
    expect(cells(LINES, one)).toEqual(spans(one, [`AAAA${fake(20)}`]));
  });

  test('verify on a match of no pair (no named groups) says no and does not throw', () => {
    const stray = 'x'.match(/x/d) as RegExpMatchArray;
    expect(PAIRED.verify?.('x', stray)).toBe(false);
  });
});

describe('continuedLines continuedValueEnd', () => {
  const value = fake(12);
  const head = 'K=' + value;

  test('a value followed on its own line by more text is no wrapped value: the line break must come after blanks only', () => {
    const text = head + 'Ab9cdEfgh1\nnext';
    expect(continuedValueEnd(text, 2, head.length)).toBe(head.length);
    const spaced = head + '  \n' + fake(10);
    expect(continuedValueEnd(spaced, 2, head.length)).toBe(spaced.length);
  });

  test('a rest of 510 characters is read whole (the line is read up to 16 blanks + 520 characters)', () => {
    const rest = fake(510);
    const text = `${head}\n${rest}\nnext words`;
    expect(continuedValueEnd(text, 2, head.length)).toBe(head.length + 1 + 510);
    const indented = `${head}\n${' '.repeat(16)}${rest}\n`;
    expect(continuedValueEnd(indented, 2, head.length)).toBe(head.length + 1 + 16 + 510);
  });

  test('lines as wide as the first go on, a narrower one is the last, a closing quote ends the value', () => {
    const r = fake(10);
    const text = `K="${value}\n${r}\n${r}\n${fake(9)}\n${fake(9)}`;
    expect(continuedValueEnd(text, 3, 3 + value.length)).toBe(text.length - 10);
    const quoted = `K="${value}\n${r}"\n${r}`;
    expect(continuedValueEnd(quoted, 3, 3 + value.length)).toBe(quoted.indexOf('"\n'));
  });
});

describe('contextPatterns labelStarts and ownerGlued', () => {
  test('a credential word opens a camelCase compound only at the label start', () => {
    expect(labelStarts('mysecretKey', 0 + 2, 'secretKey')).toBe(true);
    expect(labelStarts('xfoosecretKey', 1, 'foosecretKey')).toBe(false);
    expect(labelStarts('xfooapiKey', 1, 'fooapiKey')).toBe(false);
  });

  test('only pass, pwd or pw, whole, is glued to an owner word', () => {
    expect(labelStarts('dbpass', 2, 'pass')).toBe(true);
    expect(labelStarts('dbkey', 2, 'key')).toBe(false);
    expect(labelStarts('dbxpass', 2, 'xpass')).toBe(false);
    expect(labelStarts('dbpasskey', 2, 'passkey')).toBe(false);
    expect(labelStarts('rootpw', 4, 'pw')).toBe(true);
  });

  test('the case of the label says the case of the owner word: its first letter only', () => {
    expect(labelStarts('DBPASS', 2, 'PASS')).toBe(true);
    expect(labelStarts('dbpasS', 2, 'pasS')).toBe(true);
    expect(labelStarts('DBpass', 2, 'pass')).toBe(false);
  });

  test('the owner word is read back from the label, wherever the label stands', () => {
    const pad = ' '.repeat(50);
    expect(labelStarts(`${pad}dbpass`, 52, 'pass')).toBe(true);
    expect(labelStarts(`${pad}mysqlroot2pass`, 60, 'pass')).toBe(true);
  });

  test('the owner word must start a word: not after a letter of the other case', () => {
    expect(labelStarts('Xdbpass', 3, 'pass')).toBe(false);
    expect(labelStarts('-dbpass', 3, 'pass')).toBe(true);
  });
});

describe('contextPatterns blockScalarLines (password: | over lines)', () => {
  const BLOCK = SECRET_PATTERNS.find(
    (p) => p.description.startsWith('A one-word value in a literal or folded block scalar') && 'password: |\n  x1234567'.search(p.pattern) === 0,
  ) as SecretPattern;
  const v = fake(8);

  test('a value on the text’s last line has nothing after it: the text’s first line is not read', () => {
    const text = `        x\npassword: |\n  ${v}`;
    expect(cells(BLOCK, text)).toEqual(spans(text, [v]));
  });

  test('the last line of the text, with no line break, is read whole; a CR is taken off a line’s end only', () => {
    const text = `password: |\n  ${v}\n  ab\rcd\r\n  more1234`;
    expect(cells(BLOCK, text)).toEqual(spans(text, [v, 'ab\rcd', 'more1234']));
  });

  test('a blank line inside the block is skipped, a marker line is kept, a line indented less ends it', () => {
    const text = `password: |\n  ${v}\n \n  [REDACTED:x]\n  more1234\nnext: 1`;
    expect(cells(BLOCK, text)).toEqual(spans(text, [v, 'more1234']));
  });

  test('at most 64 lines are read', () => {
    const lines = Array.from({ length: 66 }, (_, i) => `w${String(i).padStart(3, '0')}${fake(5)}`);
    const text = `password: |\n  ${lines.join('\n  ')}\n`;
    expect(cells(BLOCK, text)).toEqual(spans(text, lines.slice(0, 64)));
  });
});

describe('inputPatterns hereDocBody, seedWords', () => {
  const HERE = rule('The body of a here-document fed to a command');
  const opener = 'kubectl create secret generic x --from-file=key=/dev/stdin <<EOF\n';

  test('a CR is taken off a line’s end only; a marker line is kept; the delimiter ends the body', () => {
    const p = 'plain-' + fake(8);
    const text = `${opener}ab\rcd\r\n[REDACTED:x]\n${p}\nEOF\nafter-${fake(8)}`;
    expect(cells(HERE, text)).toEqual(spans(text, ['ab\rcd', p]));
  });

  test('at most 200 lines of a body are read', () => {
    const lines = Array.from({ length: 202 }, (_, i) => `w${String(i).padStart(3, '0')}${fake(5)}`);
    const text = `${opener}${lines.join('\n')}\n`;
    expect(cells(HERE, text)).toEqual(spans(text, lines.slice(0, 200)));
  });

  const SEED = rule('A BIP-39 seed phrase after its name');
  const words = ['abandon', 'ability', 'able', 'about', 'above', 'absent', 'absorb', 'abstract', 'absurd', 'abuse', 'access', 'accident'];

  test('twelve listed words: the phrase up to the last of them, the word after it left', () => {
    const phrase = words.join(' ');
    const text = `mnemonic: ${phrase} xyzzy`;
    expect(cells(SEED, text)).toEqual(spans(text, [phrase]));
  });

  test('fewer than twelve listed words from the first: nothing', () => {
    const text = `mnemonic: ${[...words.slice(0, 3), 'xyzzy', ...words.slice(3)].join(' ')}`;
    expect(cells(SEED, text)).toEqual([]);
  });
});

describe('rewrittenViews base64LinesView: a line break and an escaped one in the same text', () => {
  test('the view reads both joined, and its ranges are ranges of the raw text', () => {
    const [a, b, c, d] = ['QUJD'.repeat(5), 'REVG'.repeat(5), 'SEhJ'.repeat(5), 'S0xN'];
    const raw = `${a}\n${b}\n"${c}\\n${d}"`;
    const view = base64LinesView(raw);
    expect(view?.text).toBe(`${a}${b}\n"${c}${d}"`);
    const at = (view?.text as string).indexOf(c);
    expect(view?.toRaw(at, at + c.length + d.length)).toEqual([raw.indexOf(c), raw.indexOf(d) + d.length]);
    expect(view?.toRaw(0, a.length + b.length)).toEqual([0, a.length + 1 + b.length]);
  });
});
