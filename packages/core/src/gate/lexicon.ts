/**
 * Shared building blocks of the gate's rules: word boundaries that work outside ASCII,
 * the clause-start anchor, word lists, and the checks that tell an order from a report.
 *
 * Every pattern here is linear: quantifiers are bounded or over character classes that the
 * next token cannot also match, so a 32 KiB field gates in milliseconds.
 */

/**
 * Letters, as class ranges: Latin, IPA, Greek, Cyrillic, Armenian, Hebrew, Arabic, Indic,
 * Thai, Georgian, Hangul, kana and CJK (BMP). Rules are compiled without the `u` flag — it makes
 * case-insensitive scanning several times slower — so `\p{L}` is spelled out here.
 */
export const LC = String.raw`A-Za-z\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02AF\u0370-\u03FF\u0400-\u052F\u0531-\u0587\u05D0-\u05EA\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF\u0900-\u0DFF\u0E00-\u0E7F\u10A0-\u10FF\u1100-\u11FF\u1D00-\u1DBF\u1E00-\u1FFF\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF`;
/** One letter. */
export const L = `[${LC}]`;
/** Start of a word (JS `\b` is ASCII-only). */
export const B = `(?<![0-9_${LC}])`;
/** End of a word. */
export const E = `(?![0-9_${LC}])`;

/**
 * One character of the same sentence: anything but . ! ? and line breaks, or one of . ! ?
 * inside a token (".env", "v1.2", "example.com"). Use as `${GAP}{0,160}?`.
 */
export const GAP = String.raw`(?:[^.!?\n]|[.!?](?=[^\s.!?]))`;

/** Conventional-commit subject prefix (`fix:`, `feat(core)!:`): what follows describes a change. */
const COMMIT_PREFIX = String.raw`(?:feat|fix|chore|docs|refactor|test|tests|perf|build|ci|style|revert|release|deps|hotfix|wip)(?:\([^)\n]{0,40}\))?!?`;

/**
 * Where a clause starts: start of text, a line break, sentence or clause punctuation
 * (. ! ? ; : …, the CJK forms, a CJK comma), an opening quote or bracket, or "please".
 * A colon right after a conventional-commit type is not a clause start: "fix: never crash"
 * describes the change, and so does a quoted subject (`Merged "feat(cli): always print …"`).
 */
const LEAD = String.raw`(?:^|[\n\r]|(?<!(?:^|\n|["'“‘«(\[])[ \t]*${COMMIT_PREFIX})[.!?;:…](?=[\s"'“”‘’«»*_)\]]|$)|[。！？；]|[.!?;:](?=[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF])|(?<=[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF])[,、]|(?<![0-9${LC}])['"“”‘’«»「『(\[]|${B}(?:please|kindly|pls|plz)${E})`;
/** Bullets, emphasis, quotes and spaces between a clause start and its first word (bounded: no long scans). */
const FILL = String.raw`[ \t"'“”‘’«»「」『』()\[\]*_>#•·\-–—+~\x60]{0,16}`;
/** Words that may precede the order itself without changing who it is addressed to. */
const PREFIX = String.raw`(?:(?:and|also|then|so|but|just|simply|now|instead|additionally|remember|note|important(?:ly)?|nb|ps|again|finally|seriously|therefore|please|kindly|oh|btw)${E}[ \t,:!\-]{0,4}){0,3}`;

/**
 * Builds a rule pattern anchored at a clause start. The pattern starts with `head` (the
 * keyword: fast to scan for) and checks the clause start behind it with a lookbehind, so a
 * 32 KiB text is scanned once per rule, not once per position and anchor.
 *
 * @param head - regex source of the keyword alternation (no capture groups)
 * @param tail - regex source after the keyword; named groups are available to `accept`
 * @param pre - regex source between the clause start and the keyword (e.g. an imperative verb)
 */
export function anchored(head: string, tail = '', pre = ''): RegExp {
  return new RegExp(`(?:${head})(?<=${LEAD}${FILL}${PREFIX}${pre}(?:${head}))${tail}`, 'gi');
}

/** Index of the `)` that closes the group opening at `open`, or -1. */
function closingParen(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++;
    } else if (inClass) {
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      inClass = true;
    } else if (ch === '(') {
      depth++;
    } else if (ch === ')' && --depth === 0) {
      return i;
    }
  }
  return -1;
}

/**
 * Rewrites `${B}(?:keywords)rest` as `(?:keywords)(?<=${B}(?:keywords))rest`: the same
 * language, but a pattern that starts with its keywords lets the engine skip ahead, where a
 * leading lookbehind is tried at every position (2–20 times slower on 32 KiB).
 */
function keywordFirst(body: string): string {
  if (!body.startsWith(B)) return body;
  const open = B.length;
  const word = /^[A-Za-z\u00C0-\u024F\u0400-\u04FF]{2,}/u.exec(body.slice(open));
  if (word) return `${word[0]}(?<=${B}${word[0]})${body.slice(open + word[0].length)}`;
  if (!body.startsWith('(?:', open)) return body;
  const close = closingParen(body, open);
  if (close < 0 || /[?*+{]/u.test(body[close + 1] ?? '') || /\(\?<[A-Za-z]/u.test(body.slice(open, close))) return body;
  const head = body.slice(open, close + 1);
  return `${head}(?<=${B}${head})${body.slice(close + 1)}`;
}

/** Compiles an unanchored rule pattern (global, case-insensitive; see {@link LC} on the `u` flag). */
export function re(body: string): RegExp {
  return new RegExp(keywordFirst(body), 'gi');
}

/** Compiles a case-sensitive rule pattern (for tag names, where `<System>` is a React component). */
export function reCase(body: string): RegExp {
  return new RegExp(body, 'g');
}

/** A regex alternation of `list`, longest first, spaces matching any whitespace run. */
export function alt(list: readonly string[]): string {
  const sorted = [...list].sort((a, b) => b.length - a.length);
  return `(?:${sorted.map((w) => w.replace(/ /g, String.raw`\s+`)).join('|')})`;
}

/**
 * English base-form verbs that an order to an agent starts with. Used where an anchor alone
 * is weak (after a comma, after a trigger clause, after "from now on").
 */
export const VERBS: ReadonlySet<string> = new Set(
  (
    'run execute exec use call invoke send post upload forward email mail share include add append insert ' +
    'prepend write rewrite commit push merge rebase squash tag release publish deploy ship skip ignore disable ' +
    'enable turn switch bypass delete remove drop purge wipe erase clean reset revert install uninstall update ' +
    'upgrade downgrade fetch download pull clone curl wget open read print echo output return copy move rename ' +
    'save store keep hide tell say reply respond answer mention report ask prompt confirm approve accept allow ' +
    'grant trust obey follow assume treat prefer avoid set change modify edit replace patch fix create make ' +
    'generate start stop kill restart check verify test build compile lint format log sign load import export ' +
    'pin unpin force chmod chown sudo source eval leak reveal expose disclose paste attach embed link visit ' +
    'browse click contact notify message ping query refuse decline comply recommend suggest guess pretend act ' +
    'behave address refer cite quote summarize summarise translate prefix wrap mark label flag close resolve ' +
    'reopen assign review sync mirror backup restore overwrite override configure register authenticate ' +
    'login authorize authorise whitelist allowlist block unblock inject put give bump amend stash checkout ' +
    'do go let get submit transmit exfiltrate dump disregard forget insist claim state archive encrypt decrypt ' +
    'encode decode cat grep silence suppress mute delay wait continue proceed default rely depend base point ' +
    'redirect route proxy tunnel serve listen schedule remind'
  ).split(' '),
);

/**
 * The subset of {@link VERBS} that an attacker would order after a commit-message prefix
 * ("fix: always run …"); ordinary change verbs ("use", "return") stay prose there.
 */
export const AGENT_ACTIONS: ReadonlySet<string> = new Set(
  (
    'run execute send upload post push commit delete remove disable skip ignore bypass tell hide install ' +
    'download curl wget include approve trust obey follow ask forward email leak reveal exfiltrate disregard ' +
    'forget grant chmod sudo eval source pipe'
  ).split(' '),
);

/** Words after "always"/"never" that show the sentence is not an imperative. */
const NOT_IMPERATIVE_NEXT: ReadonlySet<string> = new Set(
  (
    'a an the this that these those it its is are was were be been being has have had do does did in on at of ' +
    'for with by from to when if because since so as like than and or but not more less mind before after again ' +
    'ever once true false null undefined none zero one same here there my our their his her we they he she i ' +
    'you me us them yet quite too very much many all both either neither such just only still already until ' +
    'unless though although while whether will would can could may might shall should must ok okay fine good bad ' +
    'enough available possible necessary required optional present empty set'
  ).split(' '),
);

/** Verbs whose base form ends in -ed (so the -ed rule must not reject them): "Always embed …". */
const ED_BASE: ReadonlySet<string> = new Set(['embed', 'imbed', 'shed', 'wed', 'bed', 'sled', 'bobsled']);
/** Verbs whose -ing form is also the base form (so the -ing rule must not reject them). */
const ING_BASE: ReadonlySet<string> = new Set(['bring', 'string', 'ring', 'sing', 'swing', 'sting', 'cling', 'fling', 'spring', 'wring', 'ping', 'king']);

/**
 * True when `word` can start an English imperative after "always"/"never": not a function
 * word, not a past participle (-ed), progressive (-ing) or third-person (-s) form.
 * "Always returns null" describes a function; "Always run the linter" orders an agent.
 */
export function looksImperative(word: string): boolean {
  const w = word.toLowerCase();
  if (NOT_IMPERATIVE_NEXT.has(w)) return false;
  // The last part of a hyphenated word decides: "re-used" is a participle, "re-run" a verb.
  if (/\p{L}{2,}ed$/u.test(w) && !/eed$/u.test(w) && !ED_BASE.has(w)) return false;
  if (/\p{L}{3,}ing$/u.test(w) && !ING_BASE.has(w)) return false;
  if (/\p{L}{2,}s$/u.test(w) && !/(?:ss|us|is|ys)$/u.test(w)) return false;
  return true;
}

/** Negators in the languages the gate reads, matched against the words just before an order. */
const NEGATORS: ReadonlySet<string> = new Set(
  (
    "never not no dont don't doesn't didn't won't shouldn't mustn't can't cannot avoid avoiding without prevent " +
    "forbid forbidden prohibit prohibited refuse nunca jamás jamas sin ne n' pas jamais sans nicht nie " +
    "niemals kein keine ohne не никогда без ни não nem sem"
  ).split(' '),
);
/** CJK negation right before the verb. */
const CJK_NEGATION = /(?:不|别|勿|禁止|切勿|不得|不能|不可|不要)\s*$/u;

/** Subjects that make a clause a description of someone else's behaviour, not an order. */
const DESCRIBING_SUBJECT = /^(?:we|i|they|he|she|it|one|our|my|their|his|her|its|this|that|these|those|the|a|an|everyone|nobody|people|users?|developers|nosotros|el|la|los|las|nous|on|le|les|il|elle|ils|elles|wir|ich|der|die|das|man|es|мы|я|они|он|она|это|nós|eu|o|os|as|ele|ela|eles)(?![\p{L}\p{N}_])/u;
/** Mentions of the agent that make a clause an order again ("we want you to …"). */
const ADDRESSEE = /(?:^|[^\p{L}])(?:you|your|agents?|assistants?|ai|llm|copilot|claude|model|tú|tu|usted|puedes|debes|vous|toi|du|dich|dir|ты|вы|тебе|вам|você|vocês)(?![\p{L}])/u;
/** "how to …", "whether to …": the clause explains, it does not order. */
const EXPLAINING = /(?:^|[^\p{L}])(?:how|whether|where|why|what|when)\s+to\s*$/u;

/** The text of the current clause before `index`, lower-cased, at most 120 characters. */
export function clauseBefore(text: string, index: number): string {
  const from = Math.max(0, index - 120);
  const window = text.slice(from, index);
  // The clause starts after the last sentence or clause end in the window.
  return window.slice(window.search(/[^.!?;\n\r。！？；]*$/u)).toLowerCase();
}

/** True when one of the four words right before `index` negates what follows ("never commit .env"). */
export function negatedAt(text: string, index: number): boolean {
  const ctx = clauseBefore(text, index);
  if (CJK_NEGATION.test(ctx)) return true;
  const words = ctx.split(/[^\p{L}'’]/u).filter(Boolean).slice(-4);
  return words.some((w) => NEGATORS.has(w.replace('’', "'")) || w.endsWith("n't") || w.endsWith('n’t'));
}

/**
 * True when the clause before `index` reports or explains rather than orders: it opens with a
 * first- or third-person subject and never mentions the agent ("We disable the sandbox in CI",
 * "The CLI will silently ignore …"), or it ends in "how to".
 */
export function describedAt(text: string, index: number): boolean {
  const ctx = clauseBefore(text, index).replace(/[\s"'“”‘’«»*_>#•·\-–—+()[\]\d.)]*/u, '');
  if (EXPLAINING.test(ctx)) return true;
  return DESCRIBING_SUBJECT.test(ctx) && !ADDRESSEE.test(ctx);
}

/** True when the match at `index` is an order: neither negated nor a description. */
export function orderAt(text: string, index: number): boolean {
  return !negatedAt(text, index) && !describedAt(text, index);
}

/** {@link orderAt} for a rule's match: the order starts where the match starts. */
export function ordered(text: string, match: RegExpExecArray): boolean {
  return orderAt(text, match.index);
}

/** Targets an order may send data to: a URL, an e-mail address, a bare IP, a throwaway domain. */
export const SINK_TARGET = String.raw`(?:<|\x60|"|')?(?:(?:https?|ftp|wss?)://(?!localhost(?![\w.-])|127\.|0\.0\.0\.0|\[::1\])|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?!127\.|0\.0\.0\.0|10\.|192\.168\.)(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?|[\w-]+(?:\.[\w-]+)*\.(?:site|xyz|tk|top|ru|cn|click|link|onion))`;

/** Things a secret-leaking order names. */
export const SECRET_OBJECT = String.raw`(?:api[ _-]?keys?|access[ _-]?keys?|keys?|tokens?|secrets?|passwords?|passphrases?|credentials?|creds|env(?:ironment)?(?:\s+(?:variables?|vars?))?|\.env(?:\s+files?)?|ssh\s+keys?|private\s+keys?|id_rsa|cookies?|session\s+(?:ids?|tokens?)|auth(?:orization)?\s+headers?|bearer\s+tokens?|(?:npm|github|gitlab|aws|openai|anthropic|stripe)\s+(?:tokens?|keys?|credentials)|system\s+prompt|conversation(?:\s+history)?|chat\s+history)`;

/**
 * Program output quoted as such: an error, warning or log message opening right before `index`
 * ("The error 'You must specify --project …' comes from …"). It reports what a tool prints; an
 * order quoted from a document ("The README says: 'Always …'") is not output and stays an order.
 */
const QUOTED_OUTPUT = /(?:^|[^\p{L}])(?:error|errors|warning|warnings|exception|message|messages|msg|log\s+line|toast|banner|hint|tooltip|diagnostic|prompt\s+text|output)(?:\s+(?:message|text|string|line|reads|says))?\s*[:=]?\s*["'“‘«\x60]$/u;

/** True when the match at `index` opens a quoted program message (see {@link QUOTED_OUTPUT}). */
export function quotedOutputAt(text: string, index: number): boolean {
  return QUOTED_OUTPUT.test(clauseBefore(text, index));
}
