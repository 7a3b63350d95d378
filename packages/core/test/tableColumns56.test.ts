import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/index.js';

/** h56 attack H3 at the redactor: rows past 128 and the tables mysql and psql print. Values assembled at run time. */
const pw = (i: number): string => ['summer', String(i), 'harbour'].join('');
const has = (text: string): boolean => /summer[0-9]+harbour/u.test(redactSecrets(text).text);

describe('tableColumns (h56 H3)', () => {
  it('a CSV of 300 rows and a Markdown table of 200 rows: no password kept', () => {
    expect(has(['email,password,role', ...Array.from({ length: 300 }, (_, i) => `u${i}@example.org,${pw(i)},member`)].join('\n'))).toBe(false);
    expect(has(['| email | password |', '|---|---|', ...Array.from({ length: 200 }, (_, i) => `| u${i}@example.org | ${pw(i)} |`)].join('\n'))).toBe(false);
  });

  it('mysql boxed, psql aligned and psql expanded: no password kept', () => {
    const rule = '+------------+------------------+';
    expect(has([rule, '| email      | password         |', rule, `| a@ex.org   | ${pw(1)} |`, `| b@ex.org   | ${pw(2)} |`, rule].join('\n'))).toBe(false);
    expect(has([' email    | password ', '----------+----------', ` a@ex.org | ${pw(1)}`, ` b@ex.org | ${pw(2)}`, '(2 rows)'].join('\n'))).toBe(false);
    expect(
      has(
        ['-[ RECORD 1 ]------', 'email    | a@ex.org', `password | ${pw(1)}`, '-[ RECORD 2 ]------', 'email    | b@ex.org', `password | ${pw(2)}`].join('\n'),
      ),
    ).toBe(false);
  });

  it('near misses: a psql table without a password column, NULL cells and an unrelated pipe line are kept', () => {
    const plain = [' email    | role   ', '----------+--------', ' a@ex.org | admin', '(1 row)'].join('\n');
    expect(redactSecrets(plain).text).toBe(plain);
    const nulls = [' email    | password ', '----------+----------', ' a@ex.org | NULL', '(1 row)'].join('\n');
    expect(redactSecrets(nulls).text).toBe(nulls);
    const shell = 'cat passwords.txt | wc -l\n-----\n42';
    expect(redactSecrets(shell).text).toBe(shell);
  });
});
