import { AGENT_ACTIONS, alt, anchored, B, clauseBefore, describedAt, E, GAP, L, LC, looksImperative, ordered, quotedOutputAt, re, VERBS } from '../lexicon.js';
import { group, nearRule, rule, type GateRule } from '../rule.js';

/*
 * Standing orders: always/never/you must/from now on …, addressed to the agent.
 *
 * Where the line is (seeds/000: a false positive costs one click, a false negative is an
 * attacker's line in every session):
 * - Flagged: an imperative at a clause start ("Always run …", "Never commit .env files",
 *   "Please always …", "- Do not edit …"), second person ("You must …"), third person naming
 *   an AI agent ("The assistant must …", "Agents should always …"), "from now on" followed by an
 *   order, a standing scope ("Before any task, run …", "Run lint before every commit",
 *   "Whenever you edit a file, also …"), text addressed to an AI ("Note to the AI: …",
 *   "agent: …"), deferring to outside instructions ("follow the steps at https://…"), and an
 *   order quoted directly after a colon or in quotes ("The README says: 'Always …'").
 * - Not flagged: the same words mid-sentence in reported prose ("the team agreed migrations
 *   should never run in CI", "We decided to always squash-merge PRs"), indirect speech ("The
 *   README says to run pnpm install first"), third-person conventions about things
 *   ("Tests must pass before merge"), descriptions of behaviour ("Always returns null",
 *   "Never used in production"), identifiers (`alwaysRun`, `neverExpire`), commit subjects
 *   ("fix: never crash on empty config" — unless the verb is an agent action such as run/push),
 *   and plain imperatives without a standing marker ("Use pnpm, not npm", "If the build fails,
 *   run pnpm clean"): conventions and troubleshooting read that way, and flagging every
 *   imperative would flag most project memory.
 */

/** Adverbs allowed between an always/never keyword and its verb. */
const ADVERB = String.raw`(?:(?:ever|explicitly|immediately|first|also|just|quietly|silently|automatically|really|still)\s+){0,2}`;
/** The next word, allowing markdown emphasis/backticks around it. */
const NEXT = String.raw`[\s,*_\x60"'“”‘’:]*(?<next>${L}[${LC}'’-]*)`;

const imperativeNext = (t: string, m: RegExpExecArray): boolean => looksImperative(group(m, 'next')) && !quotedOutputAt(t, m.index);
const verbNext = (_t: string, m: RegExpExecArray): boolean => VERBS.has(group(m, 'next').toLowerCase());
const notIn =
  (words: ReadonlySet<string>) =>
  (_t: string, m: RegExpExecArray): boolean =>
    !words.has(group(m, 'next').toLowerCase());
/** {@link notIn} for English, where a quoted program message ("error 'You must …'") is output, not an order. */
const notInEn =
  (words: ReadonlySet<string>) =>
  (t: string, m: RegExpExecArray): boolean =>
    !words.has(group(m, 'next').toLowerCase()) && !quotedOutputAt(t, m.index);

const AGENT_NOUN = String.raw`(?:(?:the|all|any|every|each|future|our|your|this|coding|ai|llm|autonomous|language)\s+){0,3}(?:assistant|agent|ai|llm|copilot|claude|chatgpt|gpt|gemini|codex|cursor|language model|ai model|bot reading this|model reading this)s?(?:\s+(?:reading this|(?:working\s+)?(?:on|in|for) this (?:repo|repository|project|codebase|workspace|monorepo|org|organi[sz]ation)))?`;
/** AI agents only: "the browser agent", "the build agent" are modules, not addressees. */
const AI_AGENT = String.raw`(?:(?:the|any|every|all|each|future|our|your|coding|ai|llm|autonomous)\s+){1,3}(?:agents?|assistants?|ais|llms?|copilots?|models?)|(?:ai|llm)\s+(?:agents?|assistants?|models?)|(?:claude|copilot|chatgpt|gemini|codex|cursor)`;
/** Third-person obligations and grants: "is required to", "are expected to", "is supposed to", "is authorised to". */
const OBLIGED = String.raw`(?:is|are)\s+(?:now\s+|hereby\s+|also\s+)?(?:(?:permitted|allowed|authori[sz]ed|encouraged)\s+and\s+)?(?:required|expected|supposed|obliged|obligated|instructed|mandated|authori[sz]ed|permitted|meant|directed|cleared)\s+to`;
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

const ALWAYS = String.raw`always|never(?:\s+ever)?|at all times|under no circumstances|in all cases|without exception|in every case`;
const FROM_NOW_ON_KEYS = 'now point here forward forwards henceforth hereafter starting future subsequent rest';

const EN: GateRule[] = [
  rule('standing-order', 'en/always-never', 'always never times circumstances cases exception case', anchored(ALWAYS, String.raw`${E}\s*,?\s*${ADVERB}${NEXT}`), imperativeNext),
  rule('standing-order', 'en/you-must', 'you', anchored(String.raw`you\s+${YOU_MODAL}`, String.raw`${E}\s*(?:(?:now|also|then|first|still|just|really|always|never|immediately)\s+)?${NEXT}`), notInEn(OBSERVING)),
  rule('standing-order', 'en/agent-must', 'assistant assistants agent agents ai llm llms copilot claude chatgpt gpt gemini codex cursor model models bot', anchored(AGENT_NOUN, String.raw`\s+${MODAL}${E}`)),
  rule('standing-order', 'en/from-now-on', FROM_NOW_ON_KEYS, anchored(FROM_NOW_ON, String.raw`${E}[\s,:;\-]*${NEXT}`), (_t, m) => {
    const next = group(m, 'next').toLowerCase();
    return FROM_NOW_ON_NEXT.has(next) || VERBS.has(next);
  }),
  // "Any agent in this workspace is required to …", "coding agents are required to …" — anywhere in the sentence.
  rule('standing-order', 'en/agent-obliged', 'agent agents assistant assistants ai ais llm llms copilot copilots model models claude chatgpt gemini codex cursor', re(String.raw`${B}(?:${AI_AGENT})(?:\s+(?:(?:working\s+)?(?:on|in|for)\s+this\s+(?:repo|repository|project|codebase|workspace|monorepo)))?\s+${OBLIGED}${E}`), ordered),
  // "If this decision is ever questioned, the agent must …": after a conditional clause.
  rule('standing-order', 'en/agent-must-after-clause', 'agent agents assistant assistants ai ais llm llms copilot model models claude chatgpt gemini codex cursor', re(String.raw`,\s*(?:then\s+)?(?:${AI_AGENT})\s+${MODAL}\s+(?:(?:always|never|also|immediately|first|then)\s+)?(?<next>${L}+)`), (t, m) => looksImperative(group(m, 'next')) && !describedAt(t, m.index)),
  rule('standing-order', 'en/make-sure', 'make be ensure remember don forget never it', anchored(String.raw`(?:make sure|be sure|make certain|ensure)(?:\s+(?:that\s+)?you|\s+to)|(?:remember|don't|do not|never) forget to|remember to|it(?:'s|\s+is)\s+(?:critical|crucial|essential|mandatory|imperative|vital|important|required)\s+(?:that\s+you|to|you)`, E)),
  rule('standing-order', 'en/do-not', 'do don dont', anchored(String.raw`do not|don't|dont`, String.raw`${E}\s+${NEXT}`), notInEn(new Set(['worry', 'panic', 'know', 'mind', 'hesitate', 'care', 'think', 'understand', 'see', 'have', 'need', 'want', 'get', 'be']))),
  rule('standing-order', 'en/comma-imperative', 'always never you make do don', re(String.raw`,\s*(?:then\s+|and\s+|please\s+)*(?:always|never|you\s+(?:must|should|need\s+to|have\s+to)|make\s+sure\s+to|do\s+not|don't)\s+${ADVERB}${NEXT}`), verbNext),
  rule('standing-order', 'en/commit-subject', 'always never must', re(String.raw`(?:^|\n)[ \t]*(?:feat|fix|chore|docs|refactor|test|tests|perf|build|ci|style|revert|release|deps|hotfix|wip)(?:\([^)\n]{0,40}\))?!?:\s*(?:always|never|you must)\s+${NEXT}`), (_t, m) => AGENT_ACTIONS.has(group(m, 'next').toLowerCase())),
  nearRule('standing-order', 'en/before-every', 'any every each all', re(String.raw`${B}(?:before|after|at\s+the\s+(?:start|end|beginning)\s+of|on)\s+(?:any|every|each|all)\s+(?:task|tasks|session|sessions|reply|replies|response|responses|answer|answers|change|changes|commit|commits|conversation|conversations|request|requests|edit|edits|turn|turns|message|messages|prompt|prompts|action|actions|tool\s+calls?|command|commands|query|queries)${E}`), re(String.raw`^[\s,:;\-]*(?:(?:please|always|first|also|you\s+(?:must|should|need\s+to|have\s+to))\s+)*(?<verb>${L}+)`), 60, (_t, _h, n) => VERBS.has(group(n, 'verb').toLowerCase())),
  rule('standing-order', 'en/imperative-every', 'every each any', re(String.raw`${B}(?:before|after|on|at\s+the\s+(?:start|end)\s+of)\s+(?:any|every|each)\s+(?:task|session|reply|response|answer|change|commit|conversation|request|edit|turn|message|prompt|action|tool\s+call|command|query|push|build|run)${E}`), (t, m) => {
    // "Run lint before every commit": the clause opens with an imperative verb.
    const first = /^[\s"'“”‘’*_>#•·\-–—+\d.)]*([a-z]+)/u.exec(clauseBefore(t, m.index));
    return first !== null && VERBS.has(first[1] ?? '');
  }),
  nearRule('standing-order', 'en/whenever-you', 'whenever every each any anytime', re(String.raw`${B}(?:whenever|every\s+time|each\s+time|any\s*time)\s+you${E}`), re(String.raw`(?:,|\bthen\b)\s*(?:(?:also|always|please|just|first|immediately)\s+)*(?<verb>${L}+)`), 120, (_t, _h, n) => VERBS.has(group(n, 'verb').toLowerCase())),
  nearRule('standing-order', 'en/you-from-now-on', 'now forward henceforth future', re(String.raw`${B}you${E}`), re(String.raw`${B}(?:from\s+now\s+on|going\s+forward|henceforth|in\s+(?:all\s+)?future\s+sessions)${E}`), 120),
  rule('standing-order', 'en/follow-external', 'follow obey execute apply do', re(String.raw`${B}(?:follow|obey|execute|apply|carry\s+out)\s+(?:the\s+|all\s+|any\s+)?(?:instructions?|steps|commands?|directions|orders)\s+(?:at|in|from|on|found\s+at|hosted\s+at|published\s+at)\s+<?https?://|${B}do\s+(?:what|whatever)\s+(?:the\s+)?${GAP}{0,60}?https?://\S+\s+(?:says|tells\s+you|asks)${E}`), ordered),
  rule('standing-order', 'en/agent-label', 'ai agent agents llm claude copilot cursor codex assistant', re(String.raw`(?:^|[\n\r])[ \t>*_#\-\[(]*(?:ai|agent|agents|llm|claude|copilot|cursor|codex|gemini)[ \t]*[\])*_]*[ \t]*:(?<rest>[^\n]*)`), (_t, m) => (group(m, 'rest').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length >= 4),
  rule('standing-order', 'en/addressed-to-ai', 'ai assistant assistants agent agents llm llms model models claude copilot cursor chatgpt gpt bot', re(String.raw`${B}(?:(?:note|message|reminder|instructions?|attention|notice|memo|directive|important)\s+(?:to|for)\s+(?:the\s+|all\s+|any\s+|future\s+)*(?:ai|assistant|agent|llm|language model|claude|copilot|cursor|chatgpt|gpt|bot|model)s?${E}|(?:dear|hey|attention|hello|hi)\s+(?:ai|assistant|agent|llm|claude|copilot|chatgpt|gpt|bot|model)s?\s*[,:!]|(?:if|when)\s+you\s+are\s+(?:an?\s+)?(?:ai|llm|language model|ai assistant|assistant|coding agent|ai agent|agent|bot|claude|copilot|chatgpt)${E}|(?:ai|llm)\s+(?:agents?|assistants?|models?)\s+reading\s+this|any\s+(?:ai|llm|agent|assistant|model)\s+(?:reading|processing|parsing|seeing)\s+this)`)),
];

const ES_STOP: ReadonlySet<string> = new Set(['es', 'son', 'fue', 'fueron', 'ha', 'han', 'había', 'está', 'están', 'estuvo', 'el', 'la', 'los', 'las', 'un', 'una', 'que', 'de', 'en', 'se', 'hay', 'lo', 'le', 'me', 'nos', 'por', 'para', 'con', 'y', 'o', 'más', 'menos', 'igual', 'mismo']);
const FR_STOP: ReadonlySet<string> = new Set(['été', 'eu', 'le', 'la', 'les', 'un', 'une', 'pas', 'plus', 'est', 'sont', 'de', 'du', 'des', 'en', 'à', 'au', 'que', 'qui', 'aussi', 'autant', 'moins', 'même', 'vu', 'fait', 'il', 'elle', 'nous', 'on']);
const FR_SUBJECT: ReadonlySet<string> = new Set(['nous', 'on', 'l', 'les', 'le', 'la', 'il', 'elle', 'ils', 'elles', 'je', 'j', 'notre', 'nos', 'cette', 'ce', 'ces']);
const DE_STOP: ReadonlySet<string> = new Set(['noch', 'mehr', 'wieder', 'weniger', 'wenn', 'schon', 'so', 'ist', 'sind', 'war', 'waren', 'wird', 'werden', 'hat', 'haben', 'der', 'die', 'das', 'ein', 'eine', 'zu', 'gleich', 'dann', 'da', 'auch', 'nur', 'gut', 'mal', 'richtig', 'falsch']);
const FR_NOT_VERB: ReadonlySet<string> = new Set(['est', 'reste', 'sera', 'semble', 'cette', 'une', 'elle', 'elles', 'nous', 'vous', 'les', 'des', 'mes', 'tes', 'ses', 'ces', 'nos', 'vos', 'leurs', 'plus', 'moins', 'tous', 'toutes', 'presque', 'comme', 'presque']);
const DE_ARTICLE_E: ReadonlySet<string> = new Set(['die', 'diese', 'jede', 'keine', 'eine', 'meine', 'seine', 'ihre', 'unsere', 'deine', 'alle', 'ohne', 'gerne', 'gern', 'solche', 'welche', 'manche', 'viele', 'habe', 'werde', 'hatte', 'wurde', 'könnte', 'sollte', 'müsste', 'wäre', 'hätte', 'ebene', 'ende']);
const IT_STOP: ReadonlySet<string> = new Set(['stata', 'stato', 'stati', 'state', 'una', 'la', 'le', 'gli', 'più', 'meno', 'prima', 'ancora', 'sempre', 'mai', 'ora', 'poi', 'qui', 'lì', 'già', 'era', 'erano', 'è', 'sono', 'da', 'di', 'a', 'in', 'per', 'con', 'che', 'bene', 'male', 'usata', 'usati', 'usato', 'usate', 'era']);
const RU_STOP: ReadonlySet<string> = new Set(['был', 'была', 'было', 'были', 'есть', 'это', 'так', 'же', 'и', 'в', 'на', 'с', 'по', 'что', 'как', 'такой', 'такая', 'одинаково', 'одно', 'один']);
const PT_STOP: ReadonlySet<string> = new Set(['foi', 'é', 'são', 'está', 'estão', 'o', 'a', 'os', 'as', 'um', 'uma', 'que', 'de', 'em', 'se', 'houve', 'tem', 'têm', 'teve', 'mais', 'menos', 'igual', 'mesmo', 'foram',
  // Italian "sempre più/meno …" (ever more/less) is a description, not a Portuguese order.
  'più', 'meno']);

const OTHER: GateRule[] = [
  // Spanish
  rule('standing-order', 'es/siempre-nunca', 'siempre nunca jamás jamas ningún ninguna', anchored(String.raw`siempre|nunca|jamás|jamas|en ningún caso|bajo ninguna circunstancia`, String.raw`${E}\s*,?\s*${NEXT}`), notIn(ES_STOP)),
  rule('standing-order', 'es/debes', 'debes debéis deberías tienes tenéis usted ustedes necesitas asegúrate asegurate asegúrese olvides olvide recuerda', anchored(String.raw`debes|debéis|deberías|tienes que|tenéis que|usted debe|ustedes deben|necesitas|asegúrate de|asegurate de|asegúrese de|no olvides|no olvide|recuerda siempre`, E)),
  rule('standing-order', 'es/a-partir-de-ahora', 'ahora adelante futuras', anchored(String.raw`a partir de ahora|de ahora en adelante|desde ahora|en adelante|en futuras sesiones`, String.raw`${E}[\s,:]*${NEXT}`), notIn(new Set(['nosotros', 'el', 'la', 'los', 'las', 'usamos', 'vamos', 'hemos', 'se']))),
  rule('standing-order', 'es/agent-must', 'asistente asistentes agente agentes ia modelo', anchored(String.raw`(?:el|la|los|las|todo|todos los)\s+(?:asistente|agente|ia|modelo de ia)s?\s+(?:debe|deben|tiene que|tienen que|siempre|nunca|no debe)`, E)),
  // French
  rule('standing-order', 'fr/toujours-jamais', 'toujours jamais aucun', anchored(String.raw`toujours|jamais|ne jamais|en aucun cas|sous aucun prétexte`, String.raw`${E}\s*,?\s*${NEXT}`), notIn(FR_STOP)),
  rule('standing-order', 'fr/ne-jamais', 'jamais', anchored(String.raw`jamais`, E, String.raw`n(?:e\s+|['’])${L}+(?:\s+(?:la|le|les|l['’]${L}+|pas))?\s+`)),
  rule('standing-order', 'fr/verb-toujours', 'toujours systématiquement', anchored(String.raw`toujours|systématiquement`, E, String.raw`(?<verb>${L}+(?:e|ez|s))\s+`), (_t, m) => !FR_NOT_VERB.has(group(m, 'verb').toLowerCase())),
  rule('standing-order', 'fr/tu-dois', 'dois devez devras devrez faut assure assurez oublie oubliez veille veillez', anchored(String.raw`tu dois|vous devez|tu devras|vous devrez|il faut toujours|il ne faut jamais|tu ne dois jamais|vous ne devez jamais|assure-toi de|assurez-vous de|n['’]oublie pas de|n['’]oubliez pas de|veille à|veillez à`, E)),
  rule('standing-order', 'fr/desormais', 'maintenant dorénavant désormais avenir prochaines', anchored(String.raw`à partir de maintenant|dorénavant|désormais|à l['’]avenir|lors des prochaines sessions`, String.raw`${E}[\s,:]*(?:l['’])?${NEXT}`), (_t, m) => !FR_SUBJECT.has(group(m, 'next').toLowerCase())),
  rule('standing-order', 'fr/agent-must', 'assistant assistants agent agents ia intelligence', anchored(String.raw`(?:l['’]|les\s+)(?:assistant|agent|ia|intelligence artificielle)s?\s+(?:doit|doivent|devra|devront|ne doit jamais|ne doit pas)`, E)),
  // German
  rule('standing-order', 'de/immer-niemals', 'immer stets niemals nie fall umständen grundsätzlich', anchored(String.raw`immer|stets|niemals|nie|auf keinen fall|unter keinen umständen|grundsätzlich`, String.raw`${E}\s*,?\s*${NEXT}`), notIn(DE_STOP)),
  rule('standing-order', 'de/verb-immer', 'immer stets niemals nie', anchored(String.raw`immer|stets|niemals|nie`, E, String.raw`(?<verb>${L}+e)\s+(?:bitte\s+)?`), (_t, m) => !DE_ARTICLE_E.has(group(m, 'verb').toLowerCase())),
  rule('standing-order', 'de/formal-verb-immer', 'immer stets niemals nie', anchored(String.raw`immer|stets|niemals|nie`, E, String.raw`${L}+en\s+sie\s+(?:bitte\s+)?`)),
  rule('standing-order', 'de/du-musst', 'musst sollst solltest müssen sollten müsst sicher vergiss vergessen denk denke achte achten', anchored(String.raw`du musst|du sollst|du solltest|sie müssen|sie sollten|ihr müsst|stelle sicher|stell sicher|stellen sie sicher|vergiss nicht|vergessen sie nicht|denk daran|denke daran|achte darauf|achten sie darauf`, E)),
  rule('standing-order', 'de/ab-jetzt', 'jetzt sofort nun künftig zukunft zukünftig künftigen', anchored(String.raw`ab jetzt|ab sofort|von nun an|künftig|in zukunft|zukünftig|in künftigen sitzungen`, String.raw`${E}[\s,:]*(?!(?:${L}+\s+)?(?:wir|ich|man|es|die|der|das)${E})${L}`)),
  rule('standing-order', 'de/agent-must', 'assistent agent ki', anchored(String.raw`(?:der|die|jeder)\s+(?:assistent|agent|ki-agent|ki-assistent|ki)\s+(?:muss|soll|sollte|darf nie|darf niemals|darf nicht|hat immer)`, E)),
  // Italian
  rule('standing-order', 'it/sempre-mai', 'sempre mai', anchored(String.raw`sempre|mai|non\s+(?:${L}+\s+)?mai|in nessun caso`, String.raw`${E}\s*,?\s*${NEXT}`), (_t, m) => /(?:are|ere|ire|arsi|ersi|irsi)$/u.test(group(m, 'next').toLowerCase()) && !IT_STOP.has(group(m, 'next').toLowerCase())),
  rule('standing-order', 'it/devi', 'devi dovete dovrai dovrete assicurati assicuratevi ricordati ricordatevi dimenticare ora poi', anchored(String.raw`(?:tu\s+)?devi|(?:voi\s+)?dovete|dovrai|dovrete|non devi mai|assicurati di|assicuratevi di|ricordati di|ricordatevi di|non dimenticare di|d['’]ora in poi|da ora in poi|d['’]ora in avanti|da adesso in poi`, E)),
  rule('standing-order', 'it/agent-must', 'assistente assistenti agente agenti ia modello', anchored(String.raw`(?:l['’]\s*|gli\s+|ogni\s+|il\s+)(?:assistente|assistenti|agente|agenti|ia|modello)\s+(?:deve|devono|dovrà|dovranno|non\s+deve|è\s+tenuto\s+a|sono\s+tenuti\s+a)`, E)),
  // Korean
  rule('standing-order', 'ko/always-never', '~항상 ~반드시 ~절대 ~앞으로 ~지금부터 ~언제나', re(String.raw`(?:항상|반드시|절대로?|언제나|앞으로는?|지금부터는?)\s*[^。.!?\n]{0,40}?(?:해라|하라|하세요|해야\s*한다|해야\s*합니다|하십시오|하지\s*마(?:라|세요|십시오)?|말\s*것)`)),
  // Chinese
  rule('standing-order', 'zh/always-never', '务必 总是 始终 一直要 永远 绝对不要 绝不要 千万 一定要 必须 不要 不准 不得 切勿 切记 每次都要', anchored(String.raw`务必|总是|始终|一直要|永远不要|永远不能|永远别|绝对不要|绝不要|千万不要|千万别|一定要|必须|不要|不准|不得|切勿|切记|每次都要`, '', String.raw`(?:请|你|您)?`)),
  rule('standing-order', 'zh/you-must', '你 您', anchored(String.raw`(?:你|您|你们)(?:必须|应该|应当|需要|务必|一定要|永远不要|绝不能|不要|不能|不准|总是|始终|要记得)`)),
  rule('standing-order', 'zh/from-now-on', '从现在 从今以后 今后 以后 此后 往后 之后', anchored(String.raw`从现在开始|从现在起|从今以后|今后|以后|此后|往后|在以后的会话中|在之后的所有会话中`, String.raw`[,，]?(?!我们|团队|大家|项目)`)),
  rule('standing-order', 'zh/agent-must', '必须 应该 应当 总是 始终 永远不要 不得', anchored(String.raw`(?:助手|代理|智能体|AI|人工智能|模型)(?:必须|应该|应当|总是|始终|永远不要|不得)`)),
  // Japanese
  rule('standing-order', 'ja/always-never', '常に 必ず いつも 絶対に 決して 今後 これから 以後', anchored(String.raw`常に|必ず|いつも|絶対に|決して|今後は|これからは|以後は|あなたは(?:必ず|常に|絶対に)`)),
  rule('standing-order', 'ja/please-dont', 'ないでください ないで下さい てはいけません てはならない なければなりません なければならない', re(String.raw`(?:しないでください|しないで下さい|してはいけません|してはならない|しなければなりません|しなければならない)`)),
  // Russian
  rule('standing-order', 'ru/always-never', 'всегда никогда ни обязательно', anchored(String.raw`всегда|никогда(?:\s+не)?|ни в коем случае(?:\s+не)?|обязательно|ни при каких обстоятельствах(?:\s+не)?`, String.raw`${E}\s*,?\s*${NEXT}`), notIn(RU_STOP)),
  rule('standing-order', 'ru/you-must', 'ты вы этого отныне впредь дальнейшем забудь забудьте убедись убедитесь помни помните', anchored(String.raw`(?:ты|вы)\s+(?:должен|должна|должны|обязан|обязана|обязаны|всегда|никогда)|с этого момента|отныне|впредь|в дальнейшем|не забудь(?:те)?|убедись|убедитесь|помни(?:те)?,? что нужно`, E)),
  rule('standing-order', 'ru/agent-must', 'ассистент агент ии модель бот', anchored(String.raw`(?:ассистент|агент|ии|модель|бот)\s+(?:должен|должна|обязан|всегда|никогда не)`, E)),
  // Portuguese
  rule('standing-order', 'pt/sempre-nunca', 'sempre nunca jamais hipótese jeito', anchored(String.raw`sempre|nunca|jamais|em hipótese alguma|de jeito nenhum`, String.raw`${E}\s*,?\s*${NEXT}`), notIn(PT_STOP)),
  rule('standing-order', 'pt/voce-deve', 'você vocês tu certifique esqueça lembre', anchored(String.raw`você deve|vocês devem|você precisa|você tem que|tu deves|certifique-se de|não se esqueça de|lembre-se de`, E)),
  rule('standing-order', 'pt/a-partir-de-agora', 'agora diante próximas', anchored(String.raw`a partir de agora|de agora em diante|daqui em diante|nas próximas sessões`, String.raw`${E}[\s,:]*${NEXT}`), notIn(new Set(['nós', 'a', 'o', 'os', 'as', 'usamos', 'vamos', 'passamos']))),
  rule('standing-order', 'pt/agent-must', 'assistente agente ia', anchored(String.raw`(?:o|a)\s+(?:assistente|agente|ia)\s+(?:deve|precisa|tem que|sempre|nunca)`, E)),
];

/** Standing-order rules, English first, then es/fr/de/zh/ja/ru/pt. */
export const STANDING_ORDER_RULES: readonly GateRule[] = [...EN, ...OTHER];
