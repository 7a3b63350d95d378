import { B, E, alt, re } from '../lexicon.js';
import { rule, type GateRule } from '../rule.js';

/*
 * Ignore-previous: the classic injection ("ignore all previous instructions"), new
 * instructions, overriding the system prompt. Not anchored: the phrase is an attack wherever
 * it sits, and a memory that quotes it carries the payload into every session all the same.
 * Separators may be spaces, underscores or hyphens, or nothing at all, so
 * `ignore_previous_instructions` and the text with its zero-width separators removed are caught.
 */

const S = String.raw`[\s_\-]*`;
const VERB = alt([
  'ignore', 'disregard', 'forget', 'override', 'overwrite', 'bypass', 'discard', 'abandon', 'nullify',
  'do not follow', "don't follow", 'stop following', 'no longer follow', 'pay no attention to', 'throw away',
  'set aside', 'ignoring', 'disregarding', 'forgetting',
]);
/** Qualifiers that point back at the instructions the agent already has. */
const QUAL = alt([
  'previous', 'previously given', 'prior', 'above', 'earlier', 'preceding', 'foregoing', 'original', 'initial',
  'existing', 'system', 'developer', 'safety', 'your', 'the old', 'all prior', 'all previous',
]);
/** Weaker qualifiers, accepted only with an unmistakable noun. */
const WEAK_QUAL = alt(['all', 'any', 'every', 'all of the', 'all the', 'these', 'those', 'the', 'my']);
const FILLER = alt(['the', 'of', 'my', 'such', 'given', 'current', 'other', 'default', 'above', 'previous', 'prior', 'earlier', 'system', 'all', 'your']);
const NOUN = alt([
  'instructions', 'instruction', 'prompts', 'prompt', 'directions', 'directives', 'directive', 'guidelines', 'guidance',
  'rules', 'orders', 'constraints', 'guardrails', 'programming', 'policies', 'restrictions', 'conditioning',
  'system prompt', 'system message',
]);
const STRONG_NOUN = alt(['instructions', 'instruction', 'prompts', 'directives', 'guardrails', 'programming', 'system prompt', 'system message', 'safety rules', 'safety guidelines']);

const EN: GateRule[] = [
  rule('ignore-previous', 'en/ignore-previous', '~ignor ~disregard ~forget ~overrid ~overwrit ~bypass ~discard ~abandon ~nullif ~follow ~attention ~throw ~aside', re(String.raw`${B}${VERB}${S}(?:${FILLER}${S}){0,2}${QUAL}${S}(?:${FILLER}${S}){0,2}${NOUN}${E}`)),
  rule('ignore-previous', 'en/ignore-all-instructions', '~ignor ~disregard ~forget ~overrid ~overwrit ~bypass ~discard ~abandon ~nullif ~follow ~attention ~throw ~aside', re(String.raw`${B}${VERB}${S}${WEAK_QUAL}${S}(?:${FILLER}${S}){0,1}${STRONG_NOUN}${E}`)),
  rule('ignore-previous', 'en/forget-everything', 'forget ignore disregard', re(String.raw`${B}(?:forget|ignore|disregard)\s+(?:everything|all(?:\s+of)?\s+(?:that|this))\s+(?:you\s+(?:were|have been|'ve been)\s+told|(?:you\s+)?(?:know|learned)|above|before|so far|i\s+said|earlier|previously)`)),
  // "The previous instructions are void", "The rules above are outdated and no longer apply".
  rule('ignore-previous', 'en/void', 'void invalid cancelled canceled obsolete outdated revoked superseded replaced lifted suspended null longer', re(String.raw`${B}(?:(?:above|previous|prior|earlier|original|system|old|existing|initial)\s+(?:instructions?|rules|prompts?|directives?|guidelines)|(?:instructions?|rules|prompts?|directives?|guidelines)\s+(?:above|before\s+this(?:\s+(?:one|line|note))?|given\s+(?:earlier|before|above|previously)|you\s+(?:were|have\s+been)\s+given))\s+(?:are|is|were|have been|has been)\s+(?:now\s+)?(?:(?:outdated|obsolete|stale|wrong|old|deprecated|void|invalid|revoked|superseded|replaced|cancell?ed)\s*(?:,|and|&)\s*)?(?:void|invalid|cancell?ed|obsolete|outdated|revoked|superseded|replaced|lifted|suspended|null|no longer (?:valid|apply|applicable|relevant|in effect))`)),
  // "These instructions supersede your earlier ones": new orders displacing the ones the agent has.
  rule('ignore-previous', 'en/supersede', 'supersede supersedes override overrides replace replaces overrule overrules trump trumps precedence cancel cancels invalidate invalidates', re(String.raw`${B}(?:these|the\s+following|this|my|the\s+new|new|following)\s+(?:instructions?|rules|directives?|orders|guidelines|notes?|memory|memories)\s+(?:now\s+|hereby\s+|always\s+)?(?:supersedes?|overrides?|replaces?|overrules?|trumps?|cancels?|invalidates?|takes?\s+precedence\s+over|take\s+priority\s+over|takes\s+priority\s+over)\s+(?:(?:all|any)\s+(?:of\s+)?)?(?:your|the|any|all|other)?\s*(?:(?:earlier|previous|prior|existing|original|system|other|old|initial|default|current)\s+)?(?:ones|instructions?|rules|prompts?|directives?|guidelines|system\s+prompt|orders)${E}`), (_t, m) => /\s(?:your|earlier|previous|prior|existing|original|system|initial|ones)(?:\s|$)/u.test(m[0].toLowerCase())),
  rule('ignore-previous', 'en/new-instructions', 'instructions orders directive directives prompt task objective goal role mission', re(String.raw`${B}(?:(?:your|the following|here are your|here are the)\s+(?:new|updated|real|actual|true|revised|correct|only)\s+(?:instructions|orders|directives?|system prompt|task|objective|goal|role|mission)${E}|(?:new|updated|real|actual|true|revised|secret|hidden|override)\s+(?:instructions|orders|directives?|system prompt)\s*:)`)),
  rule('ignore-previous', 'en/override-system', 'system', re(String.raw`${B}(?:system[\s_-]*prompt[\s_-]*(?:override|injection|replacement)|(?:overrides?|replaces?|rewrites?|supersedes?|overriding|replacing)\s+(?:the\s+|your\s+)?system[\s_-]*(?:prompt|message|instructions))${E}`)),
  rule('ignore-previous', 'en/instead-follow', 'instead', re(String.raw`${B}instead\s*,?\s+(?:follow|obey|do|execute)\s+(?:only\s+)?(?:these|the following|my|the new)\s+(?:instructions|orders|steps|commands)`)),
];

const OTHER: GateRule[] = [
  rule('ignore-previous', 'es', 'instrucciones indicaciones órdenes ordenes reglas directrices instrucción', re(String.raw`${B}(?:ignora|ignore|ignorad|ignoren|olvida|olvide|olvidad|descarta|descarte|omite|omita|no sigas)\s+(?:todas\s+|todos\s+)?(?:las\s+|los\s+|tus\s+)?(?:instrucciones|indicaciones|órdenes|ordenes|reglas|directrices|instrucción)\s+(?:anteriores|previas|de arriba|originales|del sistema)${E}|${B}(?:nuevas|verdaderas)\s+instrucciones\s*:`)),
  rule('ignore-previous', 'fr', 'instructions consignes directives règles ordres', re(String.raw`${B}(?:ignore|ignorez|oublie|oubliez|ne tiens pas compte des|ne tenez pas compte des|écarte|écartez)\s+(?:toutes\s+|tous\s+)?(?:les\s+|tes\s+|vos\s+)?(?:instructions|consignes|directives|règles|ordres)\s+(?:précédentes|antérieures|ci-dessus|d['’]origine|initiales|du système)${E}|${B}(?:nouvelles|vraies)\s+(?:instructions|consignes)\s*:`)),
  rule('ignore-previous', 'de', 'anweisungen instruktionen befehle regeln anordnungen vorgaben', re(String.raw`${B}(?:ignoriere|ignorieren sie|ignoriert|vergiss|vergessen sie|missachte|missachten sie|verwirf)\s+(?:alle\s+|sämtliche\s+)?(?:die\s+|deine\s+|ihre\s+)?(?:vorherigen|bisherigen|vorigen|obigen|früheren|vorangegangenen|ursprünglichen)\s+(?:anweisungen|instruktionen|befehle|regeln|anordnungen|vorgaben)${E}|${B}neue\s+anweisungen\s*:`)),
  rule('ignore-previous', 'zh', '指令 指示 说明 规则 提示 设定 命令', re(String.raw`(?:忽略|无视|忘记|忘掉|不要理会|别管|抛弃|放弃)(?:掉)?(?:你)?(?:之前|以上|上面|先前|此前|前面|所有|全部|原来|原有)(?:的)?(?:所有|全部)?(?:的)?(?:指令|指示|说明|规则|提示|设定|命令|系统提示)|(?:新的|新)(?:指令|指示)[:：]|覆盖系统提示`)),
  rule('ignore-previous', 'ja', '無視 忘れ', re(String.raw`(?:以前|前|上記|これまで|先ほど|最初)の(?:すべての|全ての)?(?:指示|命令|指令|ルール|プロンプト)(?:は|を)?(?:すべて|全て)?(?:無視|忘れ)`)),
  rule('ignore-previous', 'ru', 'инструкции указания команды правила установки', re(String.raw`${B}(?:игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте|не обращай внимания на|не обращайте внимания на|отбрось|отбросьте)\s+(?:все\s+)?(?:предыдущие|прежние|вышеуказанные|прошлые|изначальные|системные|свои)\s+(?:инструкции|указания|команды|правила|установки)${E}|${B}новые\s+инструкции\s*:`)),
  rule('ignore-previous', 'it', 'istruzioni indicazioni regole direttive ordini', re(String.raw`${B}(?:ignora|ignorate|dimentica|dimenticate|trascura|trascurate|non\s+seguire|non\s+seguite)\s+(?:tutte\s+|tutti\s+)?(?:le\s+|gli\s+|i\s+|tue\s+|le\s+tue\s+)?(?:istruzioni|indicazioni|regole|direttive|ordini)\s+(?:precedenti|di\s+prima|sopra|originali|iniziali|del\s+sistema)${E}|${B}(?:nuove|vere)\s+istruzioni\s*:`)),
  rule('ignore-previous', 'ko', '~무시 ~잊어 ~잊고 ~따르지', re(String.raw`(?:이전|앞|위|기존|원래|지금까지|이전까지|앞서|시스템)(?:의|에서)?\s*(?:받은\s*)?(?:모든\s*)?(?:지시|지침|명령|규칙|프롬프트|설정|안내)(?:사항|들)?(?:을|를|은|는)?\s*(?:모두\s*|전부\s*|다\s*)?(?:무시|잊어|잊고|따르지\s*마)|새로운\s*(?:지시|지침|명령)\s*[:：]`)),
  rule('ignore-previous', 'pt', 'instruções instrucoes orientações regras ordens', re(String.raw`${B}(?:ignore|ignora|ignorem|esqueça|esqueca|esqueçam|desconsidere|desconsiderem|descarte)\s+(?:todas\s+)?(?:as\s+|suas\s+)?(?:instruções|instrucoes|orientações|regras|ordens)\s+(?:anteriores|prévias|previas|acima|originais|do sistema)${E}|${B}novas\s+instruções\s*:`)),
];

/** Ignore-previous rules, English first, then es/fr/de/zh/ja/ru/pt. */
export const IGNORE_PREVIOUS_RULES: readonly GateRule[] = [...EN, ...OTHER];
