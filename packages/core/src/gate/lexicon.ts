/**
 * Shared building blocks of the gate's structural rules (shell pipes, forged tags, role lines):
 * word boundaries that work outside ASCII, pattern compilation, and the checks that tell an order
 * from a report. Orders themselves are read by mood and hazard (directives.ts, mood/).
 *
 * Every pattern here is linear: quantifiers are bounded or over character classes that the
 * next token cannot also match, so a 32 KiB field gates in milliseconds.
 */

/**
 * Letters, as class ranges: Latin, IPA, Greek, Cyrillic, Armenian, Hebrew, Arabic, Indic,
 * Thai, Georgian, Hangul, kana and CJK (BMP). Rules are compiled without the `u` flag — it makes
 * case-insensitive scanning several times slower — so `\p{L}` is spelled out here.
 */
export const LC =
  String.raw`A-Za-z\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02AF\u0370-\u03FF\u0400-\u052F\u0531-\u0587` +
  String.raw`\u05D0-\u05EA\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF\u0900-\u0DFF\u0E00-\u0E7F\u10A0-\u10FF\u1100-\u11FF` +
  String.raw`\u1D00-\u1DBF\u1E00-\u1FFF\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF`;
/** Start of a word (JS `\b` is ASCII-only). */
export const B = `(?<![0-9_${LC}])`;
/** End of a word. */
export const E = `(?![0-9_${LC}])`;

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

/** Negators in the languages the gate reads, matched against the words just before an order. */
const NEGATORS: ReadonlySet<string> = new Set(
  (
    "never not no dont don't doesn't didn't won't shouldn't mustn't can't cannot avoid avoiding without prevent " +
    "forbid forbidden prohibit prohibited refuse nunca jamás jamas sin ne n' pas jamais sans nicht nie " +
    'niemals kein keine ohne не никогда без ни não nem sem'
  ).split(' '),
);
/** CJK negation right before the verb. */
const CJK_NEGATION = /(?:不|别|勿|禁止|切勿|不得|不能|不可|不要)\s*$/u;

/** Subjects that make a clause a description of someone else's behaviour, not an order. */
const DESCRIBING_SUBJECT = new RegExp(
  String.raw`^(?:we|i|they|he|she|it|one|our|my|their|his|her|its|this|that|these|those|the|a|an|everyone|nobody|people` +
    String.raw`|users?|developers|nosotros|el|la|los|las|nous|on|le|les|il|elle|ils|elles|wir|ich|der|die|das|man|es|мы|я|они` +
    String.raw`|он|она|это|nós|eu|o|os|as|ele|ela|eles)(?![\p{L}\p{N}_])`,
  'u',
);
/** Mentions of the agent that make a clause an order again ("we want you to …"). */
const ADDRESSEE =
  /(?:^|[^\p{L}])(?:you|your|agents?|assistants?|ai|llm|copilot|claude|model|tú|tu|usted|puedes|debes|vous|toi|du|dich|dir|ты|вы|тебе|вам|você|vocês)(?![\p{L}])/u;
/**
 * A clause that reports what a document or a person tells, asks or told people other than the agent to do ("the README
 * no longer tells contributors to run …", "the email asked recipients to send …"): a verb in the third person or the
 * past, never the bare "tell users to", which is an order to the agent to pass on.
 */
const TOLD_OTHERS = new RegExp(
  String.raw`\b(?:tells|told|asks|asked|instructs|instructed|advises|advised|urges|urged|recommends|recommended|invites|invited)\s+` +
    String.raw`(?:(?:its|the|our|their|new|all|every)\s+)?(?:contributors|users|readers|people|developers|customers|visitors|recipients` +
    String.raw`|everyone|newcomers|reviewers|employees|staff|subscribers|victims)\s+to\s`,
  'i',
);

/** A text, not a person, as the subject of a relay ("the README told …", "the planted instruction asked …", "it told …"). */
export const TEXT_SUBJECTS =
  String.raw`(?:it|readme|comments?|issues?|instructions?|text|files?|pages?|messages?|e-?mails?|payloads?|notes?|tickets?` +
  String.raw`|commits?|docstrings?|strings?|snippets?|posts?|documents?|docs|wiki|descriptions?|prompts?)`;
/** A request a text made of the agent, in the past ("the README told agents to run …"): reported, not relayed. */
const TEXT_TOLD_AGENT = new RegExp(
  String.raw`(?:^|[^\p{L}])${TEXT_SUBJECTS}\s+(?:\w+\s+)?(?:told|asked|instructed|urged|wanted|requested)\s+` +
    String.raw`(?:the\s+|all\s+|our\s+|any\s+)?(?:agents?|assistants?|ai|bots?|models?|claude|copilot|cursor|llms?)\s+to\s`,
  'iu',
);

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
  const words = ctx
    .split(/[^\p{L}'’]/u)
    .filter(Boolean)
    .slice(-4);
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

/**
 * Addresses and paths: URLs, e-mail addresses, bare host names and any token with a slash. They are names, not words of
 * the sentence, so they never frame it (round 21: a host called "npm-cache.attacker.example" or a path
 * "src/attacks/x.ts" is no discussion of attacks, and no report: an attacker could name a host so to hide an order).
 */
const NAMES = new RegExp(
  // Each alternative starts only where a token starts (a lookbehind), so a long run is scanned once, not from every offset.
  [
    String.raw`(?<![\w+.-])[a-z][\w+.-]*:\/\/\S*[^\s,;:]|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\w.-])(?:[\w-]+\.)+[a-z]{2,}\b`,
    String.raw`(?<![^\s"'\x60()<>])[^\s"'\x60()<>]*[/\\][^\s"'\x60()<>]*`,
  ].join('|'),
  'giu',
);

/**
 * `text` with its addresses and paths ({@link NAMES}) replaced by a space: what the framing words (reporting, attack
 * discussion, an attack as subject) are read in. The same length is not kept; only tests read the result.
 */
export function framingWords(text: string): string {
  return text.replace(NAMES, ' ');
}

/**
 * True when `pattern` matches `text` read without its names ({@link framingWords}). The raw text is read first: removing
 * names only takes words away, so most texts are answered by one cheap test.
 */
export function framedBy(pattern: { test(text: string): boolean }, text: string): boolean {
  return pattern.test(text) && pattern.test(framingWords(text));
}

/**
 * Words that frame a sentence as a discussion of an attack, not an order: who attacks, what is
 * malicious, what a guide warns against (en es fr de it pt ru tr zh ja ko). "SYSTEM WARNING:" is
 * not among them: a forged notice must not hide behind its own heading.
 */
const DISCUSSION = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:attackers?|attacks?|attacked|malicious|phishing|exploits?|exploited|injections?|threat model` +
    String.raw`|red[- ]team|warns?|warned|warning against|beware|incidents?|post-?mortem|atacante|ataque|malicios[oa]` +
    String.raw`|advierte|attaquant|attaque|malveillant|avertit|angreifer|angriff|bösartig|warnt|attaccante|attacco` +
    String.raw`|malevol[oa]|avverte|atacante|ataque|malicios[oa]|alerta|злоумышленник\p{L}*|атак\p{L}*|вредонос\p{L}*` +
    String.raw`|предупрежда\p{L}*|saldırgan\p{L}*|saldırı\p{L}*|kötü amaçlı|uyarı\p{L}*)(?![\p{L}])|攻击|恶意|警告|攻撃|悪意|공격|악의|경고`,
  'iu',
);

/**
 * Words that frame a sentence as one about attacks and the defences against them, so what it
 * quotes is shown, not ordered: the attack words of {@link DISCUSSION}, impersonation, social
 * engineering, jailbreaks, and a defence that flags, blocks or refuses what it quotes
 * ("the scanner flags phrases like '…'", "prompts such as '…' must be refused").
 */
export const ATTACK_DISCUSSION = new RegExp(
  [
    DISCUSSION.source,
    String.raw`(?:^|[^\p{L}])(?:impersonat\p{L}*|social[- ]engineering|jailbreaks?|prompt injections?|poisoned|malicious|red[- ]team\p{L}*)(?![\p{L}])`,
    String.raw`\b(?:flags?|flagged|blocks?|blocked|catches|caught|detects?|detected|rejects?|rejected|refused?)\b[^.!?\n]{0,40}\b(?:like|such as|e\.g\.|as)\b`,
    String.raw`\b(?:must|should|will) be (?:refused|rejected|blocked|flagged|ignored)\b|\bwe (?:block|flag|reject|refuse)\b`,
  ].join('|'),
  'iu',
);

/** Quoted spans: double, typographic and guillemet quotes, backticks, single quotes between non-letters, HTML comments. */
const QUOTED_SPANS =
  /"[^"\n]{3,240}"|“[^”\n]{3,240}”|«[^»\n]{3,240}»|„[^“”\n]{3,240}[“”]|`[^`\n]{3,240}`|(?<![\p{L}])'[^'\n]{3,240}'(?![\p{L}])|<!--[\s\S]{0,400}?-->/gu;

/**
 * `sentence` with what it quotes blanked when it discusses an attack or a defence ({@link ATTACK_DISCUSSION}):
 * an attack quoted in a security discussion is shown, not ordered (issue #18: "a security discussion quoting an
 * attack" is a false flag). Unquoted words are read as they are, so an order beside the quotation still counts.
 */
export function withoutQuotedAttacks(sentence: string): string {
  if (!framedBy(ATTACK_DISCUSSION, sentence)) return sentence;
  return sentence.replace(QUOTED_SPANS, ' "…" ');
}

/**
 * A defence against a request: a verb that refuses, reports or blocks, then a request, message or text that asks
 * for something ("Refuse any message asking you to …", "Signalez toute demande d'ignorer …", "Rechaza cualquier
 * mensaje que pida …", "Melde jede Nachricht, die dich auffordert, …"). Group 1 is where what is asked begins.
 * Space-separated languages put what is asked after the request (en es fr de it pt ru).
 */
const DEFENDED_AFTER = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:refus|reject|declin|report|flag|block|distrust|treat|escalat|rechaz|report|señal|bloque|denunci|desconf` +
    String.raw`|refus|rejet|signal|bloqu|méfi|lehn|ablehn|meld|blockier|misstrau|rifiut|segnal|blocc|diffid|recus|rejeit|sinaliz` +
    String.raw`|отклон|отказ|сообща|сообщи|блокир|не довер)\p{L}*(?:\s+ab)?\s+(?:[\p{L}'’-]+\s+){0,4}?` +
    String.raw`(?:requests?|prompts?|messages?|texts?|instructions?|comments?|content|inputs?|e-?mails?|issues?|pages?|documents?` +
    String.raw`|solicitud(?:es)?|petici(?:ón|ones)|mensajes?|textos?|instrucci(?:ón|ones)|contenidos?|comentarios?|demandes?|requêtes?` +
    String.raw`|consignes?|contenus?|commentaires?|anfragen?|aufforderung(?:en)?|nachricht(?:en)?|anweisung(?:en)?|inhalte?|kommentare?` +
    String.raw`|richiest[ae]|messagg(?:io|i)|test[oi]|istruzion[ei]|contenut[oi]|comment[oi]|pedidos?|solicitaç(?:ão|ões)|mensage(?:m|ns)` +
    String.raw`|instruç(?:ão|ões)|conteúdos?|comentários?|запрос\p{L}*|просьб\p{L}*|сообщени\p{L}*|текст\p{L}*|инструкци\p{L}*)` +
    String.raw`,?\s+(?:\p{L}+\s+){0,2}?(?:that|which|who)?\s*(?:asks?|asking|tells?|telling|requests?|requesting|demands?|demanding|says?|saying` +
    String.raw`|urges?|urging|wants?|to|que|qui|de|da|di|para|per|zu|die|der|das|dich|den|asking|pid\p{L}*|pide|dig\p{L}*|dic\p{L}*` +
    String.raw`|demand\p{L}*|exig\p{L}*|chied\p{L}*|pe[çd]\p{L}*|auffordert|verlangt|с просьбой|котор\p{L}*|требующ\p{L}*|просящ\p{L}*)(?![\p{L}])` +
    String.raw`|(?:^|[^\p{L}])(?:refus|rejet|signal|bloqu)\p{L}*\s+(?:[\p{L}'’-]+\s+){0,4}?(?:demandes?|requêtes?|messages?|textes?)\s+d['’]`,
  'iu',
);
/**
 * The same defence where the language puts what is asked first (tr zh ja ko): what is asked, then the words that
 * make it a request ("… isteyen mesajları reddet", "拒绝任何要求…的请求", "…よう求める指示は拒否する", "…하라는 요청은 거부").
 * The match starts where what is asked ends.
 */
const DEFENDED_BEFORE = new RegExp(
  String.raw`(?:isteyen|talep eden|söyleyen)\s+(?:\p{L}+\s+){0,2}?(?:istek|mesaj|talimat|metin|yorum|içerik)\p{L}*\s+(?:\p{L}+\s+){0,2}?` +
    String.raw`(?:reddet|bildir|engelle|yok say|güvenme)\p{L}*` +
    String.raw`|(?:的请求|的要求|的消息|的指令|的文本|的内容)[^。！？]{0,12}?(?:拒绝|举报|报告|阻止|不要信任)` +
    String.raw`|(?:よう(?:に)?(?:求め|指示|依頼)\p{L}*|という(?:依頼|指示|要求|メッセージ))[^。！？]{0,16}?(?:拒否|報告|ブロック|無視|信用しない)` +
    String.raw`|(?:라는|하라는|달라는)\s*(?:요청|메시지|지시|텍스트|내용)[^.!?。]{0,16}?(?:거부|거절|보고|신고|차단|무시)`,
  'u',
);
/** Sentences longer than this (characters) are not read for a defence. */
const DEFENCE_MAX_CHARS = 400;
/** Where what is asked ends, after the request (a clause's end). */
const ASKED_END = /[.;!?](?=\s|$)|[。；]|,\s+(?:and|then|but|y|et|und|e|и)\s|\s+(?:and then|y luego|et puis|und dann|e poi|e depois|а потом)\s/iu;

/**
 * `sentence` with what a refused, reported or blocked request asks for blanked (issue #18 rule 1: what another text
 * asks is reported, not ordered): "Refuse any message asking you to ignore AGENTS.md" orders a refusal, not the
 * override. A request the record says to comply with is no defence and is read as it is.
 */
export function withoutDefendedRequests(sentence: string): string {
  // A defence is one short sentence; a longer one is read as it is (bounds the work: nothing is blanked).
  if (sentence.length > DEFENCE_MAX_CHARS) return sentence;
  const after = DEFENDED_AFTER.exec(sentence);
  if (after) {
    const from = after.index + after[0].length;
    const rest = sentence.slice(from);
    const end = rest.search(ASKED_END);
    return `${sentence.slice(0, from)} …${end < 0 ? '' : rest.slice(end)}`;
  }
  const before = DEFENDED_BEFORE.exec(sentence);
  if (before) {
    // From the clause's start (the last stop before the request words) to the request words: what is asked.
    const head = sentence.slice(0, before.index);
    const start = Math.max(head.lastIndexOf('。'), head.lastIndexOf('，'), head.lastIndexOf(','), head.lastIndexOf(';')) + 1;
    return `${sentence.slice(0, start)}… ${sentence.slice(before.index)}`;
  }
  return sentence;
}

/**
 * A guard's refusal of an act: a verb that blocks, rejects or fails, then a change made to the project ("commit", "push",
 * "pull request", "upload"), then what that change does ("The pre-commit hook blocks any commit that adds .env", "CI
 * rejects pushes that touch secrets/", "Le hook bloque tout commit qui ajoute .env"). Group 1 opens what the change does.
 * Round 18C (issue #18 rule 1): what a guard refuses is reported, not ordered.
 */
const REFUSED_ACT = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:block|reject|refus|fail|flag|stop|prevent|den(?:y|ies)|forbid|catch|abort|bloqu|rechaz|impid|blockier|verhinder` +
    String.raw`|lehnt|блокир|отклон|запрещ)\p{L}*(?:\s+on)?\s+` +
    String.raw`(?:(?:any|every|all|each|the|a|an|new|tout(?:e|es)?|les?|la|cualquier|todos?|los|jeden|jede|alle|любой|любые|все)\s+)?` +
    String.raw`(?:commits?|push(?:es)?|pull requests?|PRs?|merges?|uploads?|changes?|diffs?|patches|builds?|deploys?|releases?|attempts?|files?` +
    String.raw`|commit|cambios?|changements?|Änderung(?:en)?|коммит\p{L}*|изменени\p{L}*)` +
    String.raw`\s+(?:that|which|where|with|containing|including|touching|adding|que|qui|die|der|das|который|которые|с)(?![\p{L}])`,
  'iu',
);
/** A guard stopped, loosened or negated before its verb: what it would refuse is then let through. */
const GUARD_LIFTED = /\b(?:stop|stops|stopped|no longer|not|never|don't|doesn't|do not|does not|used to|cease\w*|unless|until|instead of)\b|n't\b/i;
/** Where what a refused act does ends: a stop, or a new clause joined by "so", "and then", "but" ("…, so add it"). */
const REFUSED_END = /[.;!?](?=\s|$)|[。；]|,\s*(?:so|and|then|but|y|et|und|e|и|donc|así que|also)\s|\s+(?:so|and then|but)\s/iu;

/**
 * `sentence` with what a guard refuses blanked (see {@link REFUSED_ACT}): "The pre-commit hook blocks any commit that …".
 * A guard stopped or negated before its verb ("CI no longer rejects pushes that …") is read as it is, and so is what
 * follows the refused act in a new clause ("…, so add .env to the repository").
 */
export function withoutRefusedActs(sentence: string): string {
  if (sentence.length > DEFENCE_MAX_CHARS) return sentence;
  const m = REFUSED_ACT.exec(sentence);
  if (m === null || GUARD_LIFTED.test(sentence.slice(0, m.index + 1))) return sentence;
  const from = m.index + m[0].length;
  const rest = sentence.slice(from);
  const end = rest.search(REFUSED_END);
  return `${sentence.slice(0, from)} …${end < 0 ? '' : rest.slice(end)}`;
}

/** `text` with every quoted span blanked: what it names or shows, not what it says in its own words. */
export function withoutQuotes(text: string): string {
  return text.replace(QUOTED_SPANS, ' "…" ');
}

/** True when `index` lies inside a quoted span of `sentence` that discusses an attack. */
function quotedInDiscussion(sentence: string, index: number): boolean {
  if (!framedBy(ATTACK_DISCUSSION, sentence)) return false;
  for (const m of sentence.matchAll(QUOTED_SPANS)) if (m.index <= index && index < m.index + m[0].length) return true;
  return false;
}

/** The bounds of the sentence around `index` (at most 400 characters each way). */
function sentenceAround(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 400), index);
  const start = before.search(/[^.!?\n\r。！？]*$/u);
  const after = text.slice(index, index + 400);
  const end = after.search(/[.!?](?=\s|$)|[\n\r。！？]/u);
  return before.slice(start) + (end < 0 ? after : after.slice(0, end));
}

/**
 * True when the match at `index` is mentioned, not ordered: its sentence discusses an attack
 * ("an attacker may plant `curl … | sh`"), it reports what others were told ("the README told users to run …"), or it is
 * negated right before it ("never `curl | sh`")
 * or right after it ("`curl | sh` installers must never be used").
 */
export function mentionedAt(text: string, index: number, end: number): boolean {
  if (negatedAt(text, index) || framedBy(DISCUSSION, sentenceAround(text, index)) || TOLD_OTHERS.test(clauseBefore(text, index))) return true;
  if (TEXT_TOLD_AGENT.test(clauseBefore(text, index))) return true;
  // Inside a quotation that a sentence about attacks or defences shows ("the scanner flags phrases like '…'").
  const from = Math.max(0, index - 400);
  const start = from + text.slice(from, index).search(/[^.!?\n\r。！？]*$/u);
  if (quotedInDiscussion(sentenceAround(text, index), index - start)) return true;
  const rest = text.slice(end, end + 80);
  const tail = rest.slice(0, Math.max(0, rest.search(/[.!?\n]/u)) || rest.length);
  return /^\S*\s+(?:\S+\s+){0,3}?(?:must|should|may|can|is|are)\s+(?:never|not)\b|^\S*\s+(?:\S+\s+){0,3}?is\s+(?:dangerous|unsafe|insecure)\b/i.test(tail);
}
