import { bip39WordIndex, foreignMnemonicWordIndex, isMnemonicChecksum, type RareTokenKind, rareTokens, redactSecrets } from '@cairn/core';

/**
 * What is fingerprinted of a text the agent read or a file of the working tree, redacted first
 * (attack h53 C7/C7b). A keyed print of a weak password (`DB_PASSWORD=summer2024harbour` in a
 * `.env` read by the agent, or indexed as a file of the working tree) kept beside the home's key
 * (`observation.key`) is an offline-guessable verifier: whoever reads the home confirms a guess
 * with one HMAC. Redacting before shingling makes a credential fingerprinted as its marker, as a
 * memory's text is redacted before it is compared with them (core's memorize): attestation loses
 * nothing.
 */

/**
 * Characters of one text (one tool output, one file) given whole to core's `redactSecrets`:
 * 1 Mi, about 0.3 s of CPU on a loaded 2-core machine (measured 2026-12-06: 0.2–0.5 µs a character
 * in pieces of 64 Ki, beside 0.4 µs to fingerprint it). What Claude Code passes a hook is mostly far
 * below it (a Read of a file, a `cat` of a credential file, a command's or an MCP server's output
 * within the host's own limits), and so is every file the working tree's index reads whole (256 KiB).
 * Past it (a 20 MB log, millions of tiny strings) only cue lines are redacted ({@link boundedRedactor}):
 * the hook's 20 s limit holds — the 20 MB `tool_response` of hooks' hookCli test costs 2.5 s of CPU
 * to fingerprint raw and 2.6 s redacted (measured 2026-12-06; a cue scan of 20 MB is 0.2 s).
 */
export const REDACT_WHOLE = 1 << 20;

/**
 * A line that may hold a credential the redactor removes and a person could guess: a label the
 * redactor's context rules start from (its own prefilter's literals: `pass`, `pwd`, `pw`, `psk`,
 * `secret`, `token`, `auth`, `key`, `cred`, `bearer`, `recovery`, `backup`, `access`, `seed`, `pat`), a
 * URL's or a `user:password@host`'s user part (`@`), or a command that takes a password as an
 * argument (`mysql -p…`, `redis-cli -a`, `sshpass`, `htpasswd`, `openssl … pass:`, `net use`, SNMP
 * communities, Wi-Fi keys, `login`, `sign`) — and the label-free shapes of the redactor's rules
 * for what a person chooses (attack h53b D7: a `.pgpass` line has no label): a `.pgpass` line's
 * first four fields (`host:port:db:user:`, the redactor's `pgpass-password`: fields with no blank,
 * a port or `*`), a crypt(5) or PHC password hash's `$id$` (`$apr1$`, `$2b$`, `$6$`, `$y$`,
 * `$argon2id$`…) and an LDAP `{SSHA}`-style scheme (`password-hash`), a `.netrc` `machine`, a
 * session id rewritten into a URL (`;jsessionid=`); and the label-free shapes of session 54
 * (attack h54b F9; core's redact accountPairs.ts): a SQL row of literals (`INSERT INTO`, `VALUES (`,
 * `UNION SELECT '`: `sql-row-password`) and a `user:password` pair standing alone whose right side
 * holds a letter and a digit (`basic-auth`; the cue is read without case, so not the capital the rule asks). What the bound still leaves is random (a vendor token,
 * a key): its keyed print confirms no guess. A SQL statement's rows more than {@link AFTER} lines
 * after its `INSERT` line are not cue lines (nor would the redactor, reading them apart, take them).
 */
const CREDENTIAL_CUE =
  /pass|pwd|pw|psk|secret|token|auth|key|cred|bearer|recovery|backup|access|seed|pat\b|@|mysql|mariadb|mydump|myload|redis|smb|rpcclient|lftp|htpasswd|openssl|sudo|net\s+use|community|com2sec|snmp|wifi|wpa|login|sign|curl|private|basic|literal|rclone|\bmc\s|machine|sessid|sessionid|insert\s+into|values?\s*\(|select\s+['"]|(?<![^\s"'`([{=,])[a-z][a-z0-9._-]{1,31}:(?=[^\s"'`:/@<>()[\]{},;]{0,63}[a-z])(?=[^\s"'`:/@<>()[\]{},;]{0,63}[0-9])[^\s"'`:/@<>()[\]{},;]{8,64}|\$(?:apr1|2[abxy]?|1|5|6|y|gy|7|md5|sha1|argon2(?:id|i|d)?|pbkdf2|scrypt)\$|\{(?:s?sha|s?md5|crypt|pbkdf2|argon2|bcrypt)|^[ \t]{0,8}[^\s:#]{1,255}:(?:[0-9]{1,5}|\*):(?:\\[:\\]|[^\s:\\]){1,512}:(?:\\[:\\]|[^\s:\\]){1,512}:/im;

/** Lines before a cue line and after it redacted with it (a value continued on the next lines, a list under a key). */
const BEFORE = 1;
const AFTER = 3;

/** {@link CREDENTIAL_CUE}, scanning (one pass over a piece; a piece with no cue costs that scan only). */
const CUE_SCAN = new RegExp(CREDENTIAL_CUE.source, 'gim');

/** Where the line `n` lines before the one holding `at` starts (0 at the text's start). */
function lineStart(text: string, at: number, n: number): number {
  let i = at;
  for (let k = 0; k <= n; k++) {
    const b = text.lastIndexOf('\n', i - 1);
    if (b < 0) return 0;
    i = b;
  }
  return i + 1;
}

/** Where the line `n` lines after the one holding `at` ends (its line break excluded; the text's length at its end). */
function lineEnd(text: string, at: number, n: number): number {
  let i = at;
  for (let k = 0; k <= n; k++) {
    const b = text.indexOf('\n', i);
    if (b < 0) return text.length;
    i = b + 1;
  }
  return i - 1;
}

/**
 * Characters of cue lines given to core's `redactSecrets` past {@link REDACT_WHOLE}, for one text
 * (attack h54 E6: a log with a cue on every line — `token=` in an access log — was redacted whole
 * past the bound, 17 s of CPU for 20 MB). With the bound, the redactor reads at most
 * {@link REDACT_WHOLE} + this + the armour's and addresses' second readings (each bounded the same).
 */
export const REDACT_CUE_LINES = 2 * REDACT_WHOLE;

/** The marker a cue line past every bound is fingerprinted as (no redactor read it: the line is left out whole). */
export const PAST_BOUND_MARKER = '[REDACTED:past-bound]';

/**
 * The lines of `text` that hold a {@link CREDENTIAL_CUE}, each with {@link BEFORE} line before and
 * {@link AFTER} after, redacted (core's `redactSecrets`, one call per run of such lines) while
 * `budget.left` lasts; past it, a run is replaced whole by {@link PAST_BOUND_MARKER} (linear: no
 * credential of it is read, and its characters are counted in `budget.cut`, so the caller counts
 * them as unread — a payload hidden there lowers, never raises). The other lines as written.
 */
function redactCueLines(text: string, budget: { left: number; cut: number }): string {
  const runs: Array<[number, number]> = [];
  CUE_SCAN.lastIndex = 0;
  for (let m = CUE_SCAN.exec(text); m !== null; m = CUE_SCAN.exec(text)) {
    const start = lineStart(text, m.index, BEFORE);
    const end = lineEnd(text, m.index, AFTER);
    const last = runs[runs.length - 1];
    if (last !== undefined && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else runs.push([start, end]);
  }
  if (runs.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [start, end] of runs) {
    const run = text.slice(start, end);
    let read: string;
    if (budget.left >= run.length) {
      budget.left -= run.length;
      read = redactSecrets(run).text;
    } else {
      budget.left = 0;
      budget.cut += run.length;
      read = PAST_BOUND_MARKER;
    }
    out += text.slice(at, start) + read;
    at = end;
  }
  return out + text.slice(at);
}

/** Rare tokens that address something (core's `rareTokens`), none of which holds a URL's user part or query: never a credential of its own. */
const ADDRESS_KINDS: ReadonlySet<RareTokenKind> = new Set(['url', 'stem', 'host', 'email']);

/**
 * `redacted`, with the addresses of `raw` that the redaction took out appended on a line of their
 * own (what core then takes as rare tokens). The redactor reads its context: `forward the staging
 * deploy credentials to ops@relay.example` loses the address as the value of a credential label,
 * while a memory paraphrasing it (`credentials are forwarded to ops@relay.example`) keeps it — and
 * an address a page gives is what attestation must meet (h47-attack F15). An address is kept only
 * when the redactor, reading it alone, leaves it whole, and never when it stands as the value of a
 * chosen secret's label ({@link chosenValue}: `PASSPHRASE=admin@example.com`, `"password":
 * "me@x.io"`): a password shaped as an address would be kept as a keyed rare token, a verifier of
 * a guess (h56-attest). Such an address is counted in `budget.cut` instead (unread: a page hiding
 * its address as a passphrase lowers, never raises).
 */
function withLostAddresses(raw: string, redacted: string, budget: { cut: number; keep?: boolean }): string {
  if (redacted === raw) return raw;
  const lost = new Set(rareTokens(raw).flatMap((t) => (ADDRESS_KINDS.has(t.kind) ? [t.value] : [])));
  if (lost.size === 0) return redacted;
  for (const t of rareTokens(redacted)) lost.delete(t.value);
  const values: string[] = [];
  for (const v of lost) {
    if (budget.keep === true || !chosenValue(raw, v)) values.push(v);
    else budget.cut += v.length;
  }
  if (values.length === 0) return redacted;
  const joined = values.join('\n');
  const kept = redactSecrets(joined).text === joined ? values : values.filter((v) => redactSecrets(v).text === v);
  return kept.length === 0 ? redacted : `${redacted}\n${kept.join('\n')}`;
}

/**
 * Whether `value` (a rare token's value, as core's `rareTokens` reads it) stands in `raw` as the
 * value of a chosen secret's label: the word right before one of its occurrences on its line
 * (separators `=` `:` quotes and blanks skipped) is a {@link chosenLabel}. Found by `indexOf`; a
 * value `rareTokens` normalised and not found as written is read as not chosen.
 */
function chosenValue(raw: string, value: string): boolean {
  for (let at = raw.indexOf(value); at >= 0; at = raw.indexOf(value, at + 1)) {
    const lineAt = raw.lastIndexOf('\n', at - 1) + 1;
    const before = raw.slice(Math.max(lineAt, at - LABEL_REACH), at).replace(/[\s=:"'`]+$/u, '');
    const word = before.slice(before.search(/\S+$/u));
    if (word !== '' && chosenLabel(word)) return true;
  }
  return false;
}

/** Characters of an armour block's label (`PGP PRIVATE KEY BLOCK`, `OPENSSH PRIVATE KEY`) read at most. */
const MAX_ARMOUR_LABEL = 64;

/** Words of a line to read as prose: at least this many runs of two or more letters between blanks (a key's base64 line has no blank). */
const PROSE_WORDS = 3;

/** Whether `line` reads as sentences: `least` ({@link PROSE_WORDS}) words or more of letters, separated by blanks. */
function isProse(line: string, least: number = PROSE_WORDS): boolean {
  let words = 0;
  for (const w of line.trim().split(/\s+/u)) if (/^[("'“‘]?\p{L}{2,}[\p{L}'’-]*[)"'”’.,;:!?]*$/u.test(w) && ++words >= least) return true;
  return false;
}

/** Letters of a script written without blanks between words (Han, kana, Hangul syllables run on, Thai, Lao, Khmer, Myanmar, Tibetan). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]{6,}/u;

/** Words a dropped span's line holds at least to be counted unread ({@link holdsWords}): a password holds no blank. */
const UNREAD_WORDS = 3;

/**
 * Whether `line` may hold a sentence in any script (attack h55 G1/G1c): {@link UNREAD_WORDS} or more
 * blank-separated words holding two letters each (`\p{L}`, any script, digits allowed: `push1`
 * reads to a model), or a run of six letters of a script written without blanks ({@link UNSPACED}).
 * No word list: a password, a vendor token, a key's base64 line holds no blank and is never one.
 */
function holdsWords(line: string): boolean {
  if (UNSPACED.test(line)) return true;
  let words = 0;
  // An armour delimiter is no sentence (a service account's JSON holds its key on one line: `"-----BEGIN PRIVATE KEY-----\\nMII…`).
  for (const w of line.replace(ARMOUR_MARK, ' ').trim().split(/\s+/u)) if (/\p{L}[^\p{L}]*\p{L}/u.test(w) && ++words >= UNREAD_WORDS) return true;
  return false;
}

/** An armour delimiter anywhere in a line (`-----BEGIN <label>-----`, `-----END <label>-----`). */
const ARMOUR_MARK = /-----(?:BEGIN|END) [^\n]{1,64}?-----/gu;

/** An armour block's delimiter line (`-----BEGIN <label>-----`, `-----END <label>-----`): the armour's own words, never a sentence. */
const ARMOUR_LINE = /^\s*-----(?:BEGIN|END) [^\n]{1,64}-----\s*$/u;

/** A line of a key's body: base64 (or base64url) only (a real key block holds these, armour headers and blank lines). */
const BASE64_LINE = /^[A-Za-z0-9+/=_-]*$/u;

/**
 * Whether `line` of an armour block is text to keep ({@link withArmourProse}; attack h55 G1d): any
 * line that is not a key's base64 nor blank, whatever its script (`isProse` counted blank-separated
 * words only, so a Chinese order between a key's lines was dropped with the key). Armour headers
 * (`Proc-Type: 4,ENCRYPTED`, `Comment: …`) are kept too: none holds the key.
 */
function armourText(line: string): boolean {
  // The key's lines as code and JSON hold them: escaped breaks, quotes, `+` and commas around (`"MIIE…\\n" +`).
  const t = line
    .replace(/\\[nr]/gu, '')
    .replace(/["'`+,;\\()[\]]/gu, '')
    .trim();
  return t !== '' && !BASE64_LINE.test(t) && !ARMOUR_LINE.test(line.trim());
}

/**
 * `redacted`, with the prose lines of `raw`'s armour blocks (`-----BEGIN <label>-----` … `-----END
 * <label>-----`) that the redaction took out appended on lines of their own (attack h53b D5/D5b).
 * The redactor takes a private key's block whole, whatever its body, and a page may hide an order
 * there: the model reads the sentence, the observation would hold only the marker, and a memory
 * copying the sentence (redacted alone, without the armour) would meet nothing — redaction on one
 * side only. A real key's body is base64 (and armour headers): every line that is not base64
 * ({@link armourText}, whatever its script: attack h55 G1d) is kept, so no key material, nor its
 * fingerprint, reaches the home. A line is kept as the redactor, reading it alone (as a memory is
 * read), leaves it: a password in a sentence is still redacted (C7), and the line's other words are
 * kept with the marker, as a memory copying it holds them (h55-attest: the line was dropped, and a
 * page's address beside a planted credential reached no print — attack h54b F10's rule); a
 * mnemonic replaced in it is words dropped, counted in `budget.cut` (unread). Blocks
 * are found by `indexOf` (no backtracking): one pass per label. Cost: each prose line is read once
 * more by the redactor, up to `budget.left` characters of one output (its {@link REDACT_WHOLE});
 * past it, as past the bound, a line with no {@link CREDENTIAL_CUE} is kept as written and only a
 * cue line is read again — no more than the bound's cue scan already spends on such lines.
 */
function withArmourProse(raw: string, redacted: string, budget: { left: number; cut: number }): string {
  if (redacted === raw || !raw.includes('-----BEGIN ')) return redacted;
  let kept: Set<string> | undefined;
  const out: string[] = [];
  const unterminated = new Set<string>();
  let at = raw.indexOf('-----BEGIN ');
  while (at >= 0) {
    const labelStart = at + '-----BEGIN '.length;
    const labelEnd = raw.indexOf('-----', labelStart);
    const label = labelEnd < 0 ? '' : raw.slice(labelStart, labelEnd);
    if (labelEnd < 0 || label.length > MAX_ARMOUR_LABEL || label.includes('\n') || unterminated.has(label)) {
      at = raw.indexOf('-----BEGIN ', labelStart);
      continue;
    }
    const end = raw.indexOf(`-----END ${label}-----`, labelEnd + 5);
    if (end < 0) {
      unterminated.add(label);
      at = raw.indexOf('-----BEGIN ', labelStart);
      continue;
    }
    for (const line of raw.slice(labelEnd + 5, end).split('\n')) {
      const l = line.replace(/\r$/u, '');
      if (!armourText(l)) continue;
      kept ??= new Set(redacted.split('\n').map((r) => r.replace(/\r$/u, '')));
      if (kept.has(l)) continue;
      // Within the budget every prose line is read again; past it only a cue line is (the bound's rule).
      let r = l;
      if (budget.left > 0 || CREDENTIAL_CUE.test(l)) {
        budget.left -= l.length;
        // As the memory side holds it (h55-attest, F10's rule of withTakenProse): a credential in it redacted, its other words kept.
        const redactedLine = redactSecrets(l).text;
        r = withoutSeedRuns(redactedLine);
        // A mnemonic replaced is words dropped: unread (attack h55 G3).
        if (r !== redactedLine) budget.cut += l.length;
        if (r !== l && kept.has(r)) continue;
      }
      kept.add(r);
      out.push(r);
    }
    at = raw.indexOf('-----BEGIN ', end);
  }
  return out.length === 0 ? redacted : `${redacted}\n${out.join('\n')}`;
}

/** {@link boundedRedactor}'s function, with `cut`: characters of cue lines left out past every bound (UTF-16 units, 0 when none). */
export type BoundedRedactor = ((text: string) => string) & { readonly cut: number };

/** A marker core's redactor writes (`[REDACTED:<kind>]`), found in a redacted text. */
const MARKER = /\[REDACTED:[a-z0-9-]{1,64}\]/gu;

/** Words of letters a taken span's line needs to be read as prose and kept (a diceware passphrase of five words is not; a sentence is). */
const SPAN_WORDS = 6;

/**
 * A word of a span's label that names a value a person chose (a password, a passphrase, a PIN, a
 * seed, a recovery code): a span after it on its line is never kept, whatever it holds. Long stems
 * anywhere in one word of the label (`DB_PASSWORD`, `passwd`, `rootpass`, `wifiPassphrase`), short
 * ones as a whole word (`pw`, `pin`, `otp`, `2fa`: not `pinned`, `footprint`).
 */
const CHOSEN_LABEL = /pass|pwd|phrase|mnemonic|seed|recovery|backup|^(?:pw|pin|otp|totp|2fa|mfa|psk|wpa)$/iu;

/**
 * Words a sentence holds and a list of chosen words rarely does (English articles, conjunctions,
 * prepositions, pronouns, auxiliaries; none is in the BIP-39 English wordlist, and the EFF's
 * diceware lists have words of three letters or more, none of these bar a few): a taken line is
 * kept as written only when it holds one (attack h54b F1: a six-word passphrase under `WPA_PSK`,
 * `ENCRYPTION_KEY`, `secret:` is a list of words, not a sentence). A label is never what decides
 * it alone: every label an attacker may write a page's order under is one a sentence can follow.
 */
const FUNCTION_WORDS = new Set(
  'a an the and or but nor of to in on at by for with from into onto over under than then if so as is are was were be been am it its this that these those we you they he she our your their his her has have had do does did will would can could should must may not no because when while after before until'.split(
    ' ',
  ),
);

/**
 * A line punctuated as a sentence in any script: a clause mark after a word and a word after it
 * (`,` `;` followed by a blank; `，` `、` `；`), or a sentence end after a word (`.` `!` `?` followed by
 * a blank or the line's end; `。` `！` `？`). A list of chosen words has neither (attack h55 G1: a
 * telegraphic order has no function word, but commas; the taken span may stop before its full stop).
 */
const PUNCTUATED = /\p{L}(?:[,;]\s+\p{L}|[.!?]["'”’)]*(?:\s|$)|[，、；。！？])/u;

/**
 * Whether `line` reads as a sentence, not a list of chosen words: it holds a {@link FUNCTION_WORDS}
 * word, or is {@link PUNCTUATED} as one, or holds no Latin letter (attack h55 G1c: English function
 * words tell nothing of a Russian or Greek line; password generators' word lists — diceware, BIP-39 —
 * are Latin), or a run of a script written without blanks ({@link UNSPACED}).
 */
function readsAsSentence(line: string): boolean {
  for (const w of line.toLowerCase().split(/[^\p{L}']+/u)) if (FUNCTION_WORDS.has(w)) return true;
  return PUNCTUATED.test(line) || UNSPACED.test(line) || (/\p{L}/u.test(line) && !/\p{Script=Latin}/u.test(line));
}

/**
 * Consecutive BIP-39 words (core's `bip39WordIndex`) a kept line is searched for a mnemonic in: twelve,
 * the shortest mnemonic (attack h54b F1b: a seed glued to one word on each side is no mnemonic standing
 * alone, so the redactor alone leaves it). Only a window of the run that is a mnemonic (12, 15, 18, 21
 * or 24 words whose checksum verifies: core's `isMnemonicChecksum`) is kept as a marker (attack h55 G3:
 * BIP-39 words are ordinary English, and an order written mostly in them lost its words); the caller
 * counts a replaced window unread.
 */
const SEED_RUN = 12;

/** The word counts of a BIP-39 mnemonic, longest first (BIP-0039: 128–256 bits of entropy). */
const MNEMONIC_WORDS = [24, 21, 18, 15, 12];

/** The marker a mnemonic in a kept line is replaced by ({@link withoutSeedRuns}). */
const SEED_MARKER = '[REDACTED:seed-phrase]';

/**
 * `line` with each mnemonic (a window of {@link MNEMONIC_WORDS} consecutive BIP-39 words whose checksum
 * verifies, in a run of {@link SEED_RUN} or more; between blanks, quotes and punctuation around each
 * ignored) replaced by {@link SEED_MARKER}. Cost: per word of a run, at most five checksums (one
 * SHA-256 of 16–32 bytes each).
 */
function withoutSeedRuns(line: string): string {
  const words = bip39WordIndex();
  return withoutMnemonicWindows(line, (w) => words.get(w.toLowerCase().replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/gu, '')));
}

/**
 * `text` with every mnemonic window ({@link MNEMONIC_WORDS} consecutive list words, `wordOf` a
 * word's list index or undefined, in a run of {@link SEED_RUN} or more, each start tried: a real
 * seed may follow list words of a sentence) replaced by {@link SEED_MARKER}; with `budget`, each
 * replaced window's characters are counted in `budget.cut`. Shared by {@link withoutSeedRuns} and
 * {@link withoutForeignSeeds}.
 */
function withoutMnemonicWindows(text: string, wordOf: (word: string) => number | undefined, budget?: { cut: number }): string {
  // Even indices are words (possibly empty), odd ones the blanks between them.
  const parts = text.split(/(\s+)/u);
  const index = parts.map((w, i) => (i % 2 === 1 ? undefined : wordOf(w)));
  const covered = new Set<number>();
  for (let i = 0; i < parts.length; i += 2) {
    const run: number[] = [];
    for (let j = i; run.length < 24; j += 2) {
      const k = index[j];
      if (k === undefined) break;
      run.push(k);
    }
    if (run.length < SEED_RUN) continue;
    for (const n of MNEMONIC_WORDS) if (n <= run.length && isMnemonicChecksum(run.slice(0, n))) for (let w = 0; w < n; w++) covered.add(i + 2 * w);
  }
  if (covered.size === 0) return text;
  let out = '';
  for (let i = 0; i < parts.length; i += 2) {
    const word = parts[i] as string;
    if (!covered.has(i)) out += word + (parts[i + 1] ?? '');
    else {
      if (budget !== undefined) budget.cut += word.length + (covered.has(i + 2) ? (parts[i + 1] ?? '').length : 0);
      if (!covered.has(i + 2)) out += SEED_MARKER + (parts[i + 1] ?? '');
    }
  }
  return out;
}

/** Letters of the scripts the Japanese (kana) and Korean (Hangul) BIP-39 wordlists are written in. */
const FOREIGN_SEED_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * `text` with each Japanese or Korean BIP-39 mnemonic (core's `foreignMnemonicWordIndex`: a window
 * of {@link MNEMONIC_WORDS} consecutive list words, blank-separated — the ideographic space U+3000
 * too, as Japanese wallets write them — whose checksum verifies, core's `isMnemonicChecksum`, in a
 * run of {@link SEED_RUN} or more) replaced by {@link SEED_MARKER}, each replaced window's
 * characters counted in `budget.cut` (unread: words dropped from what the model read; a page may
 * grind its order's words to pass the 4-bit checksum). Core's redactor checks English mnemonics
 * only; a wallet's seed in another list kept as keyed shingles beside the home's key would be a
 * verifier of a guess (h56-attest). A text with no kana nor Hangul costs one scan. Cost per word
 * of a run: at most five checksums, as {@link withoutSeedRuns}.
 */
function withoutForeignSeeds(text: string, budget: { cut: number }): string {
  if (!FOREIGN_SEED_SCRIPT.test(text)) return text;
  let out = text;
  for (const language of ['japanese', 'korean'] as const) {
    const words = foreignMnemonicWordIndex(language);
    out = withoutMnemonicWindows(out, (w) => words.get(w.normalize('NFKD').replace(/^[(「『"'“‘]+|[)」』"'”’.,;:!?、。]+$/gu, '')), budget);
  }
  return out;
}

/**
 * Whether `label` (the characters before a span on its line) names a chosen secret: each of its
 * words (split at what is not a letter or digit, and at a camelCase step) tested alone with
 * {@link CHOSEN_LABEL}. Only the label is read, never the span's own text (attack h54b F8: `bypass`,
 * `backups`, `compass` in a taken sentence kept it out, and they are the words of an order worth hiding).
 */
function chosenLabel(label: string): boolean {
  return label
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .some((w) => w !== '' && CHOSEN_LABEL.test(w));
}

/** Characters before a span on its line read for a {@link CHOSEN_LABEL}. */
const LABEL_REACH = 64;

/**
 * `redacted`, with the prose lines of the spans the redaction took out of `raw` appended on lines
 * of their own, when the redactor, reading each line alone (as it reads a memory), leaves it whole
 * (attack h54 E2/E2b; generalises D5's armour rule to every context rule). Core's
 * `secret-assignment` rule takes a quoted value after a label whatever it holds: a page's
 * `RELEASE_TOKEN="<sentence>"`, `secret: "<sentence>"` or `<token><sentence></token>` would be
 * fingerprinted as the marker while the agent's copy of the sentence, without the label, is not
 * redacted — redaction on one side only. A span's line is kept only when it reads as a sentence
 * ({@link SPAN_WORDS} words of letters between blanks: no vendor token, key or single-word
 * password), no {@link chosenLabel} precedes it on its line (a passphrase stays redacted); it is kept
 * as the redactor, reading it alone, leaves it — a password in it is still redacted (C7), and a line
 * holding one is kept redacted, as a memory copying it is, not dropped (attack h54b F10). A shorter
 * line (`secret: "pip install berth-tools-helper"`) is kept only as its rare tokens (core's
 * `rareTokens`: a command, a package, a path, an address), each on a line of its own, taken from the
 * line as the redactor alone leaves it (attack h54b F2: the page's command was lost while the agent's
 * memory naming it kept it; h55 G4: a URL password planted in the line lost them all again); a line
 * with none is not kept (a short password). After a chosen-secret label a line of {@link PROSE_WORDS}
 * words or more keeps its rare tokens too, never its words (h55-attest: a page's order given as
 * `PASSPHRASE="…"` or `WPA_PSK=` kept none of its command).
 *
 * What an agent could forge may only lower trust (attack h55 G1–G3): a span's line that is dropped
 * all the same — under a chosen secret's label, a list of words read as no sentence, a mnemonic
 * replaced — and that holds words ({@link holdsWords}: three blank-separated, or a run of an unspaced
 * script) is counted in `budget.cut`, so the hook counts it unread and lowers the session's agent
 * writes as for a gap. Chosen over fingerprinting such words: any print that lets a memory copying
 * the words be met also confirms a guess of a passphrase. A real password, token or key line holds
 * no blank, so reading a `.env` gaps nothing; a passphrase of words does (unread, never a print).
 * An armour block's lines are {@link withArmourProse}'s. Spans are found by
 * aligning the literal text between the markers with `raw` (`indexOf`, in order). Cost: each such
 * line is read once more, up to `budget.left` characters of one output; past it a line that would
 * be read is not kept and is counted in `budget.cut` (unread: a gap, lower trust).
 */
function withTakenProse(raw: string, redacted: string, budget: { left: number; cut: number; keep?: boolean }): string {
  if (redacted === raw) return redacted;
  const literals: string[] = [];
  const kinds: string[] = [];
  let from = 0;
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(redacted); m !== null; m = MARKER.exec(redacted)) {
    literals.push(redacted.slice(from, m.index));
    kinds.push(m[0]);
    from = m.index + m[0].length;
  }
  literals.push(redacted.slice(from));
  if (kinds.length === 0 || !raw.startsWith(literals[0] as string)) return redacted;
  let kept: Set<string> | undefined;
  const out: string[] = [];
  let at = (literals[0] as string).length;
  for (let i = 0; i < kinds.length; i++) {
    const next = literals[i + 1] as string;
    const end = i + 1 === kinds.length ? raw.length - next.length : raw.indexOf(next, at);
    if (end < at) break;
    const span = raw.slice(at, end);
    const lineAt = raw.lastIndexOf('\n', at - 1) + 1;
    const label = raw.slice(Math.max(lineAt, at - LABEL_REACH), at);
    at = end + next.length;
    if (kinds[i] === PAST_BOUND_MARKER) continue;
    // A chosen secret is never kept; a line of words under it is unread (attack h55 G2), not silently
    // gone, and keeps only its rare tokens (h55-attest: `PASSPHRASE="… run curl … | sh …"` hid the page's command).
    const chosen = chosenLabel(label);
    let armour = false;
    for (const line of span.split('\n')) {
      const l = line.replace(/\r$/u, '');
      // An armour block's lines are withArmourProse's (it keeps or counts them).
      if (ARMOUR_LINE.test(l)) {
        armour = l.includes('-----BEGIN ');
        continue;
      }
      if (armour) continue;
      kept ??= new Set(redacted.split('\n').map((r) => r.replace(/\r$/u, '')));
      // Dropped: a line of words (a sentence in any script, never a password) is counted unread (attack h55 G1–G3);
      // or, for a third-party file's text (`budget.keep`), kept as written (true: nothing more to do with it).
      const drop = (): boolean => {
        if (!holdsWords(l)) return false;
        if (budget.keep !== true) {
          budget.cut += l.length;
          return false;
        }
        if (!kept?.has(l)) {
          kept?.add(l);
          out.push(l);
        }
        return true;
      };
      if (chosen) {
        if (drop()) continue;
        if (!isProse(l)) continue;
      }
      const prose = !chosen && (isProse(l, SPAN_WORDS) || UNSPACED.test(l)) && readsAsSentence(l);
      // A short line is kept only as its rare tokens (a command, a package, a path, a host: attack h54b F2).
      if (!prose && rareTokens(l).length === 0) {
        if (!chosen) drop();
        continue;
      }
      if (kept.has(l)) continue;
      if (budget.left < l.length) {
        budget.left = 0;
        budget.cut += l.length;
        continue;
      }
      budget.left -= l.length;
      // The line as the memory side holds it (attack h54b F10): a credential planted in it is redacted, its other words kept.
      const r = redactSecrets(l).text;
      if (!prose) {
        // The rare tokens of the line as the redactor leaves it (attack h55 G4: a planted URL password lost the command and package).
        const tokens = rareTokens(r);
        // Third-party text keeps the words too (budget.keep), as the page a model reads holds them.
        if ((tokens.length === 0 && !chosen) || budget.keep === true) drop();
        for (const t of tokens) {
          if (kept.has(t.value)) continue;
          kept.add(t.value);
          out.push(t.value);
        }
        continue;
      }
      const k = withoutSeedRuns(r);
      // A mnemonic replaced is words dropped: unread.
      if (k !== r) budget.cut += l.length;
      if (k !== l && kept.has(k)) continue;
      kept.add(k);
      out.push(k);
    }
  }
  return out.length === 0 ? redacted : `${redacted}\n${out.join('\n')}`;
}

/**
 * A redactor for the parts of one text read in order (core's `createShingler` `redact`: its
 * pieces), bounded: the first {@link REDACT_WHOLE} characters are given whole to core's
 * `redactSecrets` (every shape it knows, across lines); past them only the lines that may hold a
 * guessable credential ({@link CREDENTIAL_CUE}, with the lines around them) are, so a 20 MB log costs
 * a scan for cues, not 4 s more. What the bound leaves as written past 4 Mi characters of one
 * output is a credential on a line with no label, command or `@` near it — a vendor token
 * (random: its keyed print confirms no guess) or an encoded one — never a labelled password.
 *
 * Past {@link REDACT_CUE_LINES} more, a cue line is fingerprinted as {@link PAST_BOUND_MARKER} and
 * counted in the redactor's `cut` (attack h54 E6): the caller counts it unread (a gap: lower trust).
 *
 * Each piece after the first is read with the end of the one before it ({@link OVERLAP_LINES} lines,
 * at most {@link OVERLAP} characters) in front, and what the redactor makes of that context is taken
 * off again (attack h55 G6/G6b): a piece cut after a `password:` key line, or after `"password": `
 * on a long line, started with the bare value, which nothing labelled.
 *
 * A third-party file's text (`options.thirdParty`: a package under `node_modules`, a vendored folder,
 * a submodule — public text, no person's secret) keeps as written the lines of words a redaction
 * took and would count unread, and the addresses a chosen secret's label took (h56-attest: an order
 * written as a list of words under `SECRET_KEY=` in a vendored README reached no print, and a
 * memory copying it stayed `agent`; every package's docs with `PGPASSWORD="my awesome password"`
 * counted unread would lower every write). A mnemonic is still replaced and counted.
 *
 * @param whole - characters redacted whole (default {@link REDACT_WHOLE})
 * @param cueLines - characters of cue lines redacted past them (default {@link REDACT_CUE_LINES})
 * @param options - `thirdParty`: the text is a third-party file's (default false)
 * @returns a function of one piece of text to the text fingerprinted; never throws
 */
export function boundedRedactor(whole: number = REDACT_WHOLE, cueLines: number = REDACT_CUE_LINES, options: { thirdParty?: boolean } = {}): BoundedRedactor {
  let left = whole;
  const keep = options.thirdParty === true;
  const armour = { left: whole, cut: 0 };
  const cue = { left: cueLines, cut: 0 };
  const spans = { left: whole, cut: 0, keep };
  // Addresses kept out as a chosen secret's value, and Japanese or Korean mnemonics replaced (h56-attest): unread.
  const seeds = { cut: 0, keep };
  let before = '';
  // The header of a table the pieces so far end inside (attack h56 H2): read in front of the next piece.
  let head = '';
  // The start of the line the last piece was cut inside ('' when it ended with a line break).
  let cutLine = '';
  const redact = ((piece: string): string => {
    const tail = before;
    const carried = head;
    const lead = cutLine;
    before = tailOf(piece);
    head = tableHeadAtEnd(carried, lead, piece);
    cutLine = piece.slice(piece.lastIndexOf('\n') + 1);
    // After a carried header: the cut row whole (a row cut at its start would end the table there), not the tail.
    const context = carried === '' ? tail : `${carried}\n${lead}`;
    if (context === '') return read(piece);
    // Pieces of one text are contiguous when cut inside it (after a line break or a blank); else parts joined by a line break.
    const prefix = /\s$/u.test(context) ? context : `${context}\n`;
    const r = read(prefix + piece);
    if (r.startsWith(prefix)) return r.slice(prefix.length);
    // The context was changed (a marker reaching into it): from where it differs (a marker read twice costs nothing).
    let at = 0;
    while (at < prefix.length && r.charCodeAt(at) === prefix.charCodeAt(at)) at++;
    return r.slice(at);
  }) as BoundedRedactor;
  const read = (text: string): string => {
    if (text.length <= left) {
      left -= text.length;
      return withoutForeignSeeds(withLostAddresses(text, withArmourProse(text, withTakenProse(text, redactSecrets(text).text, spans), armour), seeds), seeds);
    }
    left = 0;
    const cut = cue.cut + spans.cut + armour.cut;
    const got = withArmourProse(text, withTakenProse(text, redactCueLines(text, cue), spans), armour);
    // A piece with lines left out is counted unread (a gap): its lost addresses are not read again.
    return withoutForeignSeeds(cue.cut + spans.cut + armour.cut > cut ? got : withLostAddresses(text, got, seeds), seeds);
  };
  Object.defineProperty(redact, 'cut', { get: () => cue.cut + spans.cut + armour.cut + seeds.cut });
  return redact;
}

/**
 * A header cell naming a column of credentials, as core's table rules read one (core redact/tablePatterns.ts,
 * tableColumns.ts: password, passphrase, passwd, pwd, secret, token, private key, API key).
 */
const CREDENTIAL_COLUMN =
  /^["'`*_ ]{0,3}(?:[a-z0-9]{1,24}[ _.-]?){0,3}?(?:pass(?:word|wd|phrase)|pwd|secret(?:[ _.-]?key)?|token|private[ _.-]?key|api[ _.-]?key)s?["'`*_ ]{0,3}$/iu;

/** Longest line read as a table's header (a wider line is no header of names). */
const HEAD_MAX = 2048;

/** The separator a table line uses (tab, `|`, `;` or `,`), or undefined. */
function separatorOf(line: string): string | undefined {
  if (line.includes('\t')) return '\t';
  if (/^[ \t]*\|/u.test(line)) return '|';
  const commas = line.split(',').length;
  const semis = line.split(';').length;
  return commas > 1 || semis > 1 ? (commas >= semis ? ',' : ';') : undefined;
}

/** Cells of a line split at `sep` outside `"`-quotes (RFC 4180), or -1 when a quote is left open. */
function cellCount(line: string, sep: string): number {
  let n = 1;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === sep && !quoted) n++;
  }
  return quoted ? -1 : n;
}

/** `line` is a table header (CSV, TSV, Markdown) with a column of credentials. */
function isCredentialHead(line: string): boolean {
  if (line.length > HEAD_MAX) return false;
  const sep = separatorOf(line);
  return sep !== undefined && line.split(sep).some((cell) => CREDENTIAL_COLUMN.test(cell.trim()));
}

/**
 * The header of the table `piece` ends inside (attack h56 H2), or '': the last credential-column
 * header line of the piece (or `carried`, the header the pieces before it ended inside) whose rows
 * run, each with the header's number of cells (a Markdown delimiter row among them), to the piece's
 * last whole line. `lead` is the start of the piece's first line (the end of the piece before it);
 * the piece's last line, when it is cut, is judged with the next piece.
 */
function tableHeadAtEnd(carried: string, lead: string, piece: string): string {
  const lines = piece.split('\n');
  lines.pop(); // the cut last line, or '' after the last line break
  if (lines.length > 0) lines[0] = lead + lines[0];
  let head = carried;
  let sep = head === '' ? '' : (separatorOf(head) as string);
  let count = head === '' ? 0 : cellCount(head, sep);
  for (const raw of lines) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (head !== '' && cellCount(line, sep) === count) continue;
    head = '';
    if (isCredentialHead(line)) {
      head = line;
      sep = separatorOf(line) as string;
      count = cellCount(line, sep);
    }
  }
  return head;
}

/** Lines of a piece's end read again in front of the next piece ({@link boundedRedactor}): {@link BEFORE} and a key's two-line value. */
const OVERLAP_LINES = 3;

/** Characters of a piece's end read again in front of the next piece at most (a long line's end, cut at a blank). */
const OVERLAP = 512;

/** The last {@link OVERLAP_LINES} lines of `piece` (its line break after them kept), at most its last {@link OVERLAP} characters. */
function tailOf(piece: string): string {
  const from = Math.max(0, piece.length - OVERLAP);
  let at = piece.length - (piece.endsWith('\n') ? 1 : 0);
  for (let k = 0; k < OVERLAP_LINES && at > from; k++) at = piece.lastIndexOf('\n', at - 1);
  return piece.slice(Math.max(from, at + 1));
}

/**
 * One text as fingerprinted ({@link boundedRedactor} over it whole): a file of the working tree, a
 * prompt, a transcript's output. A credential spanning lines (a private key's body) becomes one
 * marker, so the rows after it are numbered from there (a shingle's line in the tree index is where
 * it is shown, nothing more).
 */
export function redactForPrints(text: string): string {
  return boundedRedactor()(text);
}

/** One text as fingerprinted ({@link redactedForPrints}) and what of it was not read. */
export interface RedactedForPrints {
  /** The text to fingerprint: redacted, with what {@link boundedRedactor} keeps of the spans it took. */
  text: string;
  /**
   * Characters (UTF-16 units, 0 or more) of what the model read that no print holds: lines of
   * words a redaction dropped (a passphrase of words, an order under a chosen secret's label, a
   * mnemonic replaced), an address kept out as a chosen secret's value, cue lines past every bound
   * ({@link boundedRedactor}'s `cut`). A caller that stores prints must count it unread (fail
   * closed: a gap, or a witness that lowers), never drop it (h56-attest: the working tree, host
   * memory files, `!` output and slash-command bodies, prompts ignored it).
   */
  unread: number;
}

/**
 * {@link redactForPrints} with its unread count: what every caller that fingerprints a text it
 * stores or attests with uses (the working tree's index, host memory files, a transcript's `!`
 * output and command bodies, a hook's prompt). Never throws.
 *
 * @param options - `thirdParty`: a third-party file's text, whose dropped lines of words are kept ({@link boundedRedactor})
 */
export function redactedForPrints(text: string, options: { thirdParty?: boolean } = {}): RedactedForPrints {
  const redact = boundedRedactor(REDACT_WHOLE, REDACT_CUE_LINES, options);
  const out = redact(text);
  return { text: out, unread: redact.cut };
}
