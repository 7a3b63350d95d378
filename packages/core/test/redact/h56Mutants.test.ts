/**
 * Exact tests for the rules h56 added (redact/tableColumns.ts, seedPhrases.ts, passphraseWords.ts,
 * walletKeys.ts), written against the mutants Stryker left alive (notes/h56-survivors.txt). Each
 * rule is run directly — its expression over a text, then its `cells` or `verify` on each match —
 * and the exact `[from, to)` ranges or booleans are asserted, so a changed operator, bound or
 * branch changes the output. Fixture values are assembled at run time; BIP-39 phrases come from
 * fixed entropy through @scure/bip39 (checksums computed by the library, not by the code tested).
 */
import { entropyToMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, test } from 'vitest';
import { PASSPHRASE_WORD_PATTERNS } from '../../src/redact/passphraseWords.js';
import { SEED_PHRASE_PATTERNS } from '../../src/redact/seedPhrases.js';
import type { SecretPattern } from '../../src/redact/shapes.js';
import { TABLE_COLUMN_PATTERNS } from '../../src/redact/tableColumns.js';
import { WALLET_KEY_PATTERNS } from '../../src/redact/walletKeys.js';

/** Each match's cells, as `from-to:text`, one array per match. */
const cellsOf = (p: SecretPattern, text: string): string[][] =>
  [...text.matchAll(p.pattern)].map((m) => [...(p.cells?.(text, m) ?? [])].map(([f, t]) => `${f}-${t}:${text.slice(f, t)}`));
/** All cells of all matches, flat. */
const flat = (p: SecretPattern, text: string): string[] => cellsOf(p, text).flat();
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
/** verify's answer on each match. */
const verdicts = (p: SecretPattern, text: string): boolean[] => [...text.matchAll(p.pattern)].map((m) => p.verify?.(text, m) === true);

const [ALIGNED, , LATER] = TABLE_COLUMN_PATTERNS as [SecretPattern, SecretPattern, SecretPattern];
const v = (n: number | string): string => 'FAKE' + 'pw' + String(n);

describe('tableColumns: mysql / psql aligned tables (alignedCells, pipeCells, split, isValue)', () => {
  test('a boxed table after its top rule: values up to the next rule, NULL kept', () => {
    const rule = '+------+----------+';
    const text = [rule, '| user | password |', rule, `| a    | ${v('01')} |`, '| b    | NULL     |', rule, `| c    | ${v('02')} |`].join('\n');
    expect(cellsOf(ALIGNED, text)).toEqual([spans(text, [v('01')]), []]);
  });

  test('one column: a line without a pipe ends it, and so does a rule', () => {
    const a = ['| password |', '+----------+', `| ${v('03')} |`, `${v('04')}x`].join('\n');
    expect(flat(ALIGNED, a)).toEqual(spans(a, [v('03')]));
    const b = ['| password |', '+----------+', `| ${v('05')} |`, '+----------+'].join('\n');
    expect(flat(ALIGNED, b)).toEqual(spans(b, [v('05')]));
  });

  test('a row of another number of cells ends the table', () => {
    const text = [' user | password', '------+----------', ` a | ${v('06')}`, ` b | ${v('07')} | c`, ` d | ${v('08')}`].join('\n');
    expect(flat(ALIGNED, text)).toEqual(spans(text, [v('06')]));
  });

  test('pipes and blanks around a row: indented, trailing blanks, none, no leading or no trailing pipe', () => {
    const rule = '+------+----------+';
    const text = ['| user | password |', rule, `  | a | ${v('09')} |`, `| b | ${v(10)} |   `, `|c|${v(11)}|`, ` d | ${v(12)} |`, `| e | ${v(13)}`, rule].join(
      '\n',
    );
    expect(flat(ALIGNED, text)).toEqual(spans(text, [v('09'), v(10), v(11), v(12), v(13)]));
  });

  test('psql: the credential column first or last, nothing cut off its value', () => {
    const first = [' password | user', '----------+------', ` ${v(14)} | a`].join('\n');
    expect(flat(ALIGNED, first)).toEqual(spans(first, [v(14)]));
    const last = [' user | password', '------+----------', ` a | ${v(15)}`].join('\n');
    expect(flat(ALIGNED, last)).toEqual(spans(last, [v(15)]));
  });

  test('a row that starts or ends with + is a row, not a rule', () => {
    const text = [' user | password', '------+----------', `a|${v(16)}+`, `+a|${v(17)}`].join('\n');
    expect(flat(ALIGNED, text)).toEqual(spans(text, [`${v(16)}+`, v(17)]));
  });

  test('a quote opens a cell at its start (after blanks) only, and may hold the separator', () => {
    const text = [' note | password', '------+----------', ` "a|b" | ${v(18)}`, `|  "c|d" | ${v(19)}`, ` x"y | ${v(20)}`].join('\n');
    expect(flat(ALIGNED, text)).toEqual(spans(text, [v(18), v(19), v(20)]));
  });

  test('rows ending in CR LF: the CR is no part of the row', () => {
    const text = `| user | password |\n+------+----------+\n| a | ${v(21)} |\r\n| b | ${v(22)} |\r\n`;
    expect(flat(ALIGNED, text)).toEqual(spans(text, [v(21), v(22)]));
  });

  test('a table written with CR LF throughout: header, rule and rows (was: no row read)', () => {
    const boxed = ['+---+----------+', '| u | password |', '+---+----------+', `| a | ${v(23)} |`, `| b | ${v(24)} |`, '+---+----------+'].join('\r\n');
    expect(flat(ALIGNED, boxed)).toEqual(spans(boxed, [v(23), v(24)]));
    const psql = [' u | password', '---+----------', ` a | ${v(25)}`, '(1 row)', ''].join('\r\n');
    expect(flat(ALIGNED, psql)).toEqual(spans(psql, [v(25)]));
  });

  test('which cells are values: four characters on, no blank inside, no placeholder', () => {
    const four = 'Fk' + '1x';
    const values = [four, 'Fk1', 'ab"c', `"${four}"`, 'Fk ab', 'abc-', '-abc1', '$DB_PASSWD', '****', 'null'];
    const text = [' user | password', '------+----------', ...values.map((x, i) => ` u${i} | ${x}`)].join('\n');
    expect(flat(ALIGNED, text)).toEqual(spans(text, [four, 'ab"c', `"${four}"`, 'abc-', '-abc1']));
  });
});

describe('tableColumns: CSV / TSV / Markdown rows from the 128th on (laterRows)', () => {
  const csvRows = (from: number, to: number, cell: (n: number) => string, extra = ''): string[] =>
    Array.from({ length: to - from + 1 }, (_, i) => `u${from + i},${cell(from + i)}${extra}`);

  test('Markdown: delimiter rows skipped, rows counted from the first, the 128th on read', () => {
    const rows = Array.from({ length: 129 }, (_, i) => `| u${i + 1} | ${v(i + 1)} |`);
    const text = [
      '| user | password |',
      '|---|---|',
      '--- | ---',
      ...rows,
      `|a---b|${v(130)}|`,
      `| -x | ${v(131)} |`,
      '| u | NULL |',
      `| a | ${v(132)} | c |`,
      `| z | ${v(133)} |`,
    ].join('\n');
    expect(cellsOf(LATER, text)).toEqual([spans(text, [`| ${v(128)} |`, `| ${v(129)} |`, `|${v(130)}|`, `| ${v(131)} |`]).map(trimPipes)]);
  });

  test('CSV and Markdown written with CR LF: the rows from the 128th on are read (was: none)', () => {
    const csv = ['user,password', ...Array.from({ length: 129 }, (_, i) => `u${i + 1},${v(i + 1)}`), ''].join('\r\n');
    expect(flat(LATER, csv)).toEqual(spans(csv, [`u128,${v(128)}`, `u129,${v(129)}`]).map(afterComma));
    const md = ['| user | password |', '|---|---|', ...Array.from({ length: 128 }, (_, i) => `| u${i + 1} | ${v(i + 1)} |`)].join('\r\n');
    expect(flat(LATER, md)).toEqual(spans(md, [`| ${v(128)} |`]).map(trimPipes));
  });

  test('Markdown: one column is no table', () => {
    const text = ['| password |', '|---|', ...Array.from({ length: 131 }, (_, i) => `| ${v(i)} |`)].join('\n');
    expect(flat(LATER, text)).toEqual([]);
  });

  test('CSV: a pipe inside the header makes no Markdown table', () => {
    const text = ['user,password,a|b', ...csvRows(1, 130, v, ',c|d')].join('\n');
    expect(flat(LATER, text)).toEqual(spans(text, [`u128,${v(128)}`, `u129,${v(129)}`, `u130,${v(130)}`]).map(afterComma));
  });

  test('the separator: more commas than semicolons → comma; as many → comma; fewer → semicolon', () => {
    const a = ['user,password,note;x', ...csvRows(1, 129, v, ',n;y')].join('\n');
    expect(flat(LATER, a)).toEqual(spans(a, [`u128,${v(128)}`, `u129,${v(129)}`]).map(afterComma));
    const b = ['password,name;x', ...Array.from({ length: 129 }, (_, i) => `${v(i + 1)},n;y`)].join('\n');
    expect(flat(LATER, b)).toEqual(spans(b, [`\n${v(128)}`, `\n${v(129)}`]).map((s) => s.replace(/^(\d+)-(\d+):\n/u, (_, f, t) => `${Number(f) + 1}-${t}:`)));
    const c = ['name;password', ...Array.from({ length: 129 }, (_, i) => `u${i + 1};${v(i + 1)}`)].join('\n');
    expect(flat(LATER, c)).toEqual(spans(c, [`u128;${v(128)}`, `u129;${v(129)}`]).map(afterComma));
    const t = ['name\tpassword', ...Array.from({ length: 129 }, (_, i) => `u${i + 1}\t${v(i + 1)}`)].join('\n');
    expect(flat(LATER, t)).toEqual(spans(t, [`u128\t${v(128)}`, `u129\t${v(129)}`]).map(afterComma));
  });

  test('a header below a line of prose is read; a header that is a row of the table above is not', () => {
    const prose = ['some notes here', 'user,password', ...csvRows(1, 129, v)].join('\n');
    expect(cellsOf(LATER, prose)).toEqual([spans(prose, [`u128,${v(128)}`, `u129,${v(129)}`]).map(afterComma)]);
    const twice = ['user,password', 'u0,password', ...csvRows(1, 129, v)].join('\n');
    expect(cellsOf(LATER, twice)).toEqual([spans(twice, [`u127,${v(127)}`, `u128,${v(128)}`, `u129,${v(129)}`]).map(afterComma), []]);
  });

  test('a first header whose last cell opens a quote never closed: its three cells are read, the text as one line is not', () => {
    const text = ['password,x,y,"', ...Array.from({ length: 129 }, (_, i) => `${v(i + 1)},b,c`)].join('\n');
    expect(flat(LATER, text)).toEqual(
      spans(text, [`\n${v(128)}`, `\n${v(129)}`]).map((s) => s.replace(/^(\d+)-(\d+):\n/u, (_, f, t) => `${Number(f) + 1}-${t}:`)),
    );
  });
});

/** `from-to:,x` → the cell after the first separator. */
function afterComma(s: string): string {
  const m = /^(\d+)-(\d+):([^,;\t]*[,;\t])(.*)$/su.exec(s) as RegExpExecArray;
  return `${Number(m[1]) + (m[3] as string).length}-${m[2]}:${m[4]}`;
}
/** `from-to:| x |` or `|x|` → the cell between the pipes, blanks trimmed. */
function trimPipes(s: string): string {
  const m = /^(\d+)-(\d+):(\|[ ]*)(.*?)([ ]*\|)$/su.exec(s) as RegExpExecArray;
  return `${Number(m[1]) + (m[3] as string).length}-${Number(m[2]) - (m[5] as string).length}:${m[4]}`;
}

describe('seedPhrases', () => {
  const LABEL_WORDS = new Set(['seed', 'phrase', 'word', 'words', 'mnemonic', 'recovery', 'secret', 'wallet', 'electrum', 'backup', 'is']);
  /** A 12-word phrase from fixed entropy, holding no label word. */
  const phraseFrom = (seed: number): string[] => {
    for (let k = seed; ; k++) {
      const w = entropyToMnemonic(
        Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + k * 11) & 255),
        wordlist,
      ).split(' ');
      if (!w.some((x) => LABEL_WORDS.has(x))) return w;
    }
  };
  const valid = (w: readonly string[]): boolean => validateMnemonic(w.join(' '), wordlist);
  const P = phraseFrom(1);
  const listWord = (i: number): string => wordlist[(i * 97 + 13) % 2048] as string;
  /** List words for the slots of `count`, the first choice (by index) for which `ok` holds. */
  const pick = (count: number, ok: (w: string[]) => boolean): string[] => {
    for (let i = 0; i < 4000; i++) {
      const w = Array.from({ length: count }, (_, j) => listWord(i * 7 + j * 131));
      if (!w.some((x) => LABEL_WORDS.has(x)) && ok(w)) return w;
    }
    throw new Error('fixture: no words found');
  };
  const windowsValid = (all: readonly string[], starts: readonly number[], lengths: readonly number[]): boolean =>
    starts.some((s) => lengths.some((n) => s + n <= all.length && valid(all.slice(s, s + n))));
  const [LABELLED, STANDING] = SEED_PHRASE_PATTERNS as [SecretPattern, SecretPattern];
  const wordSpan = (text: string, words: readonly string[], from: number, to: number): string[] => {
    const s = spans(text, words);
    const a = (s[from] as string).split(/[-:]/u);
    const b = (s[to - 1] as string).split(/[-:]/u);
    return [`${a[0]}-${b[1]}:${text.slice(Number(a[0]), Number(b[1]))}`];
  };
  const title = (w: string): string => (w[0] as string).toUpperCase() + w.slice(1);

  test('fixture: the phrase is a valid mnemonic', () => {
    expect(valid(P)).toBe(true);
  });

  test('labelled: exactly 12 list words', () => {
    const text = `seed phrase: ${P.join(' ')}`;
    expect(flat(LABELLED, text)).toEqual(wordSpan(text, P, 0, 12));
  });

  test('labelled: three words before the first list word are looked past, four are not', () => {
    const three = `seed phrase: qq zz xq ${P.join(' ')}`;
    expect(flat(LABELLED, three)).toEqual(wordSpan(three, P, 0, 12));
    expect(flat(LABELLED, `seed phrase: qq zz xq qx ${P.join(' ')}`)).toEqual([]);
  });

  test('labelled: the valid window is the phrase, list words of the prose after it stay', () => {
    const tail = pick(2, (t) => !windowsValid([...P, ...t], [1, 2], [12]));
    const text = `seed phrase: ${[...P, ...tail].join(' ')}`;
    expect(flat(LABELLED, text)).toEqual(wordSpan(text, P, 0, 12));
  });

  test('labelled: a word that is no list word after the phrase is never read into a window', () => {
    const tail = pick(3, () => true);
    const text = `seed phrase: ${P.join(' ')} qqqq ${tail.join(' ')}`;
    expect(flat(LABELLED, text)).toEqual(wordSpan(text, P, 0, 12));
  });

  test('labelled: a header list word that makes a valid window too: the windows are joined from the first', () => {
    const head = pick(1, (h) => valid([...h, ...P.slice(0, 11)]));
    const text = `seed phrase: ${[...head, ...P].join(' ')}`;
    const all = [...head, ...P];
    expect(flat(LABELLED, text)).toEqual(wordSpan(text, all, 0, 13));
  });

  test('labelled: a valid window starting at the third lead word is found', () => {
    const lead = pick(3, (l) => !windowsValid([...l, ...P], [0, 1, 2], [12, 15]));
    const text = `seed phrase: ${[...lead, ...P].join(' ')}`;
    expect(flat(LABELLED, text)).toEqual(wordSpan(text, P, 0, 12));
  });

  test('labelled: a valid window past the lead is not looked for: the stretch goes, at most 24 words', () => {
    const lead = pick(5, (l) => !windowsValid([...l, ...P], [0, 1, 2, 3], [12, 15]));
    const all = [...lead, ...P];
    const text = `seed phrase: ${all.join(' ')}`;
    expect(flat(LABELLED, text)).toEqual(wordSpan(text, all, 0, 17));
  });

  test('standing: one case each, lower, UPPER and Title', () => {
    for (const w of [P, P.map((x) => x.toUpperCase()), P.map(title)]) {
      const text = `${w.join(' ')}`;
      expect(flat(STANDING, text)).toEqual(wordSpan(text, w, 0, 12));
    }
  });

  test('standing: two cases in one stretch, or a word of mixed case, make no phrase', () => {
    const U = P.map((x) => x.toUpperCase());
    const T = P.map(title);
    const mixes = [
      [...P.slice(0, 6), ...T.slice(6)],
      [...U.slice(0, 6), ...T.slice(6)],
      [...T.slice(0, 6), ...U.slice(6)],
      [...P.slice(0, 6), ...U.slice(6)],
      [...T.slice(0, 5), `${(P[5] as string).slice(0, 2)}${(P[5] as string).slice(2).toUpperCase()}`, ...T.slice(6)],
    ];
    for (const w of mixes) expect(flat(STANDING, w.join(' '))).toEqual([]);
  });

  test('standing: a word that is no list word before or after the phrase is left out of it', () => {
    const before = `qqqq ${P.join(' ')}`;
    expect(flat(STANDING, before)).toEqual(wordSpan(before, P, 0, 12));
    const after = `${P.join(' ')} qqqq`;
    expect(flat(STANDING, after)).toEqual(wordSpan(after, P, 0, 12));
  });

  test('standing: a phrase in Title case after six lower-case list words starts at its first word', () => {
    const T = P.map(title);
    const text = `${P.slice(0, 6).join(' ')} ${T.join(' ')}`;
    expect(flat(STANDING, text)).toEqual(wordSpan(text, T, 0, 12));
  });

  test('standing: one line break inside the phrase, counted within the phrase only', () => {
    const text = `qq\n\nqq\n${P.slice(0, 6).join(' ')}\n${P.slice(6).join(' ')}\n\nqq`;
    expect(flat(STANDING, text)).toEqual(wordSpan(text, P, 0, 12));
  });
});

describe('passphraseWords: verify', () => {
  const [RULE] = PASSPHRASE_WORD_PATTERNS as [SecretPattern];
  test.each([
    ['passphrase: purple monkey dishwasher lantern', true],
    ['passphrase: Purple monkey dishwasher', false],
    ['passphrase: purple monkeY dishwasher', false],
    ['passphrase: purple monkey the lantern', false],
  ])('%s → %s', (text, expected) => {
    expect(verdicts(RULE, text)).toEqual([expected]);
  });
});

describe('walletKeys: verify', () => {
  const [, IMPORTED, KEYPAIR] = WALLET_KEY_PATTERNS as [SecretPattern, SecretPattern, SecretPattern];
  const hex = '0x' + 'dead'.repeat(15) + 'beef';
  test.each([
    [`Import this key into MetaMask: ${hex}`, true],
    [`Imported the tx hash ${hex} into my wallet`, false],
    [`Import ${hex} now`, false],
    [`Import the block ${hex} today`, false],
  ])('an imported 0x+64-hex: %s → %s', (text, expected) => {
    expect(verdicts(IMPORTED, text)).toEqual([expected]);
  });
  const array = (last: number): string => `[${[...Array.from({ length: 63 }, (_, i) => i * 3), last].join(',')}]`;
  test.each([
    [255, true],
    [256, false],
  ])('a 64-number array ending in %i → %s', (last, expected) => {
    expect(verdicts(KEYPAIR, array(last))).toEqual([expected]);
  });
});
