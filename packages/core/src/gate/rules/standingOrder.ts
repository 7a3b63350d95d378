import { AGENT_ACTIONS, B, E, VERBS, alt, anchored, looksImperative, re } from '../lexicon.js';
import { group, rule, type GateRule } from '../rule.js';

/*
 * Standing orders: always/never/you must/from now on …, addressed to the agent.
 *
 * Where the line is (seeds/000: a false positive costs one click, a false negative is an
 * attacker's line in every session):
 * - Flagged: an imperative at a clause start ("Always run …", "Never commit .env files",
 *   "Please always …", "- Do not edit …"), second person ("You must …"), third person naming
 *   an AI agent ("The assistant must …", "Agents should always …"), "from now on" followed by an
 *   order, text addressed to an AI ("Note to the AI: …"), and an order quoted directly after a
 *   colon or in quotes ("The README says: 'Always …'").
 * - Not flagged: the same words mid-sentence in reported prose ("the team agreed migrations
 *   should never run in CI", "We decided to always squash-merge PRs"), indirect speech ("The
 *   README says to run pnpm install first"), third-person conventions about things
 *   ("Tests must pass before merge"), descriptions of behaviour ("Always returns null",
 *   "Never used in production"), identifiers (`alwaysRun`, `neverExpire`), commit subjects
 *   ("fix: never crash on empty config" — unless the verb is an agent action such as run/push).
 */

/** Adverbs allowed between an always/never keyword and its verb. */
const ADVERB = String.raw`(?:(?:ever|explicitly|immediately|first|also|just|quietly|silently|automatically|really|still)\s+){0,2}`;
/** The next word, allowing markdown emphasis/backticks around it. */
const NEXT = String.raw`[\s,*_\x60"'“”‘’:]*(?<next>\p{L}[\p{L}'’-]*)`;

const imperativeNext = (_t: string, m: RegExpExecArray): boolean => looksImperative(group(m, 'next'));
const verbNext = (_t: string, m: RegExpExecArray): boolean => VERBS.has(group(m, 'next').toLowerCase());
const notIn =
  (words: ReadonlySet<string>) =>
  (_t: string, m: RegExpExecArray): boolean =>
    !words.has(group(m, 'next').toLowerCase());

const AGENT_NOUN = String.raw`(?:(?:the|all|any|every|each|future|our|your|this|coding|ai|llm|autonomous|language)\s+){0,3}(?:assistant|agent|ai|llm|copilot|claude|chatgpt|gpt|gemini|codex|cursor|language model|ai model|bot reading this|model reading this)s?(?:\s+(?:reading this|working (?:on|in) this (?:repo|repository|project|codebase)))?`;
const MODAL = alt([
  'must', 'should', 'shall', 'need to', 'needs to', 'has to', 'have to', 'is required to', 'are required to',
  'is expected to', 'are expected to', 'is to', 'are to', 'will always', 'will never', 'always', 'never',
  'may not', 'must not', 'should not', 'shall not', 'cannot', "can't", "mustn't", "shouldn't",
  'is not allowed to', 'are not allowed to', 'is forbidden to', 'ought to',
]);
const YOU_MODAL = alt([
  'must', 'should', 'shall', 'need to', 'have to', "'ve got to", 'have got to', 'ought to', 'are required to',
  'are expected to', 'are to', 'must not', 'should not', "shouldn't", "mustn't", 'may not', 'cannot', "can't",
  'are not allowed to', "aren't allowed to", 'are forbidden to', 'will always', 'will never', 'always', 'never',
  'must always', 'must never', 'should always', 'should never', 'are never to', 'are always to',
]);
/** After "you should/will …": docs that describe what the reader observes. */
const OBSERVING: ReadonlySet<string> = new Set(['see', 'get', 'notice', 'receive', 'find', 'know', 'probably', 'likely', 'usually']);

const FROM_NOW_ON = alt([
  'from now on', 'from this point on', 'from this point forward', 'from here on', 'going forward', 'henceforth',
  'hereafter', 'starting now', 'starting today', 'starting immediately', 'in future sessions', 'in all future sessions',
  'in future conversations', 'in all future conversations', 'for all future sessions', 'for future sessions',
  'in every future session', 'in subsequent sessions', 'for the rest of this session', 'in all future tasks',
]);
const FROM_NOW_ON_NEXT: ReadonlySet<string> = new Set([
  'you', 'your', 'always', 'never', 'do', "don't", 'dont', 'please', 'make', 'be', 'remember', 'ensure', 'agents', 'agent',
  'assistant', 'assistants',
]);

const EN: GateRule[] = [
  rule('standing-order', 'en/always-never', anchored(String.raw`${B}(?:always|never(?:\s+ever)?|at all times|under no circumstances|in all cases|without exception|in every case)${E}\s*,?\s*${ADVERB}${NEXT}`), imperativeNext),
  rule('standing-order', 'en/you-must', anchored(String.raw`${B}you\s+${YOU_MODAL}${E}\s*(?:(?:now|also|then|first|still|just|really|always|never|immediately)\s+)?${NEXT}`), notIn(OBSERVING)),
  rule('standing-order', 'en/agent-must', anchored(String.raw`${B}${AGENT_NOUN}\s+${MODAL}${E}`)),
  rule('standing-order', 'en/from-now-on', anchored(String.raw`${B}${FROM_NOW_ON}${E}[\s,:;\-]*${NEXT}`), (t, m) => {
    const next = group(m, 'next').toLowerCase();
    return FROM_NOW_ON_NEXT.has(next) || VERBS.has(next);
  }),
  rule('standing-order', 'en/make-sure', anchored(String.raw`${B}(?:make sure|be sure|make certain|ensure)(?:\s+(?:that\s+)?you|\s+to)${E}|${B}(?:remember|don't forget|do not forget|never forget)\s+to${E}|${B}it(?:'s|\s+is)\s+(?:critical|crucial|essential|mandatory|imperative|vital|important|required)\s+(?:that\s+you|to|you)${E}`)),
  rule('standing-order', 'en/do-not', anchored(String.raw`${B}(?:do not|don't|dont|do NOT)${E}\s+${NEXT}`), notIn(new Set(['worry', 'panic', 'know', 'mind', 'hesitate', 'care', 'think', 'understand', 'see', 'have', 'need', 'want', 'get', 'be']))),
  rule('standing-order', 'en/comma-imperative', re(String.raw`,\s*(?:then\s+|and\s+|please\s+)*(?:always|never|you\s+(?:must|should|need\s+to|have\s+to)|make\s+sure\s+to|do\s+not|don't)\s+${ADVERB}${NEXT}`), verbNext),
  rule('standing-order', 'en/commit-subject', re(String.raw`(?:^|\n)[ \t]*(?:feat|fix|chore|docs|refactor|test|tests|perf|build|ci|style|revert|release|deps|hotfix|wip)(?:\([^)\n]{0,40}\))?!?:\s*(?:always|never|you must)\s+${NEXT}`), (_t, m) => AGENT_ACTIONS.has(group(m, 'next').toLowerCase())),
  rule('standing-order', 'en/addressed-to-ai', re(String.raw`${B}(?:(?:note|message|reminder|instructions?|attention|notice|memo|directive|important)\s+(?:to|for)\s+(?:the\s+|all\s+|any\s+|future\s+)*(?:ai|assistant|agent|llm|language model|claude|copilot|cursor|chatgpt|gpt|bot|model)s?${E}|(?:dear|hey|attention|hello|hi)\s+(?:ai|assistant|agent|llm|claude|copilot|chatgpt|gpt|bot|model)s?\s*[,:!]|(?:if|when)\s+you\s+are\s+(?:an?\s+)?(?:ai|llm|language model|ai assistant|assistant|coding agent|ai agent|agent|bot|claude|copilot|chatgpt)${E}|(?:ai|llm)\s+(?:agents?|assistants?|models?)\s+reading\s+this|any\s+(?:ai|llm|agent|assistant|model)\s+(?:reading|processing|parsing|seeing)\s+this)`)),
];

const ES_STOP: ReadonlySet<string> = new Set(['es', 'son', 'fue', 'fueron', 'ha', 'han', 'había', 'está', 'están', 'estuvo', 'el', 'la', 'los', 'las', 'un', 'una', 'que', 'de', 'en', 'se', 'hay', 'lo', 'le', 'me', 'nos', 'por', 'para', 'con', 'y', 'o', 'más', 'menos', 'igual', 'mismo']);
const FR_STOP: ReadonlySet<string> = new Set(['été', 'eu', 'le', 'la', 'les', 'un', 'une', 'pas', 'plus', 'est', 'sont', 'de', 'du', 'des', 'en', 'à', 'au', 'que', 'qui', 'aussi', 'autant', 'moins', 'même', 'vu', 'fait', 'il', 'elle', 'nous', 'on']);
const FR_SUBJECT: ReadonlySet<string> = new Set(['nous', 'on', 'l', 'les', 'le', 'la', 'il', 'elle', 'ils', 'elles', 'je', 'j', 'notre', 'nos', 'cette', 'ce', 'ces']);
const DE_STOP: ReadonlySet<string> = new Set(['noch', 'mehr', 'wieder', 'weniger', 'wenn', 'schon', 'so', 'ist', 'sind', 'war', 'waren', 'wird', 'werden', 'hat', 'haben', 'der', 'die', 'das', 'ein', 'eine', 'zu', 'gleich', 'dann', 'da', 'auch', 'nur', 'gut', 'mal', 'richtig', 'falsch']);
const DE_ARTICLE_E: ReadonlySet<string> = new Set(['die', 'diese', 'jede', 'keine', 'eine', 'meine', 'seine', 'ihre', 'unsere', 'deine', 'alle', 'ohne', 'gerne', 'gern', 'solche', 'welche', 'manche', 'viele', 'habe', 'werde', 'hatte', 'wurde', 'könnte', 'sollte', 'müsste', 'wäre', 'hätte', 'ebene', 'ende']);
const RU_STOP: ReadonlySet<string> = new Set(['был', 'была', 'было', 'были', 'есть', 'это', 'так', 'же', 'и', 'в', 'на', 'с', 'по', 'что', 'как', 'такой', 'такая', 'одинаково', 'одно', 'один']);
const PT_STOP: ReadonlySet<string> = new Set(['foi', 'é', 'são', 'está', 'estão', 'o', 'a', 'os', 'as', 'um', 'uma', 'que', 'de', 'em', 'se', 'houve', 'tem', 'têm', 'teve', 'mais', 'menos', 'igual', 'mesmo', 'foram']);

const OTHER: GateRule[] = [
  // Spanish
  rule('standing-order', 'es/siempre-nunca', anchored(String.raw`${B}(?:siempre|nunca|jamás|jamas|en ningún caso|bajo ninguna circunstancia)${E}\s*,?\s*${NEXT}`), notIn(ES_STOP)),
  rule('standing-order', 'es/debes', anchored(String.raw`${B}(?:debes|debéis|deberías|tienes que|tenéis que|usted debe|ustedes deben|necesitas|asegúrate de|asegurate de|asegúrese de|no olvides|no olvide|recuerda siempre)${E}`)),
  rule('standing-order', 'es/a-partir-de-ahora', anchored(String.raw`${B}(?:a partir de ahora|de ahora en adelante|desde ahora|en adelante|en futuras sesiones)${E}[\s,:]*${NEXT}`), notIn(new Set(['nosotros', 'el', 'la', 'los', 'las', 'usamos', 'vamos', 'hemos', 'se']))),
  rule('standing-order', 'es/agent-must', anchored(String.raw`${B}(?:el|la|los|las|todo|todos los)\s+(?:asistente|agente|ia|modelo de ia)s?\s+(?:debe|deben|tiene que|tienen que|siempre|nunca|no debe)${E}`)),
  // French
  rule('standing-order', 'fr/toujours-jamais', anchored(String.raw`${B}(?:toujours|jamais|ne jamais|en aucun cas|sous aucun prétexte)${E}\s*,?\s*${NEXT}`), notIn(FR_STOP)),
  rule('standing-order', 'fr/ne-jamais', anchored(String.raw`${B}n(?:e\s+|['’])\p{L}+(?:\s+(?:la|le|les|l['’]\p{L}+|pas))?\s+jamais${E}`)),
  rule('standing-order', 'fr/verb-toujours', anchored(String.raw`${B}(?<verb>\p{L}+(?:e|ez|s))\s+(?:toujours|systématiquement)${E}`), (_t, m) => !['est', 'reste', 'sera', 'semble', 'cette', 'une', 'elle', 'elles', 'nous', 'vous', 'les', 'des', 'mes', 'tes', 'ses', 'ces', 'nos', 'vos', 'leurs', 'plus', 'moins', 'tous', 'toutes', 'presque', 'comme'].includes(group(m, 'verb').toLowerCase())),
  rule('standing-order', 'fr/tu-dois', anchored(String.raw`${B}(?:tu dois|vous devez|tu devras|vous devrez|il faut toujours|il ne faut jamais|tu ne dois jamais|vous ne devez jamais|assure-toi de|assurez-vous de|n['’]oublie pas de|n['’]oubliez pas de|veille à|veillez à)${E}`)),
  rule('standing-order', 'fr/desormais', anchored(String.raw`${B}(?:à partir de maintenant|dorénavant|désormais|à l['’]avenir|lors des prochaines sessions)${E}[\s,:]*(?:l['’])?${NEXT}`), (_t, m) => !FR_SUBJECT.has(group(m, 'next').toLowerCase())),
  rule('standing-order', 'fr/agent-must', anchored(String.raw`${B}(?:l['’]|les\s+)(?:assistant|agent|ia|intelligence artificielle)s?\s+(?:doit|doivent|devra|devront|ne doit jamais|ne doit pas)${E}`)),
  // German
  rule('standing-order', 'de/immer-niemals', anchored(String.raw`${B}(?:immer|stets|niemals|nie|auf keinen fall|unter keinen umständen|grundsätzlich)${E}\s*,?\s*${NEXT}`), notIn(DE_STOP)),
  rule('standing-order', 'de/verb-immer', anchored(String.raw`${B}(?<verb>\p{L}+e)\s+(?:bitte\s+)?(?:immer|stets|niemals|nie)${E}`), (_t, m) => !DE_ARTICLE_E.has(group(m, 'verb').toLowerCase())),
  rule('standing-order', 'de/formal-verb-immer', anchored(String.raw`${B}\p{L}+en\s+sie\s+(?:bitte\s+)?(?:immer|stets|niemals|nie)${E}`)),
  rule('standing-order', 'de/du-musst', anchored(String.raw`${B}(?:du musst|du sollst|du solltest|sie müssen|sie sollten|ihr müsst|stelle sicher|stell sicher|stellen sie sicher|vergiss nicht|vergessen sie nicht|denk daran|denke daran|achte darauf|achten sie darauf)${E}`)),
  rule('standing-order', 'de/ab-jetzt', anchored(String.raw`${B}(?:ab jetzt|ab sofort|von nun an|künftig|in zukunft|zukünftig|in künftigen sitzungen)${E}[\s,:]*(?!(?:\p{L}+\s+)?(?:wir|ich|man|es|die|der|das)${E})\p{L}`)),
  rule('standing-order', 'de/agent-must', anchored(String.raw`${B}(?:der|die|jeder)\s+(?:assistent|agent|ki-agent|ki-assistent|ki)\s+(?:muss|soll|sollte|darf nie|darf niemals|darf nicht|hat immer)${E}`)),
  // Chinese
  rule('standing-order', 'zh/always-never', anchored(String.raw`(?:请|你|您)?(?:务必|总是|始终|一直要|永远不要|永远不能|永远别|绝对不要|绝不要|千万不要|千万别|一定要|必须|不要|不准|不得|切勿|切记|每次都要)`)),
  rule('standing-order', 'zh/you-must', anchored(String.raw`(?:你|您|你们)(?:必须|应该|应当|需要|务必|一定要|永远不要|绝不能|不要|不能|不准|总是|始终|要记得)`)),
  rule('standing-order', 'zh/from-now-on', anchored(String.raw`(?:从现在开始|从现在起|从今以后|今后|以后|此后|往后|在以后的会话中|在之后的所有会话中)[,，]?(?!我们|团队|大家|项目)`)),
  rule('standing-order', 'zh/agent-must', anchored(String.raw`(?:助手|代理|智能体|AI|人工智能|模型)(?:必须|应该|应当|总是|始终|永远不要|不得)`)),
  // Japanese
  rule('standing-order', 'ja/always-never', anchored(String.raw`(?:常に|必ず|いつも|絶対に|決して|今後は|これからは|以後は|あなたは(?:必ず|常に|絶対に))`)),
  rule('standing-order', 'ja/please-dont', re(String.raw`(?:しないでください|しないで下さい|してはいけません|してはならない|しなければなりません|しなければならない)`)),
  // Russian
  rule('standing-order', 'ru/always-never', anchored(String.raw`${B}(?:всегда|никогда(?:\s+не)?|ни в коем случае(?:\s+не)?|обязательно|ни при каких обстоятельствах(?:\s+не)?)${E}\s*,?\s*${NEXT}`), notIn(RU_STOP)),
  rule('standing-order', 'ru/you-must', anchored(String.raw`${B}(?:ты|вы)\s+(?:должен|должна|должны|обязан|обязана|обязаны|всегда|никогда)${E}|${B}(?:с этого момента|отныне|впредь|в дальнейшем|не забудь(?:те)?|убедись|убедитесь|помни(?:те)?,? что нужно)${E}`)),
  rule('standing-order', 'ru/agent-must', anchored(String.raw`${B}(?:ассистент|агент|ии|модель|бот)\s+(?:должен|должна|обязан|всегда|никогда не)${E}`)),
  // Portuguese
  rule('standing-order', 'pt/sempre-nunca', anchored(String.raw`${B}(?:sempre|nunca|jamais|em hipótese alguma|de jeito nenhum)${E}\s*,?\s*${NEXT}`), notIn(PT_STOP)),
  rule('standing-order', 'pt/voce-deve', anchored(String.raw`${B}(?:você deve|vocês devem|você precisa|você tem que|tu deves|certifique-se de|não se esqueça de|lembre-se de)${E}`)),
  rule('standing-order', 'pt/a-partir-de-agora', anchored(String.raw`${B}(?:a partir de agora|de agora em diante|daqui em diante|nas próximas sessões)${E}[\s,:]*${NEXT}`), notIn(new Set(['nós', 'a', 'o', 'os', 'as', 'usamos', 'vamos', 'passamos', 'a equipe']))),
  rule('standing-order', 'pt/agent-must', anchored(String.raw`${B}(?:o|a)\s+(?:assistente|agente|ia)\s+(?:deve|precisa|tem que|sempre|nunca)${E}`)),
];

/** Standing-order rules, English first, then es/fr/de/zh/ja/ru/pt. */
export const STANDING_ORDER_RULES: readonly GateRule[] = [...EN, ...OTHER];
