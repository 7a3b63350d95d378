// biome-ignore-all lint/style/useTemplate: fixture secrets are concatenated on purpose so no whole token literal exists in source
/**
 * Both sides of each check the table rules make (issue #19, src/redact/tablePatterns.ts): which
 * header cell names a credential column, how a line splits into cells (RFC 4180 quotes, GFM §4.10
 * pipes and delimiter rows), which cell under the column is a value, where a table ends, and how
 * an SQL INSERT's column list, VALUES keyword and tuples are read (ISO/IEC 9075). Each case gives
 * the output byte for byte, so a check weakened, strengthened or dropped changes it.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectKept as kept } from './expectations.js';

const R = '[REDACTED:secret-assignment]';
const pass = 'Tr0ub' + '4dor-Mx9';
const value = 'Zq8v' + 'Lm2Rt5WxKp3Yb7Nc';

const redactsTo = (text: string, expected: string): void => {
  expect(redactSecrets(text)).toEqual({ text: expected, kinds: ['secret-assignment'] });
};
const sp = (n: number): string => ' '.repeat(n);

describe('the header cell that names a credential column', () => {
  // The name is at most 48 characters: up to three words before the label.
  const words48 = 'a'.repeat(20) + '_' + 'b'.repeat(18) + '_password';
  test('a 48-character name is a column name', () => {
    redactsTo(`${words48},host\n${pass},db1`, `${words48},host\n${R},db1`);
  });
  test('a 49-character name is not', () => {
    kept(`${words48.replace('_b', '_bb')},host\n${pass},db1`);
  });
  test.each(['**Password**', '__password__', '*Secret*', '_pwd_', '`password`', '``password``'])('Markdown emphasis or code around the name: %s', (name) => {
    redactsTo(`| ${name} | host |\n|---|---|\n| ${pass} | db1 |`, `| ${name} | host |\n|---|---|\n| ${R} | db1 |`);
  });
  test.each(['"password"', "'password'", '`password`', '"API key"'])('quotes around the name: %s', (name) => {
    redactsTo(`user,${name}\na,${pass}`, `user,${name}\na,${R}`);
  });
  test('a name glued to a word before it names a column when the label stays one glued (mypassword)', () => {
    redactsTo(`user,mypassword\na,${pass}`, `user,mypassword\na,${R}`);
  });
  test('a label after a separator or at a camelCase hump starts a word (user_pass, dbPass, userPassword)', () => {
    redactsTo(`user,user_pass,dbPass,userPassword\na,tok3n9x,${value},${pass}`, `user,user_pass,dbPass,userPassword\na,${R},${R},${R}`);
  });
  test.each(['bypass', 'compass', 'hotkey', 'keys', 'keyring', 'monkey', 'password_hint', 'tokens'])('%s names no credential column', (name) => {
    kept(`user,${name}\na,${pass}\nb,${value}`);
  });
  test.each(['key', 'Key', 'KEY'])('a bare %s column holds generated values only', (name) => {
    redactsTo(`user,${name}\na,${value}\nb,${pass}\nc,welcome1`, `user,${name}\na,${R}\nb,${pass}\nc,welcome1`);
  });
  test('a weak label (token) keeps words and small numbers, takes what is not prose', () => {
    redactsTo(
      `name,token\na,tok3n9x\nb,abcdefghijklmnopqrstuvwxyz\nc,Session\nd,3600\ne,foo-bar`,
      `name,token\na,${R}\nb,abcdefghijklmnopqrstuvwxyz\nc,Session\nd,3600\ne,foo-bar`,
    );
  });
  test('a strong label (password) takes a word too', () => {
    redactsTo(`name,password\na,Session\nb,abcdefghijklmnopqrstuvwxyz`, `name,password\na,${R}\nb,${R}`);
  });
});

describe('the cells under the column that are values', () => {
  test('four characters are a value, three are not', () => {
    redactsTo(`user,password\na,Ab1x\nb,Ab1`, `user,password\na,${R}\nb,Ab1`);
  });
  test('a cell holding a space is no value', () => {
    kept(`user,password\na,"my pass word"\nb,my pass`);
  });
  test.each(['"', "'", '`'])('the value inside %s quotes is replaced, the quotes kept', (q) => {
    redactsTo(`user,password\na,${q}${pass}${q}`, `user,password\na,${q}${R}${q}`);
  });
  test('a quote at one end only is part of the value', () => {
    redactsTo(`user,password\na,${pass}"\nb,'${pass}\nc,${pass}\``, `user,password\na,${R}\nb,${R}\nc,${R}`);
  });
  test('a quote opened and never closed runs to the end of the line: the row has one cell', () => {
    kept(`user,password\na,"${pass}\nb,${pass}"`);
  });
  test('SQL parameters and four-character ones are placeholders; a longer $ number is a value', () => {
    redactsTo(
      `user,password\na,:db_password\nb,@db_pass\nc,$123\nd,$1234\ne,:${'p'.repeat(64)}\nf,:${'p'.repeat(65)}\ng,@1abc\nh,pw@home1\ni,:pw!x\nj,$12a`,
      `user,password\na,:db_password\nb,@db_pass\nc,$123\nd,${R}\ne,:${'p'.repeat(64)}\nf,${R}\ng,${R}\nh,${R}\ni,${R}\nj,${R}`,
    );
  });
  test('SQL keywords and calls that stand for a value are placeholders, in any case, and only whole', () => {
    redactsTo(
      `user,password\na,NULL\nb,null\nc,DEFAULT\nd,now()\ne,CURRENT_TIMESTAMP\nf,Default\ng,NULLS\nh,xNULL`,
      `user,password\na,NULL\nb,null\nc,DEFAULT\nd,now()\ne,CURRENT_TIMESTAMP\nf,Default\ng,${R}\nh,${R}`,
    );
  });
  test('a parameter name starts with a letter or an underscore, either case', () => {
    kept(`user,password\na,:apw1\nb,:zpw1\nc,:Apw1\nd,:Zpw1\ne,:_pw1\nf,@Name\ng,@_pw1`);
  });
  test('the placeholders people write in a value cell stay', () => {
    kept(`user,password\na,$DB_PASSWORD\nb,\${DB_PASSWORD}\nc,********\nd,<secret>\ne,your-password`);
  });
});

describe('a line split into cells', () => {
  test('a double-quoted cell may hold the separator', () => {
    redactsTo(`name,password\n"Smith, J",${pass}`, `name,password\n"Smith, J",${R}`);
  });
  test('a backquoted cell may hold the separator', () => {
    redactsTo(`| cmd | password |\n|---|---|\n| \`a | b\` | ${pass} |`, `| cmd | password |\n|---|---|\n| \`a | b\` | ${R} |`);
  });
  test('a quote inside a cell opens nothing', () => {
    redactsTo(`name,password\n5" disk,${pass}\nx"y,${value}`, `name,password\n5" disk,${R}\nx"y,${R}`);
  });
  test('a quote after blanks opens a quoted cell', () => {
    redactsTo(`name,password\n  "a,b",${pass}`, `name,password\n  "a,b",${R}`);
  });
  test('blanks and a carriage return around a cell are kept outside the value', () => {
    redactsTo(`user , password\r\nadmin ,  ${pass}  \r\nops\t,\t${value}\t\r\n`, `user , password\r\nadmin ,  ${R}  \r\nops\t,\t${R}\t\r\n`);
  });
  test('the last cell of the last line, without a line break after it', () => {
    redactsTo(`password,user\n${pass},a\n${value},b`, `password,user\n${R},a\n${R},b`);
  });
  test('an empty cell and a cell of blanks are no values', () => {
    redactsTo(`user,password,host\na,,db1\nb,   ,db2\nc,${pass},db3`, `user,password,host\na,,db1\nb,   ,db2\nc,${R},db3`);
  });
  test('tab-separated values: a tab in the header makes the tab the separator', () => {
    redactsTo(`service\tnote\ttoken\nci\ta,b\t${value}`, `service\tnote\ttoken\nci\ta,b\t${R}`);
  });
  test('tab-separated values with an empty cell', () => {
    redactsTo(`service\tnote\ttoken\nci\t\t${value}`, `service\tnote\ttoken\nci\t\t${R}`);
  });
  test('semicolons: more semicolons than commas in the header make the semicolon the separator', () => {
    redactsTo(`name;note;password\nx;a,b;${pass}`, `name;note;password\nx;a,b;${R}`);
  });
  test('as many commas as semicolons: the comma separates', () => {
    kept(`id,name;password\n1,x;${pass}`);
    redactsTo(`id;name,password\n1;x,${pass}`, `id;name,password\n1;x,${R}`);
  });
  test('a header without commas is split at semicolons, one without semicolons at commas', () => {
    redactsTo(`name;password\nx;${pass}`, `name;password\nx;${R}`);
    redactsTo(`name,password\nx,${pass}`, `name,password\nx,${R}`);
  });
});

describe('a Markdown table (GFM §4.10)', () => {
  test('a row without the closing pipe, and one with blanks after it', () => {
    redactsTo(`| user | password |\n|---|---|\n| a | ${pass}\n| b | ${value} |   `, `| user | password |\n|---|---|\n| a | ${R}\n| b | ${R} |   `);
  });
  test('a table indented by up to eight blanks', () => {
    redactsTo(`${sp(8)}| user | password |\n|---|---|\n| a | ${pass} |`, `${sp(8)}| user | password |\n|---|---|\n| a | ${R} |`);
    redactsTo(`\t| user | password |\n\t|---|---|\n\t| a | ${pass} |`, `\t| user | password |\n\t|---|---|\n\t| a | ${R} |`);
  });
  test('nine blanks before the pipe make no table', () => {
    kept(`${sp(9)}| user | password |\n|---|---|\n| a | ${pass} |`);
  });
  test('one column makes no table', () => {
    kept(`| password |\n|---|\n| ${pass} |`);
  });
  test.each([
    '| :----- | :------: |',
    '|:----|-----:|',
    '  |:----|-----:|',
    '| --- | --- |',
    '--- | ---',
    ':---- | ----:',
    '|\t:----:\t|\t----\t|',
    '|----|----:|',
    '| :---: | :---: |',
  ])('the delimiter row %s is skipped, not read as values', (delimiter) => {
    redactsTo(`| user | password |\n${delimiter}\n| a | ${pass} |`, `| user | password |\n${delimiter}\n| a | ${R} |`);
  });
  test('a dash row later in the table is read as a row', () => {
    redactsTo(`| user | password |\n|---|---|\n| a | ${pass} |\n| b | :----: |`, `| user | password |\n|---|---|\n| a | ${R} |\n| b | ${R} |`);
  });
  test('a line with text before its first pipe ends the table', () => {
    redactsTo(`| user | password |\n|---|---|\n| a | ${pass} |\nx | b | ${value} |`, `| user | password |\n|---|---|\n| a | ${R} |\nx | b | ${value} |`);
  });
  test('a pipe inside a comma-separated line makes no Markdown table', () => {
    redactsTo(`user,password,a|b\nx,${pass},c|d`, `user,password,a|b\nx,${R},c|d`);
  });
  test('a comma-separated table with a dash row reads it as a row', () => {
    redactsTo(`user,password\n---,:----:\na,${pass}`, `user,password\n---,${R}\na,${R}`);
  });
});

describe('where a table ends', () => {
  test('a line without the separator', () => {
    redactsTo(`user,password\na,${pass}\nsome prose\nb,${value}`, `user,password\na,${R}\nsome prose\nb,${value}`);
  });
  test('an empty line', () => {
    redactsTo(`user,password\na,${pass}\n\nb,${value}`, `user,password\na,${R}\n\nb,${value}`);
  });
  test('a row with another number of cells', () => {
    redactsTo(`user,password\na,${pass}\nb,c,${value}\nd,${value}`, `user,password\na,${R}\nb,c,${value}\nd,${value}`);
  });
  test('a header that names no credential column reads no rows', () => {
    kept(`user,host\na,${pass}\nb,${value}`);
  });
  // h56 H3: the old rule read 128 rows and kept the 129th on; every row under the header is read now (tableColumns.ts, linear).
  test('every row under one header is read, past the 128th too', () => {
    const rows = (cell: (n: number) => string): string => Array.from({ length: 300 }, (_, n) => `u${n},${cell(n)}`).join('\n');
    redactsTo(`user,password\n${rows(() => pass)}`, `user,password\n${rows(() => R)}`);
  });
  test('a Markdown table past its 128th row: every row is read', () => {
    const rows = (cell: (n: number) => string): string => Array.from({ length: 200 }, (_, n) => `| u${n} | ${cell(n)} |`).join('\n');
    const out = redactSecrets(`| user | password |\n|---|---|\n${rows(() => pass)}`).text;
    expect(out).not.toContain(pass);
    expect(out.startsWith('| user | password |\n|---|---|\n')).toBe(true);
  });
});

describe('an SQL INSERT (ISO/IEC 9075 insert statement)', () => {
  const head = 'INSERT INTO users (email, password)';
  test('every tuple of a VALUES list', () => {
    redactsTo(`${head} VALUES ('a@x.io', '${pass}'), ('b@x.io', '${value}');`, `${head} VALUES ('a@x.io', '${R}'), ('b@x.io', '${R}');`);
  });
  test('a VALUES list over several lines', () => {
    redactsTo(`${head}\nVALUES\n  ('a@x.io', '${pass}'),\n  ('b@x.io', '${value}');`, `${head}\nVALUES\n  ('a@x.io', '${R}'),\n  ('b@x.io', '${R}');`);
  });
  test('up to 16 blanks around VALUES, none needed', () => {
    redactsTo(`${head}${sp(16)}VALUES${sp(16)}('a@x.io', '${pass}');`, `${head}${sp(16)}VALUES${sp(16)}('a@x.io', '${R}');`);
    redactsTo(`${head}VALUES('a@x.io','${pass}');`, `${head}VALUES('a@x.io','${R}');`);
    redactsTo(`${head}\tvalues\t('a@x.io', '${pass}');`, `${head}\tvalues\t('a@x.io', '${R}');`);
  });
  test.each([
    [17, 1],
    [1, 17],
    [0, 0],
  ])('%i blanks before VALUES and %i after it: any number of blanks is read (round 17: blanks and comments)', (before, after) => {
    redactsTo(`${head}${sp(before)}VALUES${sp(after)}('a@x.io', '${pass}');`, `${head}${sp(before)}VALUES${sp(after)}('a@x.io', '${R}');`);
  });
  test("MySQL's VALUE", () => {
    redactsTo(`${head} VALUE ('a@x.io', '${pass}');`, `${head} VALUE ('a@x.io', '${R}');`);
  });
  test('a statement that is no VALUES list', () => {
    // A SELECT of a password literal is a row that carries it: test/redact/placements52.test.ts redacts it.
    kept(`${head} VALUESX ('a@x.io', '${pass}');`);
    kept(`${head} (VALUES ('a@x.io', '${pass}'));`);
  });
  test('up to 16 blanks on each side of the comma between tuples', () => {
    redactsTo(
      `${head} VALUES ('a@x.io', '${pass}')${sp(16)},${sp(16)}('b@x.io', '${value}');`,
      `${head} VALUES ('a@x.io', '${R}')${sp(16)},${sp(16)}('b@x.io', '${R}');`,
    );
    redactsTo(`${head} VALUES ('a@x.io','${pass}'),('b@x.io','${value}');`, `${head} VALUES ('a@x.io','${R}'),('b@x.io','${R}');`);
  });
  test.each([
    [17, 1],
    [1, 17],
  ])('%i blanks before the comma and %i after it: the next tuple is read (round 17: blanks and comments)', (before, after) => {
    redactsTo(
      `${head} VALUES ('a@x.io', '${pass}')${sp(before)},${sp(after)}('b@x.io', '${value}');`,
      `${head} VALUES ('a@x.io', '${R}')${sp(before)},${sp(after)}('b@x.io', '${R}');`,
    );
  });
  test('a tuple after the statement ends is not read', () => {
    redactsTo(`${head} VALUES ('a@x.io', '${pass}'); ('b@x.io', '${value}');`, `${head} VALUES ('a@x.io', '${R}'); ('b@x.io', '${value}');`);
    redactsTo(`${head} VALUES ('a@x.io', '${pass}') x, ('b@x.io', '${value}');`, `${head} VALUES ('a@x.io', '${R}') x, ('b@x.io', '${value}');`);
  });
  test('a tuple with another number of items is passed over, the next one read', () => {
    redactsTo(`${head} VALUES ('a@x.io'), ('b@x.io', '${value}');`, `${head} VALUES ('a@x.io'), ('b@x.io', '${R}');`);
    redactsTo(`${head} VALUES ('a@x.io', '${pass}', 1), ('b@x.io', '${value}');`, `${head} VALUES ('a@x.io', '${pass}', 1), ('b@x.io', '${R}');`);
  });
  test('two statements', () => {
    redactsTo(
      `${head} VALUES ('a@x.io', '${pass}'); ${head} VALUES ('b@x.io', '${value}');`,
      `${head} VALUES ('a@x.io', '${R}'); ${head} VALUES ('b@x.io', '${R}');`,
    );
  });
  test('a call holding parentheses is one item', () => {
    redactsTo(
      `INSERT INTO users (name, created, password) VALUES ('a', now(), '${pass}'), ('b', date_trunc('day', now()), '${value}');`,
      `INSERT INTO users (name, created, password) VALUES ('a', now(), '${R}'), ('b', date_trunc('day', now()), '${R}');`,
    );
  });
  test('quotes doubled or escaped stay inside the string; a comma or parenthesis in a string splits nothing', () => {
    redactsTo(
      `INSERT INTO users (name, password) VALUES ('O''Brien', '${pass}'), ('O\\'Hara', '${value}'), ('a, b (c)', '${pass}'), ("say ""hi"")", "${value}");`,
      `INSERT INTO users (name, password) VALUES ('O''Brien', '${R}'), ('O\\'Hara', '${R}'), ('a, b (c)', '${R}'), ("say ""hi"")", "${R}");`,
    );
  });
  test('an empty string is one item', () => {
    redactsTo(`${head} VALUES ('', '${pass}');`, `${head} VALUES ('', '${R}');`);
  });
  test('a column list of quoted or backquoted names', () => {
    redactsTo(`INSERT INTO users (\`name\`, \`password\`) VALUES ('a', '${pass}');`, `INSERT INTO users (\`name\`, \`password\`) VALUES ('a', '${R}');`);
    redactsTo(`INSERT INTO users ("name", "password") VALUES ('a', '${pass}');`, `INSERT INTO users ("name", "password") VALUES ('a', '${R}');`);
    redactsTo(`INSERT INTO users (\n  name,\n  password\n) VALUES ('a', '${pass}');`, `INSERT INTO users (\n  name,\n  password\n) VALUES ('a', '${R}');`);
  });
  test('a backquoted column name may hold a comma', () => {
    redactsTo(`INSERT INTO t (\`note, misc\`, \`password\`) VALUES ('x', '${pass}');`, `INSERT INTO t (\`note, misc\`, \`password\`) VALUES ('x', '${R}');`);
  });
  test('a tuple is read up to 8 KiB after its opening parenthesis (round 17: was 64 KiB, quadratic over a text of lists that never close)', () => {
    const at = `${head} VALUES (`;
    // The tuple's closing parenthesis is the 8,192nd character after its opening one, then the 8,193rd.
    const pad = (n: number): string => 'see the wiki. '.repeat(Math.ceil(n / 14)).slice(0, n);
    redactsTo(`${at}'${pad(8172)}', '${pass}');`, `${at}'${pad(8172)}', '${R}');`);
    kept(`${at}'${pad(8173)}', '${pass}');`);
  });
  test('a column list that names no credential reads no values', () => {
    kept(`INSERT INTO users (name, note) VALUES ('a', '${pass}');`);
  });
  test('only a string literal is a value: a number, an identifier in backquotes or a blank string is not', () => {
    kept(`${head} VALUES ('a', 12345678), ('b', \`${pass}\`), ('c', ''), ('d', '   '), ('e', 'ab1'), ('f', 'NULL'), ('g', ':pw');`);
  });
  test('a column list never closed reads nothing', () => {
    kept(`INSERT INTO users (name, password VALUES ('a', '${pass}');`);
  });
  test('a tuple never closed reads nothing', () => {
    kept(`${head} VALUES ('a@x.io', '${pass}'`);
  });
  test('1024 tuples are read in one statement, not the 1025th', () => {
    const tuples = (cell: (n: number) => string): string => Array.from({ length: 1025 }, (_, n) => `('u${n}', '${cell(n)}')`).join(', ');
    redactsTo(`${head} VALUES ${tuples(() => pass)};`, `${head} VALUES ${tuples((n) => (n < 1024 ? R : pass))};`);
  });
});
