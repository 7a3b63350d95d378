/**
 * A password written into a file made to hold one (attack h57 H2, session 59): `echo '…' > .vault_pass`
 * then `ansible-vault … --vault-password-file .vault_pass` (Ansible docs "Managing vault passwords":
 * the file's content is the vault password), `printf '%s' '…' > ~/.secrets/db_password`,
 * `echo … | tee token.txt`. The file's name says what it holds: its last path segment names a
 * password, a passphrase, a secret, a token or a credential (`.vault_pass`, `db-password.txt`,
 * `api_token`, `.pgpass`). The value is one word of 4 to 256 characters (a line of prose echoed
 * into a notes file has blanks); placeholders and variables (`$PW`, `${TOKEN}`) are kept.
 */
import { PLACEHOLDER_VALUES, PRINTF_FORMAT } from './contextPatterns.js';
import { NOT_MARKER, type SecretPattern, scan } from './shapes.js';

/** What echo or printf prints: one word, quoted (group `secret`) or bare (group `secret2`), 4 to 256 characters. */
const PRINTED_WORD = `(?<![\\w-])(?:echo(?:[ \\t]{1,8}-[neE]{1,3})?|printf(?:${PRINTF_FORMAT})?)[ \\t]{1,8}(?:(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)\\S){4,256})\\k<q>|${NOT_MARKER}(?<secret2>[^\\s"'|;&$<>]\\S{2,254}[^\\s|;&<>]))`;

/** A redirection into a file (`>`, `>>`) or a pipe into tee (`| tee`, `| sudo tee -a`). */
const INTO_FILE = '[ \\t]{0,8}(?:>{1,2}|\\|[ \\t]{0,8}(?:sudo[ \\t]{1,8})?tee(?:[ \\t]{1,8}-a)?[ \\t]{1,8})[ \\t]{0,8}';

/** A file's path whose last segment names a password, passphrase, secret, token or credential (`~/.ansible/.vault_pass`, `db-password.txt`); not `compass`, `bypass`, `passenger`. */
const PASSWORD_FILE = `["']?(?:[^\\s"'|;&<>]{0,128}/)?[^\\s"'/|;&<>]{0,64}(?:(?<!com|by|tres|sur)pass(?:word|wd|phrase)?|pwd|secrets?|tokens?|credentials?)(?![a-z])[^\\s"'/|;&<>]{0,64}["']?(?![^\\s|;&<>)])`;

/** The word echoed into a password file. */
export const PASSWORD_FILE_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'command-line-secret',
    source: 'Ansible docs "Managing vault passwords" (--vault-password-file: the file holds the password); bash(1) "Redirecting Output"; tee(1); attack h57 H2',
    description:
      "A word echoed or printf'd into a file whose name says it holds a password, passphrase, secret, token or credential: echo '…' > .vault_pass, printf '%s' … | tee db_password",
    keywords: ['echo', 'printf'],
    pattern: scan(`${PRINTED_WORD}${INTO_FILE}${PASSWORD_FILE}`, 'i'),
    allowlist: PLACEHOLDER_VALUES,
  },
];
