import { B, E, alt, re } from '../lexicon.js';
import { group, rule, type GateRule } from '../rule.js';

/*
 * Role impersonation: text posing as another turn of the conversation (SYSTEM:, Assistant:,
 * "### Instruction", [assistant], {"role": "system"}), forged tool results that grant
 * approval, and claims to be the agent's developer or operator.
 *
 * A weak role label ("System:", "Developer:", "User:") is also an ordinary field name
 * ("System: Ubuntu 22.04", "User: postgres"): it is flagged only in capitals or when a sentence
 * follows it (four words or more, or six CJK characters).
 */

/** Line start, then bullets/quote markers/brackets. */
const LINE = String.raw`(?:^|[\n\r])[ \t>*_#\-\[(]*`;
/** The label's end: brackets/emphasis, an optional short parenthetical ("ADMIN OVERRIDE (priority 0):"), the colon. */
const AFTER_LABEL = String.raw`[ \t]*[\])*_]*[ \t]*(?:\([^()\n]{1,30}\)[ \t]*)?[:：](?<rest>[^\n]*)`;

const STRONG_LABEL = alt([
  'assistant',
  'human',
  'ai assistant',
  'system notice',
  'system update',
  'system override',
  'system instruction',
  'system instructions',
  'system alert',
  'developer message',
  'developer instruction',
  'developer instructions',
  'assistant message',
  'assistant response',
  'admin message',
  'administrator message',
  'operator message',
  'admin override',
  'root override',
  // es/fr/de/zh/ja/ru/pt
  'mensaje del sistema',
  'asistente',
  'message système',
  'message du système',
  'systemnachricht',
  'systemmeldung',
  'systemanweisung',
  'системное сообщение',
  'ассистент',
  'mensagem do sistema',
  'assistente',
  '系统提示',
  '系统消息',
  '系统指令',
  '助手',
  'システムプロンプト',
  'システムメッセージ',
  'アシスタント',
]);
const WEAK_LABEL = alt([
  'system',
  'sys',
  'developer',
  'system prompt',
  'system message',
  'system note',
  'developer note',
  'developer mode',
  'sistema',
  'système',
  'entwickler',
  'система',
  'разработчик',
  'desarrollador',
  'développeur',
  'desenvolvedor',
  '系统',
  '开发者',
  'システム',
  '開発者',
]);

/** Four words or six CJK characters: a sentence, not a field value. */
function substantial(rest: string): boolean {
  const words = rest.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const cjk = rest.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? [];
  return words.length >= 4 || cjk.length >= 6;
}
const isUpper = (s: string): boolean => s === s.toUpperCase() && s !== s.toLowerCase();

const RULES: GateRule[] = [
  rule(
    'role-impersonation',
    'role-line/strong',
    'assistant human ai system developer admin administrator operator root mensaje asistente message ' +
      'systemnachricht systemmeldung systemanweisung системное ассистент mensagem assistente 系统 助手 システム アシスタント',
    re(`${LINE}(?<label>${STRONG_LABEL})${AFTER_LABEL}`),
    (_t, m) => group(m, 'rest').trim() !== '' || isUpper(group(m, 'label')),
  ),
  rule(
    'role-impersonation',
    'role-line/weak',
    'system sys developer sistema système entwickler система разработчик desarrollador développeur desenvolvedor 系统 开发者 システム 開発者',
    re(`${LINE}(?<label>${WEAK_LABEL})${AFTER_LABEL}`),
    (_t, m) => isUpper(group(m, 'label')) || substantial(group(m, 'rest')),
  ),
  rule(
    'role-impersonation',
    'role-line/user',
    'user usuario utilisateur benutzer nutzer пользователь usuário 用户 ユーザー',
    re(`${LINE}(?<label>user|usuario|utilisateur|benutzer|nutzer|пользователь|usuário|用户|ユーザー)${AFTER_LABEL}`),
    (_t, m) => substantial(group(m, 'rest')),
  ),
  rule(
    'role-impersonation',
    'bracket-role',
    'system assistant developer human sys admin tool tool_result tool_output function function_result observation user',
    re(
      String.raw`(?:^|[\n\r])[ \t]*(?:\[|\{\{|<<)\s*(?:system|assistant|developer|human|sys|admin|tool[_ ]?result` +
        String.raw`|tool[_ ]?output|function[_ ]?result|observation)\s*(?:\]|\}\}|>>)|(?:^|[\n\r])[ \t]*\[(?:USER|SYSTEM` +
        String.raw`|ASSISTANT)\]|\[/?(?:system|assistant)\]`,
    ),
  ),
  rule(
    'role-impersonation',
    'heading-role',
    '#',
    re(
      String.raw`(?:^|[\n\r])[ \t]*#{1,6}[ \t]*(?:instruction|instructions|system|system prompt|response|assistant|human` +
        String.raw`|new instructions)(?:[ \t]+(?:from|for|to|by)[ \t]+(?:the[ \t]+|your[ \t]+|all[ \t]+|any[ \t]+)?(?:developers?` +
        String.raw`|admins?|administrators?|system|operators?|maintainers?|owners?|agents?|ai|assistants?|models?|llms?|claude` +
        String.raw`|copilot|anthropic|openai))?[ \t]*:?[ \t]*(?=[\n\r]|$)`,
    ),
  ),
  rule('role-impersonation', 'json-role', 'role', re(String.raw`["']role["']\s*:\s*["'](?:system|assistant|developer|tool)["']`)),
  rule(
    'role-impersonation',
    'forged-tool-result',
    '~tool ~function ~mcp ~plugin',
    re(
      String.raw`${B}(?:tool|function|mcp|plugin)[\s_-]*(?:call[\s_-]*)?(?:result|output|response` +
        String.raw`|return)s?${E}[ \t]*[:=\]>)\-]+[^\n]{0,160}?${B}(?:approved|authori[sz]ed|granted|permitted|allowed` +
        String.raw`|whitelisted|allowlisted|cleared|elevated|admin access|permission|trusted)${E}`,
    ),
  ),
  rule(
    'role-impersonation',
    'i-am-your-developer',
    'your ai assistant from speaking talking here',
    re(
      String.raw`${B}(?:i\s+am|i'm|this\s+is)\s+(?:your|the\s+ai's|the\s+assistant's)\s+(?:developer|creator|operator|admin` +
        String.raw`|administrator|owner|system administrator|programmer|maker|system|supervisor)${E}|${B}(?:message|note` +
        String.raw`|instructions?|notice|update|directive|announcement|memo|alert)\s+from\s+(?:the\s+|your\s+)?(?:system` +
        String.raw`|system administrator|developers?|anthropic|openai|dev team|platform team|model provider|(?:anthropic|openai` +
        String.raw`|github|google|microsoft|cursor|vendor)(?:\s+(?:staff|support|security|team|employees?|engineers?|admins?` +
        String.raw`|trust\s+(?:and|&)\s+safety)){1,2})${E}\s*[:,!\-]|${B}this\s+is\s+(?:the\s+)?(?:system|anthropic` +
        String.raw`|openai)\s+(?:speaking|talking|here)${E}`,
    ),
  ),
  rule(
    'role-impersonation',
    'you-are-now',
    'now',
    re(
      String.raw`${B}you\s+are\s+now\s+(?:(?:a|an)\s+(?:different|new|unrestricted|unfiltered|jailbroken|evil|rogue)|dan|root` +
        String.raw`|admin|unrestricted|unfiltered|jailbroken|free\s+(?:of|from)|no\s+longer\s+(?:an?\s+)?(?:assistant|bound)` +
        String.raw`|in\s+(?:developer|god|admin|jailbreak|unrestricted|dan|debug|maintenance|sudo|root|test|yolo)\s+mode` +
        String.raw`|acting\s+as|operating\s+as|playing\s+the\s+role)`,
    ),
  ),
  rule(
    'role-impersonation',
    'other-languages',
    '我是你的 я soy je ich sou 私はあなたの',
    re(
      String.raw`我是你的(?:开发者|开发人员|管理员|创造者|主人)|${B}(?:я\s+(?:твой|ваш)\s+(?:разработчик|создатель|администратор)` +
        String.raw`|soy\s+tu\s+(?:desarrollador|creador|administrador)|je\s+suis\s+(?:ton|votre)\s+(?:développeur|créateur` +
        String.raw`|administrateur)|ich\s+bin\s+(?:dein|ihr)\s+(?:entwickler|administrator|schöpfer)` +
        String.raw`|sou\s+(?:o\s+)?seu\s+(?:desenvolvedor|criador|administrador))${E}|私はあなたの(?:開発者|管理者)`,
    ),
  ),
];

/** Role-impersonation rules (labels in en/es/fr/de/zh/ja/ru/pt). */
export const ROLE_IMPERSONATION_RULES: readonly GateRule[] = RULES;
