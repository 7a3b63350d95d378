import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/**
 * Attack h56 H3 (goal b: a credential written under the Cairn home): core's table rule (core
 * redact/tablePatterns.ts) redacts the cells of a column its header names `password` — but only in
 * the first 128 rows of a CSV, TSV or Markdown table (GFM: 126 data rows); every row after them is
 * kept as written. And the aligned tables `psql` and the `mysql` client print (`email | password`
 * over a `---+---` rule; `+---+` boxed) are not read as tables at all. An agent that memorizes a
 * seed users.csv (or a query's output) writes the passwords in the memory's text, under the home.
 * The values are assembled at run time (`summer<i>harbour`: fake, a chosen password's shape).
 */
const pw = (i: number): string => ['summer', String(i), 'harbour'].join('');
const csv = (rows: number): string => ['email,password,role', ...Array.from({ length: rows }, (_, i) => `user${i}@example.org,${pw(i)},member`)].join('\n');
const mysql = (rows: number): string =>
  [
    '+----------------------+-------------------+',
    '| email                | password          |',
    '+----------------------+-------------------+',
    ...Array.from({ length: rows }, (_, i) => `| ${`user${i}@example.org`.padEnd(20)} | ${pw(i).padEnd(17)} |`),
    '+----------------------+-------------------+',
  ].join('\n');
const psql = (rows: number): string =>
  [
    '        email         |     password      ',
    '----------------------+-------------------',
    ...Array.from({ length: rows }, (_, i) => ` ${`user${i}@example.org`.padEnd(20)} | ${pw(i)}`),
    `(${rows} rows)`,
  ].join('\n');

const memorize = (text: string) => {
  const box = sandbox();
  const r = box.cairn(['memorize', '--text', `Seed users of the staging database:\n${text}`, '--origin', 'agent', '--kind', 'fact', '--json']);
  expect(r.code).toBe(0);
  return box.storeBytes().toString('utf8');
};

describe('attack h56 H3: table passwords past row 128, and psql/mysql tables, reach the store as written', () => {
  it('control: a users.csv of 100 rows is stored with every password redacted', () => {
    const bytes = memorize(csv(100));
    expect(bytes).toContain('[REDACTED');
    expect(bytes).not.toMatch(/summer[0-9]+harbour/u);
  });

  it('a users.csv of 130 rows: no password in the store', () => {
    const bytes = memorize(csv(130));
    expect(bytes.match(/summer[0-9]+harbour/u)?.[0]).toBeUndefined();
  });

  it('the mysql client’s boxed table of 3 rows: no password in the store', () => {
    expect(memorize(mysql(3)).match(/summer[0-9]+harbour/u)?.[0]).toBeUndefined();
  });

  it('psql’s expanded display (\\x: `password | value` per record): no password in the store', () => {
    const expanded = [0, 1].map((i) => `-[ RECORD ${i + 1} ]------------\nemail    | user${i}@example.org\npassword | ${pw(i)}`).join('\n');
    expect(memorize(expanded).match(/summer[0-9]+harbour/u)?.[0]).toBeUndefined();
  });

  it('psql’s aligned table of 3 rows: no password in the store', () => {
    expect(memorize(psql(3)).match(/summer[0-9]+harbour/u)?.[0]).toBeUndefined();
  });
});
