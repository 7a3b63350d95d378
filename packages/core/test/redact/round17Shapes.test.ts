// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
/**
 * Round 17 of issue #19, shapes people paste that the redactor still missed after round 16 (a
 * probe of about 120 context-named and vendor shapes across URLs, curl, config files, connection
 * strings and command lines left these): an Oracle JDBC URL holding its logon, a token fed by a
 * here-string to `gh auth login --with-token` or `--password-stdin`, and the password of a
 * Windows `net use`. Each is checked output for output, with its near-misses. Every fixture is
 * fake and assembled at run time.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectKept as kept } from './expectations.js';

const pw = 'Zq' + '7vW3kP9xR2mL8nT4';
const redacts = (text: string, kind = 'secret-assignment'): void => {
  const out = redactSecrets(text.replaceAll('PW', pw));
  expect(out.text).toBe(text.replaceAll('PW', `[REDACTED:${kind}]`));
  expect(out.kinds).toEqual([kind]);
};

describe('an Oracle JDBC URL with its logon (Oracle JDBC Developer’s Guide, "Data Sources and URLs")', () => {
  test.each([
    'jdbc:oracle:thin:scott/PW@db.example.com:1521/ORCL',
    'url=jdbc:oracle:thin:scott/PW@//db.example.com:1521/ORCL',
    'JDBC:ORACLE:OCI:app_user/PW@orcl',
    'jdbc:oracle:oci8:app/PW@orcl',
    'jdbc:oracle:kprb:app/PW@',
  ])('%s', (text) => {
    redacts(text);
  });

  test.each([
    'jdbc:oracle:thin:@//db.example.com:1521/ORCL',
    'jdbc:oracle:thin:@db.example.com:1521:ORCL',
    'jdbc:oracle:thin:scott/<password>@db:1521/ORCL',
    'jdbc:oracle:thin:scott/tiger/x@db',
  ])('near-miss kept: %s', (text) => {
    kept(text);
  });
});

describe('a token fed by a here-string to an option that reads standard input', () => {
  test.each([
    'gh auth login --with-token <<< PW',
    'gh auth login --hostname github.example.com --with-token <<< "PW"',
    'docker login -u admin --password-stdin <<< PW',
    "podman login --password-stdin registry.example.com <<<'PW'",
  ])('%s', (text) => {
    redacts(text);
  });

  test.each([
    'gh auth login --with-token <<< "$GH_TOKEN"',
    'docker login -u admin --password-stdin <<< $PASSWORD',
    'gh auth login --with-token < token.txt',
    'cat <<< PW-is-not-fed-to-a-token-option',
  ])('near-miss kept: %s', (text) => {
    kept(text.replaceAll('PW', 'hello'));
  });
});

describe('the password of a Windows net use (Microsoft Learn, "net use")', () => {
  test.each([
    'net use \\\\srv\\share PW /user:admin',
    'net use Z: \\\\srv\\share PW /user:CORP\\admin /persistent:no',
    'net use \\\\srv\\share /user:admin PW',
    'NET USE * \\\\srv\\ipc$ /user:admin "PW"',
  ])('%s', (text) => {
    redacts(text, 'command-line-secret');
  });

  test.each([
    'net use \\\\srv\\share /user:admin',
    'net use Z: \\\\srv\\share * /user:admin',
    'net use \\\\srv\\share /persistent:no',
    'net use Z: /delete',
    'the net use of this is small',
  ])('near-miss kept: %s', (text) => {
    kept(text);
  });
});
