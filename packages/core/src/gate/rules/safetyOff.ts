import { B, E, ordered, re } from '../lexicon.js';
import { group, rule, type GateRule } from '../rule.js';

/*
 * Safety-off: an order to remove a safeguard — disable/bypass the sandbox, confirmations,
 * hooks, CI checks or reviews; `--no-verify` and the agents' own "skip permissions" flags;
 * approval set to never/auto; auto-approve all tools; `chmod 777`; committing `.env`.
 *
 * Orders only: "Never commit .env files" and "Don't bypass branch protection" are negated,
 * "We disabled the Windows job" and "The `--no-verify` flag skips hooks" describe, and
 * "[skip ci]" is a commit-message convention; none of them is safety-off. Turning off
 * ordinary logging or a lint rule is not a safeguard and is not flagged.
 */

const SAFEGUARD = String.raw`(?:sandbox(?:ing)?|confirmations?|confirmation\s+(?:prompts?|dialogs?|steps?)|approvals?|approval\s+(?:prompts?|steps?|gates?|checks?|requirements?|mode)|permission\s+(?:prompts?|checks?|requests?|system)|permissions?\s+checks?|hooks|hook|pre-commit(?:\s+(?:hooks?|checks?))?|pre-push(?:\s+hooks?)?|husky|ci(?:\s+(?:checks?|pipeline|gates?))?|checks|status\s+checks?|required\s+checks?|branch\s+protection(?:\s+rules?)?|code\s*reviews?|reviews?|review\s+requirements?|safety\s+(?:checks?|rails?|features?|filters?|measures?|settings?|guards?)|guardrails?|security\s+(?:checks?|scans?|scanning|features?|policies|policy|controls?|warnings?)|secret\s+scanning|push\s+protection|2fa|mfa|two-factor(?:\s+authentication)?|commit\s+signing|signature\s+verification|gpg\s+signing|ssl\s+verification|tls\s+verification|certificate\s+(?:checks?|verification|validation)|firewall|antivirus|windows\s+defender|defender|selinux|apparmor|audit\s+log(?:ging)?|audit\s+trail|content\s+filters?|instruction\s+gate)`;
const FILL = String.raw`(?:(?:the|all|any|every|your|its|git|git's|local|these|those|of\s+the|pre-commit|pre-push|commit|security|safety|required|status|tool|command)\s+){0,4}`;

const EN: GateRule[] = [
  rule('safety-off', 'en/disable-safeguard', re(String.raw`(?<!\[)${B}(?<verb>disable|turn\s+off|switch\s+off|deactivate|bypass|circumvent|get\s+around|work\s+around|skip|evade|override|kill|remove|uninstall|strip|suppress|neuter|ignore|defeat|shut\s+off|shut\s+down)${E}\s+${FILL}(?<what>${SAFEGUARD})${E}(?![/\w-])`), (t, m) => {
    // "remove the checks", "ignore the reviews" are ordinary edits; removing named safeguards is not.
    const weak = /^(?:remove|uninstall|strip|kill|ignore|shut\s+down)$/u.test(group(m, 'verb').toLowerCase());
    const bare = /^(?:checks|hooks?|reviews?|ci)$/u.test(group(m, 'what').toLowerCase());
    return !(weak && bare) && ordered(t, m);
  }),
  rule('safety-off', 'agent-flags', re(String.raw`(?<![\w-])--(?:no-verify|dangerously-skip-permissions|dangerously-bypass-approvals-and-sandbox|allow-dangerously-skip-permissions|yolo|trust-all-tools|allow-all-tools|skip-permissions|disable-sandbox|no-check-certificate|no-gpg-sign)(?![\w-])(?!\s*[\x60'"]?\s+(?:flag|option|switch|argument|parameter)${E})`), ordered),
  rule('safety-off', 'approval-setting', re(String.raw`${B}(?:approval|approvals|ask[_-]?for[_-]?approval|approval[_-]?policy|approval[_-]?mode|permission[_-]?mode|confirm(?:ations?)?)["']?\s*[=:]\s*["']?(?:never|none|off|auto|yolo|full-auto|false|disabled|bypassPermissions|dontAsk|acceptEdits)${E}|${B}(?:set|change|switch|configure)\s+(?:the\s+)?(?:approval|approvals|confirmation|permission)(?:\s+(?:mode|policy|setting|level))?\s+to\s+["']?(?:never|none|off|auto|yolo|full-auto|false|disabled|always\s+allow|allow\s+all|bypass)${E}`), ordered),
  rule('safety-off', 'auto-approve', re(String.raw`${B}(?:auto[-\s_]?approve|autoapprove|auto[-\s_]?accept|auto[-\s_]?confirm|always[-\s_]allow|always\s+approve|always\s+accept|allow\s+all|approve\s+all|accept\s+all|trust\s+all)\s+(?:of\s+)?(?:the\s+)?(?:(?:tools?|tool\s+calls?|commands?|actions?|requests?|permission\s+prompts?|prompts?|edits?|changes?|permissions?|mcp\s+tools?|mcp\s+servers?|shell\s+commands?)${E})`), ordered),
  rule('safety-off', 'settings-json', re(String.raw`["']?(?:autoApprove|auto_approve|alwaysAllow|always_allow|dangerouslySkipPermissions|dangerously_skip_permissions|skipPermissions|yolo|trustAllTools|trust_all_tools|allowAllTools|bypassPermissions|disableSandbox|sandbox_disabled)["']?\s*[:=]\s*(?:true|["']?\*|\[\s*["']\*)|["']defaultMode["']\s*:\s*["']bypassPermissions["']|["']allow["']\s*:\s*\[\s*["'](?:\*|Bash(?:\(\*\))?)["']\s*\]|["']?sandbox["']?\s*[:=]\s*(?:false|["']?(?:off|none|danger-full-access)["']?)`)),
  rule('safety-off', 'chmod-world', re(String.raw`${B}chmod\s+(?:-[a-zA-Z]+\s+)*(?:0?777|0?666|a\+rwx|ugo\+rwx|o\+w|a\+w)${E}`), ordered),
  rule('safety-off', 'commit-env', re(String.raw`${B}(?:git\s+add\s+(?:-f\s+|--force\s+)*|(?:commit|check\s+in|push|add)\s+(?:the\s+|your\s+|all\s+|our\s+)?)(?:\S*/)?\.env(?![\w.-])(?:\s+files?)?|${B}(?:remove|delete|drop)\s+\.env\s+from\s+(?:the\s+)?\.gitignore|${B}(?:un-?ignore|stop\s+ignoring)\s+\.env${E}`), ordered),
  rule('safety-off', 'insecure-settings', re(String.raw`NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*["']?0|${B}git\s+config\s+[^\n]{0,40}core\.hooksPath\s+/dev/null|NOPASSWD:\s*ALL|${B}git\s+push\s+(?:-f|--force)\s+(?:\S+\s+)?(?:main|master)${E}|${B}setenforce\s+0${E}|${B}(?:ufw|netsh\s+advfirewall)\s+(?:disable|set\s+allprofiles\s+state\s+off)${E}|${B}Set-MpPreference\s+-DisableRealtimeMonitoring\s+\$true`), ordered),
  rule('safety-off', 'never-ask', re(String.raw`${B}(?:never|don't|do\s+not|stop|no\s+longer|no\s+need\s+to|you\s+(?:don't|do\s+not|no\s+longer)\s+need\s+to)\s+(?:ask|wait|prompt)\s+(?:the\s+user\s+|anyone\s+|me\s+)?(?:for\s+)?(?:confirmation|approval|permission|consent|a\s+review)${E}|${B}without\s+(?:asking\s+(?:for\s+)?|waiting\s+for\s+|requesting\s+)?(?:confirmation|approval|permission|consent|(?:the\s+)?user's\s+(?:approval|permission|confirmation))${E}`), ordered),
];

const OTHER: GateRule[] = [
  rule('safety-off', 'es', re(String.raw`${B}(?:desactiva|desactive|desactivar|deshabilita|deshabilite|deshabilitar|omite|omita|omitir|sáltate|saltate|salta|saltar|evita|evade|evadir|apaga|apague|apagar)\s+(?:el\s+|la\s+|los\s+|las\s+|todas\s+las\s+|todos\s+los\s+)?(?:sandbox|entorno\s+aislado|confirmaciones|confirmación|hooks|ganchos|comprobaciones\s+de\s+ci|checks\s+de\s+ci|ci|revisión|revisiones|protección\s+de\s+rama|verificación)${E}`), ordered),
  rule('safety-off', 'fr', re(String.raw`${B}(?:désactive|désactivez|désactiver|contourne|contournez|contourner|ignore|ignorez|ignorer|saute|sautez|sauter|coupe|coupez|couper)\s+(?:le\s+|la\s+|les\s+|l['’]|toutes\s+les\s+|tous\s+les\s+)?(?:sandbox|bac\s+à\s+sable|confirmations?|hooks|crochets|vérifications\s+(?:de\s+(?:la\s+)?)?ci|ci|revue\s+de\s+code|relecture|protection\s+de\s+branche|vérification)${E}`), ordered),
  rule('safety-off', 'de', re(String.raw`${B}(?:deaktiviere|deaktivieren|umgehe|umgehen|überspringe|überspringen|schalte|schalten)(?:\s+sie)?\s+(?:die\s+|den\s+|das\s+|alle\s+)?(?:sandbox|bestätigungen|bestätigung|hooks|git-hooks|ci-prüfungen|ci-checks|ci|prüfungen|review|code-review|branch-schutz|sicherheitsprüfungen)(?:\s+ab)?${E}`), ordered),
  rule('safety-off', 'zh', re(String.raw`(?:关闭|禁用|绕过|跳过|停用|关掉)(?:掉)?(?:所有的?)?(?:沙箱|沙盒|确认|确认提示|钩子|hooks?|CI\s*检查|CI|代码审查|安全检查|分支保护|审批)|(?:自动批准|自动同意)(?:所有|全部)(?:工具|命令|操作)`)),
  rule('safety-off', 'ja', re(String.raw`(?:サンドボックス|確認|フック|CIチェック|コードレビュー|ブランチ保護)を(?:無効に|オフに|スキップ|回避|迂回)`)),
  rule('safety-off', 'ru', re(String.raw`${B}(?:отключи|отключите|отключить|обойди|обойдите|обойти|выключи|выключите|выключить|пропусти|пропустите|пропустить|отмени|отмените)\s+(?:все\s+)?(?:песочницу|подтверждения|подтверждение|хуки|проверки\s+ci|ci|ревью|код-ревью|защиту\s+ветки|проверки\s+безопасности)${E}`), ordered),
  rule('safety-off', 'pt', re(String.raw`${B}(?:desative|desativar|desabilite|desabilitar|desativa|contorne|contornar|pule|pular|pula|ignore|ignorar|desligue|desligar)\s+(?:o\s+|a\s+|os\s+|as\s+|todas\s+as\s+|todos\s+os\s+)?(?:sandbox|confirmações|confirmação|hooks|ganchos|verificações\s+de\s+ci|checks\s+de\s+ci|ci|revisão\s+de\s+código|proteção\s+de\s+branch)${E}`), ordered),
];

/** Safety-off rules, English and language-neutral first, then es/fr/de/zh/ja/ru/pt. */
export const SAFETY_OFF_RULES: readonly GateRule[] = [...EN, ...OTHER];
