/**
 * Credentials named by the job of the text around them rather than by a key (issue #19, session
 * 52): what a directory server's config line, a password-hash field, a secret store's command, a
 * program reading a password from its input, or an Authorization header's proof parameters
 * carry. Each rule reads the place (a directive, a command, a header) and the value's shape, not
 * one more phrase: a directive's value is the rest of its line, a hash has its scheme's format, a
 * secret store's value is its value argument whatever its name.
 */
import { NOT_PROSE, PLACEHOLDER_VALUES, WORDLIKE_VALUES } from './contextPatterns.js';
import { groupText, NOT_MARKER, type SecretPattern, START, scan } from './shapes.js';
import { bip39WordIndex } from './walletPatterns.js';

/** A quoted value (group `secret`) or a bare one (group `secret2`) of a command argument, up to a blank or a shell operator. */
const ARG_VALUE = `(?:(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,1024})\\k<q>|${NOT_MARKER}(?<secret2>[^\\s"'\`;|&<>-][^\\s"'\`;|&<>]{0,1023}))`;

/** The arguments of a command up to the one that matters, on one line (a `\` continuation included). */
const ARGS = '(?:[ \\t]{1,16}(?:\\\\\\r?\\n[ \\t]{0,16})?(?:[^\\s|;&]|&(?!&)){1,1024}){0,32}?[ \\t]{1,16}(?:\\\\\\r?\\n[ \\t]{0,16})?';

/**
 * The value a command prints into a pipe: `echo [-n] value |`, `printf '%s' value |`, quoted
 * (`secret`) or bare (`secret2`).
 */
const PIPED_VALUE = `(?<![\\w-])(?:echo(?:[ \\t]{1,8}-[neE]{1,3})?|printf(?:[ \\t]{1,8}["']?%s(?:\\\\n)?["']?)?)[ \\t]{1,8}(?:(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,512})\\k<q>|${NOT_MARKER}(?<secret2>[^\\s"'|;&$][^\\s|;&]{0,511}))[ \\t]{0,8}\\|[ \\t]{0,8}`;

/**
 * Commands that read a credential from their standard input: a login that takes its token from
 * `-` or stdin, a secret store that reads its value from stdin, a Kerberos or account tool.
 */
const STDIN_SINKS = [
  '(?:vault|bao)[ \\t]{1,8}login(?:[ \\t]{1,8}[^\\s|;&]{1,128}){0,8}?[ \\t]{1,8}-(?![\\w-])',
  'gcloud[ \\t]{1,8}secrets[ \\t]{1,8}(?:create|versions[ \\t]{1,8}add)[^|\\r\\n]{0,512}?--data-file(?:=|[ \\t]{1,8})-(?![\\w-])',
  'vercel[ \\t]{1,8}env[ \\t]{1,8}add',
  '(?:wrangler|npx[ \\t]{1,8}wrangler)[ \\t]{1,8}secret[ \\t]{1,8}put',
  'kinit',
  'gh[ \\t]{1,8}(?:secret|variable)[ \\t]{1,8}set',
  'gh[ \\t]{1,8}auth[ \\t]{1,8}login[^|\\r\\n]{0,256}?--with-token',
  'op[ \\t]{1,8}signin',
  'cryptsetup',
  'openssl[^|\\r\\n]{0,256}?(?:pass:stdin|-pass(?:in)?[ \\t]{1,8}stdin)',
  'docker[ \\t]{1,8}secret[ \\t]{1,8}create[^|\\r\\n]{0,256}?[ \\t]-(?![\\w-])',
  'podman[ \\t]{1,8}secret[ \\t]{1,8}create[^|\\r\\n]{0,256}?[ \\t]-(?![\\w-])',
  // libsecret's secret-tool(1) "store": the secret is read from standard input (attack h57 H2).
  'secret-tool[ \\t]{1,8}store',
].join('|');

/**
 * An argument that says a credential is read from standard input (attack h54b F5): a password,
 * token, secret or key name (or gcloud's `--data-file`) set to `-`, `@-` or `/dev/stdin`
 * (`password=-`, `--data-file=-`, `token=@-`). The placeholder rule leaves the marker; what feeds
 * standard input on the same line is the value.
 */
const STDIN_MARKER_ARG =
  '(?<![\\w.-])-{0,2}[\\w.-]{0,32}(?:pass(?:word|wd|phrase)?|pwd|token|secret|credential|key|data-file)[\\w-]{0,32}(?:=|[ \\t]{1,8})@?(?:-|/dev/stdin)(?![\\w/-])';

/** An option that reads a credential from standard input (`--password-stdin`, `--token-stdin`) or gh's `--with-token`. */
const STDIN_CREDENTIAL_FLAG = '(?<![\\w-])--(?:[\\w-]{0,32}(?:pass|password|token|secret|key|cred)[\\w-]{0,32}stdin|with-token)(?![\\w-])';

/** Programs whose standard input is a password (passwd --stdin, chpasswd's user:password lines, kinit, vault login). */
const HERE_DOC_READERS = '(?<![\\w-])(?:kinit|passwd|chpasswd|(?:vault|bao)[ \\t]{1,8}login)(?![\\w-])';

/** A here-document's opener `<<EOF`, `<<-'END'`, `<< "X"` (delimiter in group `tag`), the rest of its line and its line break. */
const HERE_DOC_OPENER = `<<-?[ \\t]{0,4}(?<hq>["']?)(?<tag>[A-Za-z_]\\w{0,31})\\k<hq>[^\\r\\n]{0,256}\\r?\\n`;

/** The same opener at the head of a pipeline (`cat <<EOF | …`), its line read by the pattern. */
const HERE_DOC_OPENER_PIPED = `<<-?[ \\t]{0,4}(?<hq>["']?)(?<tag>[A-Za-z_]\\w{0,31})\\k<hq>`;

/** Most lines of a here-document body read (a key file or a JSON credential fits; a longer body is a document). */
const HERE_DOC_MAX_LINES = 200;

/**
 * The cells of a here-document's body (bash(1) "Here Documents"): each line's text without its
 * blanks, from the line after the opener up to the line that is the delimiter (with `<<-`, after
 * leading tabs; bash reads nothing else as the end), or the text's end. For chpasswd(8), whose
 * lines are `user:password`, only what follows the first colon.
 */
function* hereDocBody(scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const tag = groupText(match, 'tag');
  const chpasswd = /chpasswd/.test(match[0]);
  // Both patterns that read a here-document end with its opener's line break: the body starts there.
  let at = (match.index as number) + match[0].length;
  for (let line = 0; line < HERE_DOC_MAX_LINES; line++) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut only — past the text's end every line is empty and yields nothing, and the line bound ends the loop
    if (at >= scanned.length) return;
    const newline = scanned.indexOf('\n', at);
    const end = newline === -1 ? scanned.length : newline;
    const text = scanned.slice(at, end).replace(/\r$/, '');
    if (text.trim() === tag) return;
    const lead = text.length - text.trimStart().length;
    let from = at + lead;
    if (chpasswd) from = text.includes(':') ? at + text.indexOf(':') + 1 : at + text.length;
    const to = at + text.trimEnd().length;
    if (to > from && !scanned.startsWith('[REDACTED:', from)) yield [from, to];
    at = end + 1;
  }
}

/** Between two lines of a key block: a line break (typed or JSON-escaped, maybe a blank line), or blanks where a chat client joined the lines. */
const KEY_LINE_GAP = '(?:[ \\t]{0,8}(?:\\r?\\n|\\\\[rn]){1,2}[ \\t]{0,8}|[ \\t]{1,8})';

/** Programs that take a password as a here-string (`<<< value`): a login, a password change (vncpasswd(1) -f, smbpasswd(8) -s: session 55), a key unlock. */
const HERE_STRING_READERS =
  '(?:kinit|passwd|chpasswd|vncpasswd|smbpasswd|vault[ \\t]{1,8}login|bao[ \\t]{1,8}login|[\\w-]{1,32}[ \\t]{1,8}login|sudo[ \\t]{1,8}-S|cryptsetup|gpg|openssl|op[ \\t]{1,8}signin)';

/** Where a named group of a match starts (every pattern here has the `d` flag and the group its cells read). */
function groupStart(match: RegExpMatchArray, name: string): number {
  // Stryker disable next-line OptionalChaining: equivalent — every caller's pattern has named groups, so `groups` is always set
  return ((match.indices as RegExpIndicesArray).groups?.[name] as [number, number])[0];
}

/** The number of words a BIP-39 mnemonic has (BIP-0039 "Generating the mnemonic": 128–256 bits of entropy, 12–24 words). */
const MIN_SEED_WORDS = 12;

/** A word of a seed phrase without its number. */
const SEED_WORD_ONLY = /[a-z]{3,8}/g;

/** One word of a seed phrase as written: lower case, maybe numbered (`1. abandon`, `2) ability`). */
const SEED_WORD = '(?:\\d{1,2}[.):][ \\t]{0,4})?[a-z]{3,8}';

/** A separator between seed words: blanks, a comma, a line break. */
const SEED_GAP = '(?:[ \\t]{0,4},?[ \\t]{1,4}|[ \\t]{0,4},?[ \\t]{0,4}\\r?\\n[ \\t]{0,16})';

/**
 * The range of a seed phrase in a {@link SEED_PHRASE} match: its words from the first while each is
 * in the BIP-39 wordlist, when there are {@link MIN_SEED_WORDS} or more (prose after a label has
 * words outside the list: "the", "is", "a").
 */
function* seedWords(_scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const start = groupStart(match, 'secret');
  const words = [...groupText(match, 'secret').matchAll(SEED_WORD_ONLY)];
  let count = 0;
  // The BIP-39 English wordlist (BIP-0039, wordlists/english.txt), made into a map on first use, not at load.
  const listed = bip39WordIndex();
  while (count < words.length && listed.has((words[count] as RegExpMatchArray)[0])) count++;
  if (count < MIN_SEED_WORDS) return;
  // A mnemonic has a multiple of three words (BIP-0039: one checksum bit per 32 of entropy, 11 bits a word):
  // list words that follow it in prose ("… then store it") are no part of it.
  const last = words[count - (count % 3) - 1] as RegExpMatchArray;
  yield [start, start + (last.index as number) + last[0].length];
}

/** A name of a BIP-39 mnemonic: `mnemonic`, `seed phrase`, `recovery phrase`, `seed words`, `backup phrase`. */
const SEED_PHRASE = scan(
  `(?:mnemonic|(?:seed|recovery|backup|wallet|secret)[ _-]?(?:phrase|words))s?["']?[ \\t]{0,8}(?:[:=][ \\t]{0,8}|[ \\t]{1,8}(?:is|was|reads|=)?[ \\t]{0,8}|\\r?\\n[ \\t]{0,16})(?:["'\`][ \\t]{0,4})?(?:\\r?\\n[ \\t]{0,16})?(?<secret>${SEED_WORD}(?:${SEED_GAP}${SEED_WORD}){11,23})`,
  'i',
);

/** Parameters of an Authorization header that are its proof: a digest response, a signature, a MAC, a token, a password. */
const PROOF_PARAM = /^(?:response|(?:oauth_)?signature|sig|mac|(?:oauth_)?token|proof|password|passwd|secret|client_secret)$/i;

/** Each `name=value` or `name="value"` parameter of a header's credentials. */
const AUTH_PARAM = /([A-Za-z][\w-]{0,63})[ \t]{0,4}=[ \t]{0,4}(?:"([^"\r\n]{0,2048})"|([^\s,"]{1,2048}))/dg;

/** The proof parameters of an Authorization header's credentials (group `params`), at least 8 characters and no placeholder. */
function* proofParams(_scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const start = groupStart(match, 'params');
  for (const param of groupText(match, 'params').matchAll(AUTH_PARAM)) {
    if (!PROOF_PARAM.test(param[1] as string)) continue;
    const [from, to] = (param.indices as RegExpIndicesArray)[2] ?? ((param.indices as RegExpIndicesArray)[3] as [number, number]);
    if (to - from >= 8) yield [start + from, start + to];
  }
}

/** One NAME=VALUE argument (value group 1), maybe after --set. */
const NAME_VALUE_ARG = /(?<=^|[ \t]|--set[ =])["']?[A-Za-z_][\w.-]{0,127}=(?!\[REDACTED:)([^\s"']{1,1024})/dg;

/** The values of the NAME=VALUE arguments of a secret store's command (group `args`). */
function* secretArguments(_scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const start = groupStart(match, 'args');
  for (const arg of groupText(match, 'args').matchAll(NAME_VALUE_ARG)) {
    const [from, to] = (arg.indices as RegExpIndicesArray)[1] as [number, number];
    yield [start + from, start + to];
  }
}

/** Words near a 64-hex run that say it is a digest of a key, not the key: a fingerprint, a hash, an address. */
const DIGEST_WORDS = /fingerprint|hash|sha|digest|checksum|address|public|\bid\b/i;

/** Credentials named by the job of their place: directory servers, password hashes, secret stores, stdin, proof parameters. */
export const INPUT_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source:
      'OpenLDAP slapd.conf(5) (rootpw), slapd-config(5) (olcRootPW), ldap.conf/nslcd.conf(5) (bindpw), sssd-ldap(5) (ldap_default_authtok); pam_ldap (bindpw); Anaconda kickstart "rootpw [--plaintext|--iscrypted|--allow-ssh] password" (session 55)',
    description:
      'The value of an LDAP or kickstart directive that holds a password or its hash: rootpw …, rootpw --plaintext …, bindpw …, olcRootPW: …, the rest of its line (a comment after it stays)',
    keywords: ['bindpw', 'rootpw', 'authtok', 'olcrootpw'],
    pattern: scan(
      `^[ \\t]{0,32}(?:rootpw|bindpw|olcRootPW|ldap_default_authtok|ldap_bind_pw)[ \\t]{0,8}(?::[ \\t]{0,8}|=[ \\t]{0,8}|[ \\t]{1,8})(?:--(?:plaintext|iscrypted|allow-ssh)[ \\t]{1,8}){0,3}(?:(?<q>["'])${NOT_MARKER}(?<secret>(?:(?!\\k<q>)[^\\r\\n]){1,1024})\\k<q>|${NOT_MARKER}(?<secret2>[^\\s"'#-][^\\s]{3,1023}))[ \\t]{0,8}(?:#[^\\r\\n]{0,1024})?$`,
      'im',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'password-hash',
    source:
      'crypt(5) (libxcrypt: $1$ MD5, $5$/$6$ SHA-crypt, $2a$/$2b$/$2y$ bcrypt, $y$ yescrypt, $7$ scrypt); PHC string format ($argon2id$v=19$m=…,t=…,p=…$salt$hash); Cisco IOS Security Command Reference "enable algorithm-type sha256|scrypt secret" (type 8 $8$ PBKDF2-SHA-256, type 9 $9$ scrypt: a 14-character salt, a 43-character hash; session 56)',
    description: 'A password hash in a crypt(5), PHC or Cisco type 8/9 format: $2b$12$…, $6$salt$…, $y$j9T$…$…, $argon2id$v=19$…$…$…, $9$salt$hash',
    keywords: ['$2a$', '$2b$', '$2y$', '$1$', '$5$', '$6$', '$y$', '$7$', '$8$', '$9$', '$argon2', '$pbkdf2', '$scrypt'],
    pattern: scan(
      `(?<![\\w$])(?:\\$2[abxy]\\$\\d{2}\\$[./A-Za-z0-9]{53}|\\$[89]\\$[./A-Za-z0-9]{14}\\$[./A-Za-z0-9]{43}|\\$[156]\\$(?:rounds=\\d{1,9}\\$)?[./A-Za-z0-9]{1,16}\\$[./A-Za-z0-9]{22,86}|\\$(?:y|7|gy)\\$[./A-Za-z0-9]{1,64}\\$[./A-Za-z0-9]{1,86}\\$[./A-Za-z0-9]{22,86}|\\$(?:argon2(?:id|i|d)|pbkdf2(?:-sha\\d{1,3})?|scrypt)(?:\\$[\\w=,.+/-]{1,128}){2,5})(?![\\w./$+=])`,
    ),
  },
  {
    kind: 'password-hash',
    source: 'RFC 2307 §5.3 (userPassword {scheme}); OpenLDAP slappasswd(8) ({SSHA}, {SHA}, {SMD5}, {MD5}, {CRYPT}, {PBKDF2-…}, {ARGON2})',
    description: 'An LDAP userPassword hash {SSHA}…, {SHA}…, {SSHA512}…, {CRYPT}$6$…, {PBKDF2-SHA256}… (16 or more characters after the scheme)',
    keywords: ['{ssha', '{sha', '{smd5', '{md5', '{crypt}', '{pbkdf2', '{argon2', '{bcrypt}'],
    pattern: scan('\\{(?:S?SHA(?:256|384|512)?|S?MD5|CRYPT|PBKDF2(?:-SHA\\d{1,3})?|ARGON2|BCRYPT)\\}[A-Za-z0-9+/.$=,-]{16,512}', 'i'),
  },
  {
    kind: 'seed-phrase',
    source: 'BIP-0039 specification "Mnemonic code for generating deterministic keys" (12–24 words of its 2048-word English list encode the wallet seed)',
    description: 'A BIP-39 seed phrase after its name (mnemonic, seed phrase, recovery phrase): 12 to 24 words all from the BIP-39 wordlist',
    keywords: ['mnemonic', 'phrase', 'seed words', 'recovery words', 'backup words', 'wallet words', 'secret words'],
    pattern: SEED_PHRASE,
    cells: seedWords,
  },
  {
    kind: 'command-line-secret',
    source:
      'Vault CLI "vault login" (token "-" read from stdin); gcloud secrets create/versions add --data-file=- ; vercel env add (value on stdin); wrangler secret put; kinit(1); gh secret set (body from stdin); gh auth login --with-token',
    description:
      'The value echoed into a command that reads a credential from its input: echo … | vault login -, echo … | gcloud secrets create … --data-file=-, echo … | vercel env add NAME',
    keywords: ['vault', 'bao', 'gcloud', 'vercel', 'wrangler', 'kinit', 'gh ', 'op ', 'cryptsetup', 'openssl', 'secret create', 'secret-tool'],
    pattern: scan(`${PIPED_VALUE}(?:sudo[ \\t]{1,8})?(?:${STDIN_SINKS})`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'bash(1) "Here Strings" (<<< word: the word is the command\'s standard input); kinit(1), passwd(1), chpasswd(8), vault login',
    description: 'A password given as a here-string to a program that reads one: kinit alice <<< …, passwd <<< …, vault login - <<< …',
    keywords: ['<<<'],
    pattern: scan(`(?<![\\w-])${HERE_STRING_READERS}(?:[ \\t]{1,8}[^\\s<|;&]{1,256}){0,8}[ \\t]{0,8}<<<[ \\t]{0,8}${ARG_VALUE}`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source:
      'bash(1) "Here Strings", "Here Documents" and "Pipelines" (the word, the body or what echo prints is the command\'s standard input); Vault KV "vault kv put … password=-"; gcloud secrets --data-file=-',
    description:
      'The here-string fed to a credential argument read from standard input on its line: vault kv put … password=- <<< …, gcloud … --data-file=- <<< …',
    keywords: ['<<<'],
    pattern: scan(`${STDIN_MARKER_ARG}[^\\r\\n<|;&]{0,512}?[ \\t]{0,8}<<<[ \\t]{0,8}${ARG_VALUE}`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source:
      'bash(1) "Here Strings", "Here Documents" and "Pipelines" (the word, the body or what echo prints is the command\'s standard input); Vault KV "vault kv put … password=-"; gcloud secrets --data-file=-',
    description: 'The value echoed into a command whose credential argument is read from standard input: echo … | vault kv put … password=-',
    keywords: ['echo', 'printf'],
    pattern: scan(`${PIPED_VALUE}[^|\\r\\n]{0,512}?${STDIN_MARKER_ARG}`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source:
      'bash(1) "Here Documents" (the lines up to the delimiter are the command\'s standard input); Vault KV "vault kv put … password=-"; gcloud secrets --data-file=-; docker login --password-stdin; passwd --stdin; chpasswd(8)',
    description:
      'The body of a here-document fed to a command that reads a credential from standard input, every line up to the delimiter: vault write … password=- <<EOF, docker login --password-stdin <<EOF, chpasswd <<EOF (the part after user:)',
    keywords: ['<<'],
    pattern: scan(`(?:${STDIN_MARKER_ARG}|${STDIN_CREDENTIAL_FLAG}|${HERE_DOC_READERS})[^\\r\\n<|;&]{0,512}?[ \\t]{0,8}${HERE_DOC_OPENER}`),
    cells: hereDocBody,
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source:
      'bash(1) "Here Documents" and "Pipelines" (cat <<EOF | cmd: the body is the command\'s standard input); docker login --password-stdin; gh auth login --with-token',
    description: 'The body of a here-document piped into a command that reads a credential from standard input: cat <<EOF | docker login --password-stdin',
    keywords: ['<<'],
    pattern: scan(
      `${HERE_DOC_OPENER_PIPED}[^\\r\\n]{0,256}?\\|[^\\r\\n]{0,256}?(?:${STDIN_MARKER_ARG}|${STDIN_CREDENTIAL_FLAG}|${HERE_DOC_READERS})[^\\r\\n]{0,256}\\r?\\n`,
    ),
    cells: hereDocBody,
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source:
      'dotenv docs and shell NAME=value, YAML key: value (YAML 1.2 specification §7.3.3: a plain scalar may start on the next line), with the value broken onto the line after its label by a terminal, a log or a copy (attack h54b F7)',
    description:
      'A password-type label ending its line (DB_PASSWORD=, password:) and the value first on the next line with words after it: 6–128 characters with a digit, a symbol or a case step, no quote, not a list item, a path, a key or an assignment',
    keywords: ['pass', 'pwd', 'secret', 'token'],
    pattern: scan(
      `(?<![a-z0-9])(?:[\\w.-]{0,32}[_.-])?(?:pass(?:word|wd|phrase)?|pwd|secret|token)(?![a-z0-9])["']?[ \\t]{0,4}[=:][ \\t]{0,8}\\r?\\n[ \\t]{0,16}${NOT_MARKER}(?<secret>[^\\s"'\`:#=/-][^\\s"'\`:=/]{4,126}[^\\s"'\`:=/,;.])(?=[\\s,;.]|$)`,
      'i',
    ),
    // A value that reads as prose (`required`, `Abcdefgh`) is a sentence wrapped after its label, not a password.
    verify: (_scanned, match) => NOT_PROSE.test(groupText(match, 'secret')),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'useradd(8), usermod(8) (-p, --password: the encrypted password, as returned by crypt(3))',
    description: 'The password hash given to useradd/usermod -p or --password',
    keywords: ['useradd', 'usermod'],
    pattern: scan(`(?<![\\w-])(?:useradd|usermod)${ARGS}(?:-p|--password)(?:=|[ \\t]{1,8})${ARG_VALUE}`),
    // A crypt string whose hash is a word (`$6$saltsalt$hash`) is an example of the format, not a hash.
    allowlist: [...PLACEHOLDER_VALUES, /^\$\w{1,8}\$(?:[^$\s]{0,64}\$)?[A-Za-z]{1,12}$/],
  },
  {
    kind: 'command-line-secret',
    source:
      'dotnet docs "Safe storage of app secrets" (dotnet user-secrets set <key> <value>); Netlify CLI env:set; Doppler/Supabase/Fly "secrets set"; Firebase functions:secrets:set',
    description: 'The value of a command whose job is to store a secret by name: dotnet user-secrets set KEY VALUE, netlify env:set KEY VALUE',
    keywords: ['user-secrets', 'env:set'],
    pattern: scan(
      `(?:dotnet[ \\t]{1,8}user-secrets[ \\t]{1,8}set|netlify[ \\t]{1,8}env:set|ntl[ \\t]{1,8}env:set)(?:[ \\t]{1,8}--?[\\w-]{1,32}(?:[ =][^\\s-][^\\s]{0,255})?){0,4}[ \\t]{1,8}(?:"[^"\\r\\n]{1,256}"|'[^'\\r\\n]{1,256}'|[^\\s"'-][^\\s]{0,255})[ \\t]{1,8}${ARG_VALUE}`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source:
      'Fly.io docs "flyctl secrets set NAME=VALUE"; Doppler CLI "doppler secrets set"; Supabase CLI "supabase secrets set"; Railway CLI "railway variables --set"',
    description: "Every value of a secret store's NAME=VALUE arguments, whatever the name: fly secrets set A=x B=y, doppler secrets set A=x",
    keywords: ['secrets set', 'variables'],
    pattern: scan(
      `(?:(?:fly|flyctl|doppler|supabase)[ \\t]{1,8}secrets[ \\t]{1,8}set|railway[ \\t]{1,8}variables)(?<args>(?:[ \\t]{1,8}[^\\s|;&]{1,1024}){1,32})`,
    ),
    cells: secretArguments,
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source:
      'AWS CLI docs: ssm put-parameter (--value), secretsmanager create-secret / put-secret-value / update-secret (--secret-string); Azure CLI az keyvault secret set (--value)',
    description:
      'The value a cloud secret store is given on its command line: aws ssm put-parameter … --value …, az keyvault secret set … --value …, --secret-string …',
    keywords: ['put-parameter', 'secretsmanager', 'keyvault'],
    pattern: scan(
      `(?:aws[ \\t]{1,8}ssm[ \\t]{1,8}put-parameter|aws[ \\t]{1,8}secretsmanager[ \\t]{1,8}(?:create-secret|put-secret-value|update-secret)|az[ \\t]{1,8}keyvault[ \\t]{1,8}secret[ \\t]{1,8}set)${ARGS}(?:--value|--secret-string)(?:=|[ \\t]{1,8})${ARG_VALUE}`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'command-line-secret',
    source: 'macOS security(1) add-generic-password / add-internet-password (-w password)',
    description: 'The password of security add-generic-password … -w …',
    keywords: ['-password'],
    pattern: scan(`security[ \\t]{1,8}add-(?:generic|internet)-password${ARGS}-w(?:[ \\t]{1,8}|(?=["']))${ARG_VALUE}`),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'vault-token',
    source: 'gitleaks:vault-service-token; HashiCorp Vault docs "Tokens" (before 1.10, service tokens were s. + 24 base62 characters)',
    description: 'A legacy Vault service token s.<24> anywhere, when its body reads as random (a digit and both cases)',
    keywords: ['s.'],
    pattern: scan(`(?<![\\w.$/-])s\\.(?<body>[A-Za-z0-9]{24})(?![\\w.-])`),
    verify: (_text, match) => {
      const body = groupText(match, 'body');
      return /[0-9]/.test(body) && /[a-z]/.test(body) && /[A-Z]/.test(body);
    },
  },
  {
    kind: 'private-key',
    source: 'SEC 1 specification §2.3.6; Bitcoin and Ethereum wallets (a secp256k1 or Ed25519 private key is 32 bytes, written as 64 hex digits)',
    description: 'A 64-hex private key named in prose: "the private key is 0x…", "private key <hex>"; not a fingerprint, hash or address of one',
    keywords: ['private key', 'private_key', 'privkey', 'priv key', 'secret key'],
    pattern: scan(
      `(?<![A-Za-z])(?:private|priv|secret)[ _-]?key(?![A-Za-z-])(?<gap>[^\\r\\n-]{0,40}?)(?<![0-9A-Fa-f])(?:0x)?(?<secret>[0-9A-Fa-f]{64})(?![0-9A-Za-z])`,
      'i',
    ),
    verify: (_text, match) => !DIGEST_WORDS.test(groupText(match, 'gap')),
  },
  {
    kind: 'authorization-header',
    source:
      'RFC 7616 §3.4 (Digest response=), RFC 5849 §3.5.1 (OAuth 1.0 oauth_signature=, oauth_token=), Hawk specification (mac=), AWS Signature Version 4 (Signature=)',
    description:
      'The proof parameters of an Authorization header of any scheme: Digest response="…", OAuth oauth_signature="…", Hawk mac="…", AWS4-HMAC-SHA256 Signature=…',
    keywords: ['authorization'],
    pattern: scan(`${START}(?:proxy-)?authorization["']?[ \\t]{0,16}[:=][ \\t]{0,16}["']?[A-Za-z][\\w.-]{0,31}[ \\t]{1,16}(?<params>[^\\r\\n]{1,2048})`, 'i'),
    cells: proofParams,
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'SQL-92 §14.8 (INSERT … query expression: a SELECT of literals gives the row, UNION adds rows); gitleaks:generic-api-key',
    description: "The literal in a password column of INSERT INTO t (…, password, …) SELECT …, 'x' [UNION [ALL] SELECT …]",
    keywords: ['select'],
    pattern: scan(
      `insert[ \\t\\r\\n]{1,16}into[ \\t\\r\\n]{1,16}[\\w."\`\\[\\]]{1,128}[ \\t\\r\\n]{0,16}\\((?<columns>[^()]{1,1024})\\)[ \\t\\r\\n]{0,16}(?<rows>select[ \\t\\r\\n][^;]{1,4096})`,
      'i',
    ),
    cells: selectedPasswords,
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source: 'SQL-92 §7.9 (a derived column: <value expression> AS <column name>); gitleaks:generic-api-key',
    description: "A string literal selected as a password column: SELECT 'admin' AS username, 'x' AS password (a UNION row, a CTE)",
    keywords: [' as '],
    pattern: scan(
      `'${NOT_MARKER}(?<secret>(?:[^'\\r\\n]|''){1,512})'[ \\t]{1,16}as[ \\t]{1,16}["\`\\[]?[\\w]{0,64}(?:password|passwd|pwd|passphrase|secret|token|api_?key)[\\w]{0,64}["\`\\]]?(?![\\w])`,
      'i',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source:
      'Cisco IOS Security Command Reference docs "username … password|secret 0|7 …", "enable password|secret 0|7 …", "tacacs-server|radius-server … key [0|7] …" (type 0 is clear text, type 7 a reversible encoding: both are the password); session 55',
    description:
      "The password of a network device's configuration line: username admin privilege 15 password 0 …, enable secret 0 …, password 7 <hex>, tacacs-server key …, radius-server host … key 7 …",
    keywords: ['password', 'secret', 'key'],
    pattern: scan(
      `^[ \\t]{0,16}(?:(?:username[ \\t]{1,8}\\S{1,64}(?:[ \\t]{1,8}privilege[ \\t]{1,8}\\d{1,2})?|enable|line[ \\t][^\\r\\n]{0,32}?)[ \\t]{1,8})?(?:password|secret)[ \\t]{1,8}(?:[07][ \\t]{1,8})(?<secret>${NOT_MARKER}[^\\s"']{4,128})[ \\t]{0,8}$|^[ \\t]{0,16}(?:tacacs-server|radius-server)(?:[ \\t]{1,8}(?!key[ \\t])\\S{1,64}){0,8}[ \\t]{1,8}key[ \\t]{1,8}(?:[07][ \\t]{1,8})?(?<secret2>${NOT_MARKER}[^\\s"']{4,128})[ \\t]{0,8}$`,
      'm',
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source:
      'Tcl Expect manual "expect" / "send" (a password prompt answered by the next send), as scripts that automate ssh, su and passwd logins are written; session 55',
    description:
      'The string an expect script sends after waiting for a password prompt: expect "*assword*" { send "…\\r" }, expect "Password:" / send "…\\r", or on one line after `;` (expect -c \'…; expect "password:"; send "…\\r"\': attack h57 H2)',
    keywords: ['send'],
    pattern: scan(
      `expect(?:[ \\t]{1,8}-(?:re|ex|gl|nocase))?[ \\t]{1,8}["{][^"}\\r\\n]{0,64}(?:assword|assphrase|passcode|PIN|pin:|[Tt]oken)[^"}\\r\\n]{0,64}["}](?:[ \\t]{0,8}\\{[ \\t]{0,8}|[ \\t]{0,8}\\r?\\n[ \\t]{0,16}|[ \\t]{0,8};[ \\t]{0,8})send(?:[ \\t]{1,8}--)?[ \\t]{1,8}(?<q>["{])(?<secret>${NOT_MARKER}(?:(?!\\\\[rn])[^"}\\r\\n]){4,256})(?:\\\\[rn]){0,2}["}]`,
    ),
    allowlist: PLACEHOLDER_VALUES,
  },
  {
    kind: 'secret-assignment',
    source:
      'wpa_supplicant.conf(5) psk "…", NetworkManager/netplan "password" and label-then-quoted-value lines (key, blank, quoted value: no operator); gitleaks:generic-api-key; session 55',
    description:
      'A quoted value after a password label and a blank, with no operator: psk "…", password "…", passphrase \'…\' (one word; a value that reads as prose or as a word with a digit stays; not secret nor passwd, which name a Kubernetes secret or a user: kubectl get secret "db-2", passwd "bob1")',
    keywords: ['pass', 'pwd', 'psk'],
    pattern: scan(`(?<![\\w.$-])(?<label>password|passphrase|psk|pwd)[ \\t]{1,8}(?<q>["'])${NOT_MARKER}(?<secret>[^"'\\s]{4,128})\\k<q>`, 'i'),
    // A value that reads as prose (`password "required"`, `the secret "sauce"`) is a sentence, not a password.
    verify: (_scanned, match) => NOT_PROSE.test(groupText(match, 'secret')),
    // A word with a digit (`"wpa2-personal"`, `"Admin2"`) names a mode or a setting, as for the weak labels.
    allowlist: [...PLACEHOLDER_VALUES, ...WORDLIKE_VALUES],
  },
  {
    kind: 'private-key',
    source:
      'OpenVPN reference manual (--secret, --tls-auth, --tls-crypt: a static key file "-----BEGIN OpenVPN Static key V1-----", 2048 bits as 16 lines of 32 hex digits; --tls-crypt-v2 keys in base64), pasted whole or inline in a .ovpn <tls-auth> block; session 55',
    description:
      'An OpenVPN static or tls-crypt-v2 key block: -----BEGIN OpenVPN Static key V1----- and its hex lines up to its END line (lines broken as typed, JSON-escaped, or joined by blanks as a chat client pastes them)',
    keywords: ['-----begin openvpn'],
    pattern: scan(
      `-----BEGIN OpenVPN (?<name>Static key V1|tls-crypt-v2 (?:server|client) key)-----(?:${KEY_LINE_GAP}[A-Za-z0-9+/=]{16,128}){1,128}${KEY_LINE_GAP}-----END OpenVPN \\k<name>-----`,
    ),
  },
];

/** A column name that holds a password or a secret. */
const SECRET_COLUMN = /(?:pass(?:word|wd)?|pwd|secret|token|api_?key|hash)["`\]]?[ \t\r\n]*$/i;

/** One SELECT of the rows of an INSERT … SELECT: its list of expressions, up to FROM, UNION or the end. */
const SELECT_LIST =
  /select[ \t\r\n]+(?:all[ \t\r\n]+|distinct[ \t\r\n]+)?(.{1,4096}?)(?=[ \t\r\n]+(?:from|union|where|select|insert|on[ \t]+conflict)\b|[ \t\r\n]*$)/dgis;

/** A top-level item of a select list: a quoted literal or any other expression. */
const SELECT_ITEM = /[ \t\r\n]*(?:'((?:[^'\r\n]|'')*)'|[^,']+?)[ \t\r\n]*(?:,|$)/dg;

/** The password literals of an INSERT … SELECT: in each SELECT of the rows, the item at the place of a password column. */
function* selectedPasswords(_scanned: string, match: RegExpMatchArray): Generator<readonly [number, number]> {
  const columns = groupText(match, 'columns').split(',');
  // Stryker disable next-line ArrayDeclaration: equivalent — a place that is no index reads items[place] as undefined and yields nothing
  const places = columns.flatMap((c, i) => (SECRET_COLUMN.test(c) ? [i] : []));
  const start = groupStart(match, 'rows');
  for (const select of groupText(match, 'rows').matchAll(SELECT_LIST)) {
    const [listStart] = (select.indices as RegExpIndicesArray)[1] as [number, number];
    const items = [...(select[1] as string).matchAll(SELECT_ITEM)];
    for (const place of places) {
      const literal = (items[place]?.indices as RegExpIndicesArray | undefined)?.[1];
      if (literal !== undefined && literal[1] > literal[0]) yield [start + listStart + literal[0], start + listStart + literal[1]];
    }
  }
}
