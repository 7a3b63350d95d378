/**
 * One word as a POSIX shell reads it back: unchanged when it holds only characters no shell
 * treats specially (`[\w@%+=:,./-]`), else in single quotes with each `'` written `'\''`. For
 * commands Cairn prints for a person to paste (a fix, a command line to sign) and the hook
 * commands `cairn setup` writes, and the fixes a system error or `cairn doctor` names.
 */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/u.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
