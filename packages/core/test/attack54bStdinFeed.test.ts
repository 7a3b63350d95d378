import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/index.js';

/**
 * Attack h54b F5 (a credential left in a memory's text, so on disk): session 54's redaction round
 * reads a standard-input marker under a password flag (`password=-`, `password=@-`,
 * `--data-file=-`) as a placeholder, not a value — rightly: the value is on standard input. But the
 * same command line usually says what standard input is: a here-string (`<<< '…'`), an `echo`/
 * `printf` piped into the command, a here-document. Those are redacted only for `vault login`,
 * `--password-stdin`/`--with-token`, and an `echo -n` into `gcloud … --data-file=-`; for `vault kv
 * put … password=-` (Vault's documented way to keep a value out of the shell history), `vault
 * write … password=- <<EOF`, `gcloud secrets versions add … --data-file=- <<< '…'` the password
 * passes whole, and an agent's memory of the command (or a recall's text) keeps it. Controls:
 * the value given inline, and `vault login … password=- <<< '…'`, are redacted.
 */
const PW = ['Harb0ur', '!Tide', '77'].join('');

describe('attack h54b F5: a password fed to a standard-input marker', () => {
  it('control: inline, and into vault login, the password is redacted', () => {
    for (const line of [`vault kv put secret/db password=${PW}`, `vault login -method=userpass username=alice password=- <<< '${PW}'`])
      expect(redactSecrets(line).text, line).not.toContain(PW);
  });

  const FED = {
    'a here-string into vault kv put password=-': `vault kv put secret/db password=- <<< '${PW}'`,
    'echo piped into vault kv put password=-': `echo '${PW}' | vault kv put secret/db password=-`,
    'a here-string into password=@-': `vault kv put secret/db password=@- <<< '${PW}'`,
    'a here-string into gcloud --data-file=-': `gcloud secrets versions add db-pass --data-file=- <<< '${PW}'`,
    'a here-document into vault write password=-': `vault write auth/userpass/users/alice password=- <<EOF\n${PW}\nEOF`,
  } as const;
  for (const [name, line] of Object.entries(FED)) {
    it(`${name}: the password is redacted`, () => {
      // Failed before the fix: the marker is a placeholder and what fed it was read by no rule.
      expect(redactSecrets(line).text).not.toContain(PW);
    });
  }
});

/**
 * Attack h54b F6 (a credential left in a memory's text): session 54's `sql-row-password` rule
 * takes the value after an account in a column-less SQL row, but only when the password follows
 * the account directly or one column on: a `users` seed row with the e-mail between them — the
 * commonest shape of a fixture's users table, `(id, name, email, password)` — passes whole.
 * Controls: `(1, 'alice', '…')` and the same row with its column names are redacted.
 */
describe('attack h54b F6: a SQL row with an e-mail column before the password', () => {
  it('control: the row without the e-mail, and with column names, is redacted', () => {
    for (const line of [
      `INSERT INTO users VALUES (1, 'alice', '${PW}');`,
      `INSERT INTO users (id, name, email, password) VALUES (1, 'alice', 'alice@example.com', '${PW}');`,
    ])
      expect(redactSecrets(line).text, line).not.toContain(PW);
  });

  it('INSERT INTO users VALUES (1, alice, alice@example.com, …): the password is redacted', () => {
    // Failed before the fix: no rule read a password two columns after the account.
    expect(redactSecrets(`INSERT INTO users VALUES (1, 'alice', 'alice@example.com', '${PW}');`).text).not.toContain(PW);
  });
});
