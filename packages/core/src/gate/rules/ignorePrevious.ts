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
  rule('ignore-previous', 'en/void', 'void invalid cancelled canceled obsolete outdated revoked superseded replaced lifted suspended null longer', re(String.raw`${B}(?:above|previous|prior|earlier|original|system)\s+(?:instructions?|rules|prompts?|directives?|guidelines)\s+(?:are|is|were|have been|has been)\s+(?:now\s+)?(?:void|invalid|cancell?ed|obsolete|outdated|revoked|superseded|replaced|lifted|suspended|null|no longer (?:valid|apply|applicable|relevant|in effect))`)),
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
  rule('ignore-previous', 'pt', 'instruções instrucoes orientações regras ordens', re(String.raw`${B}(?:ignore|ignora|ignorem|esqueça|esqueca|esqueçam|desconsidere|desconsiderem|descarte)\s+(?:todas\s+)?(?:as\s+|suas\s+)?(?:instruções|instrucoes|orientações|regras|ordens)\s+(?:anteriores|prévias|previas|acima|originais|do sistema)${E}|${B}novas\s+instruções\s*:`)),
];

/** Ignore-previous rules, English first, then es/fr/de/zh/ja/ru/pt. */
export const IGNORE_PREVIOUS_RULES: readonly GateRule[] = [...EN, ...OTHER];
