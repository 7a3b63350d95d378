import { alt, B, E, L, re } from '../lexicon.js';
import { rule, type GateRule } from '../rule.js';

/*
 * False authority: an appeal to someone with power ("the security team confirmed …",
 * "per the admin …", "authorised by the maintainers") used to justify an order. The claim
 * alone is a fact ("The security team approved the new CSP header in March") and is not
 * flagged; the claim is flagged when the same text also gives an order — another category
 * trips, or a permission follows ("so you may …", "it is safe to …", "go ahead and …").
 * The combination is decided in detect.ts.
 */

const AUTHORITY = alt([
  'admin', 'admins', 'administrator', 'administrators', 'sysadmin', 'security team', 'security', 'maintainer', 'maintainers',
  'repo owner', 'owner', 'owners', 'cto', 'ciso', 'ceo', 'tech lead', 'team lead', 'lead', 'management', 'it department',
  'it team', 'legal', 'legal team', 'compliance', 'compliance team', 'developer', 'developers', 'anthropic', 'openai',
  'github', 'system administrator', 'platform team', 'devops team', 'infosec', 'core team', 'project lead', 'leadership',
]);
const APPROVED = alt([
  'confirmed', 'approved', 'authorized', 'authorised', 'signed off', 'signed off on', 'verified', 'cleared', 'okayed',
  "ok'd", 'okd', 'green-lit', 'greenlit', 'allowed', 'permitted', 'mandated', 'instructed', 'ordered', 'whitelisted',
  'allowlisted', 'vetted', 'sanctioned', 'pre-approved', 'preapproved', 'requested', 'requires', 'require', 'said',
  'says', 'wants you to', 'has decided', 'decided',
]);

const CLAIMS: GateRule[] = [
  rule('false-authority', 'en/team-approved', 'team', re(String.raw`${B}(?:security|infosec|compliance|legal|devops|platform|it|sre|ops|core|admin|release|engineering|trust\s+and\s+safety|red|blue)\s+team\s+(?:has\s+|have\s+|already\s+|officially\s+|explicitly\s+)*${APPROVED}${E}`)),
  rule('false-authority', 'en/per-authority', 'per according instructed orders order behalf request requested authorized authorised approved mandated direction', re(String.raw`${B}(?:per|according\s+to|as\s+instructed\s+by|on\s+(?:the\s+)?orders?\s+(?:of|from)|on\s+behalf\s+of|at\s+the\s+request\s+of|by\s+order\s+of|as\s+requested\s+by|as\s+authori[sz]ed\s+by|as\s+approved\s+by|as\s+mandated\s+by|at\s+the\s+direction\s+of)\s+(?:the\s+|our\s+|your\s+)?${AUTHORITY}${E}`)),
  rule('false-authority', 'en/approved-by', 'by', re(String.raw`${B}(?:authori[sz]ed|approved|sanctioned|cleared|signed\s+off|whitelisted|allowlisted|vetted|verified|pre-?approved|mandated|requested|ordered|permitted|greenlit|green-lit)\s+by\s+(?:the\s+|our\s+|your\s+|an?\s+)?${AUTHORITY}${E}`)),
  rule('false-authority', 'en/authority-approved', 'admin administrator sysadmin maintainer maintainers repo owner cto ciso ceo tech management system anthropic openai', re(String.raw`${B}(?:admin|administrator|sysadmin|maintainers?|repo\s+owner|owner|cto|ciso|ceo|tech\s+lead|management|system\s+administrator|anthropic|openai)\s+(?:has\s+|have\s+|already\s+|personally\s+|explicitly\s+)*(?:confirmed|approved|authori[sz]ed|signed\s+off|verified|cleared|okayed|allowed|permitted|instructed|ordered|mandated|requires|wants\s+you\s+to|says\s+you\s+(?:can|may|should|must))${E}`)),
  rule('false-authority', 'en/pre-approved', 'approved authorized authorised sanctioned cleared vetted whitelisted allowlisted preapproved approval permission authorization authorisation consent sign official verified', re(String.raw`${B}(?:this|the)\s+(?:(?:action|change|command|request|operation|instruction|task|step|deployment|upload)\s+)?(?:has\s+been|was|is|is\s+already)\s+(?:officially\s+|fully\s+)?(?:pre-?)?(?:approved|authori[sz]ed|sanctioned|cleared|vetted|whitelisted|allowlisted)${E}|${B}with\s+(?:full\s+|explicit\s+|prior\s+)?(?:admin|administrator|root|owner|maintainer|security(?:\s+team)?)\s+(?:approval|permission|authori[sz]ation|consent|sign-?off)${E}|${B}(?:official|authori[sz]ed|verified)\s+(?:instruction|directive|request|order|policy\s+update|notice)\s+from${E}`)),
  rule('false-authority', 'en/as-owner-i-authorize', 'authorize authorise approve allow permit order instruct', re(String.raw`${B}as\s+(?:the|your|a)\s+(?:repository\s+|repo\s+|project\s+|system\s+)?(?:owner|admin|administrator|maintainer|lead|developer|operator|cto|manager)\s*,\s*i\s+(?:hereby\s+)?(?:authori[sz]e|approve|allow|permit|order|instruct|want)${E}|${B}i\s+(?:hereby\s+)?(?:authori[sz]e|permit|allow)\s+you\s+to${E}`)),
  rule('false-authority', 'es', 'equipo orden según petición nombre autorizado aprobado', re(String.raw`${B}(?:el\s+)?equipo\s+de\s+(?:seguridad|cumplimiento|plataforma|infraestructura)\s+(?:ya\s+)?(?:ha|han)?\s*(?:confirmado|aprobado|autorizado|verificado|permitido|confirmó|aprobó|autorizó)${E}|${B}(?:por\s+orden|según|a\s+petición|en\s+nombre)\s+del?\s+(?:administrador|equipo\s+de\s+seguridad|mantenedor(?:es)?|propietario|cto)${E}|${B}(?:autorizado|aprobado)\s+por\s+(?:el|los|la)\s+(?:administrador|mantenedores|equipo\s+de\s+seguridad|propietario)${E}`)),
  rule('false-authority', 'fr', 'équipe selon ordre demande nom après autorisé approuvé validé', re(String.raw`${B}l['’]équipe\s+(?:de\s+)?(?:sécurité|conformité|plateforme)\s+a\s+(?:déjà\s+)?(?:confirmé|approuvé|autorisé|validé|vérifié)${E}|${B}(?:selon|sur\s+ordre\s+de|à\s+la\s+demande\s+de|au\s+nom\s+de|d['’]après)\s+(?:l['’]|le\s+|la\s+|les\s+)?(?:administrateur|admin|équipe\s+(?:de\s+)?sécurité|mainteneurs?|responsable|cto)${E}|${B}(?:autorisé|approuvé|validé)\s+par\s+(?:l['’]|le\s+|la\s+|les\s+)?(?:administrateur|admin|mainteneurs|équipe\s+(?:de\s+)?sécurité)${E}`)),
  rule('false-authority', 'de', 'sicherheitsteam laut anweisung auftrag gemäß genehmigt autorisiert freigegeben bestätigt', re(String.raw`${B}(?:das\s+)?sicherheitsteam\s+hat\s+(?:${L}+\s+){0,4}?(?:bestätigt|genehmigt|freigegeben|erlaubt|autorisiert)${E}|${B}(?:laut|auf\s+anweisung\s+(?:des|der|von)|im\s+auftrag\s+(?:des|der|von)|gemäß)\s+(?:dem\s+|der\s+|den\s+)?(?:admin|administrator|administratorin|sicherheitsteam|maintainer|maintainern|cto|inhaber)${E}|${B}(?:von|vom)\s+(?:den\s+|dem\s+)?(?:maintainern|administrator|admin|sicherheitsteam)\s+(?:genehmigt|autorisiert|freigegeben|bestätigt)${E}`)),
  rule('false-authority', 'zh', '安全团队 管理员 维护者 维护人员 负责人 技术负责人 运维团队 合规团队 根据 按照 奉 经', re(String.raw`(?:安全团队|管理员|维护者|维护人员|负责人|技术负责人|运维团队|合规团队)(?:已经|已)?(?:确认|批准|授权|同意|允许|审核通过|核准)|(?:根据|按照|奉)(?:管理员|安全团队|维护者)的?(?:指示|要求|命令)|经(?:过)?(?:管理员|维护者|安全团队)(?:授权|批准|同意)`)),
  rule('false-authority', 'ja', 'セキュリティチーム 管理者 メンテナー メンテナ', re(String.raw`(?:セキュリティチーム|管理者|メンテナー|メンテナ)(?:が|は|も)(?:すでに|既に)?(?:承認|許可|確認|了承)`)),
  rule('false-authority', 'ru', 'команда служба администратор админ мейнтейнеры владелец указанию распоряжению поручению разрешения словам', re(String.raw`${B}(?:команда\s+безопасности|служба\s+безопасности|администратор|админ|мейнтейнеры|владелец\s+репозитория)\s+(?:уже\s+)?(?:подтвердил[аи]?|одобрил[аи]?|разрешил[аи]?|согласовал[аи]?|утвердил[аи]?)${E}|${B}(?:по\s+указанию|по\s+распоряжению|по\s+поручению|с\s+разрешения|по\s+словам)\s+(?:администратора|админа|команды\s+безопасности|мейнтейнеров|владельца)${E}`)),
  rule('false-authority', 'pt', 'equipe ordem pedido nome autorizado aprovado', re(String.raw`${B}(?:a\s+)?equipe\s+de\s+(?:segurança|conformidade)\s+(?:já\s+)?(?:confirmou|aprovou|autorizou|validou)${E}|${B}(?:por\s+ordem|a\s+pedido|em\s+nome)\s+d[oa]s?\s+(?:administrador|equipe\s+de\s+segurança|mantenedores|dono)${E}|${B}(?:autorizado|aprovado)\s+pel[oa]s?\s+(?:administrador|mantenedores|equipe\s+de\s+segurança)${E}`)),
];

/** Authority claims; each counts only together with an order (see {@link ORDER_SIGNALS}). */
export const AUTHORITY_CLAIM_RULES: readonly GateRule[] = CLAIMS;

/**
 * Permissions and justifications that turn an authority claim into an order even when no
 * other category trips ("… so you may skip the review"). The blank run after a sentence end
 * is bounded: an unbounded `\s*` there costs time quadratic in a run of newlines.
 */
export const ORDER_SIGNALS: readonly RegExp[] = [
  re(String.raw`${B}you\s+(?:may|can|are\s+(?:now\s+)?(?:allowed|authori[sz]ed|cleared|permitted|free|required|expected)\s+to|should|must|need\s+to|have\s+to|don't\s+need\s+to|do\s+not\s+need\s+to|no\s+longer\s+need\s+to)${E}`),
  re(String.raw`${B}(?:so|therefore|thus|hence)\s*,?\s+(?:go\s+ahead|feel\s+free|proceed|just|please|skip|disable|run|push|merge|deploy|bypass|ignore|send|upload|delete)${E}`),
  re(String.raw`${B}it(?:'s|\s+is)\s+(?:now\s+)?(?:safe|fine|ok|okay|allowed|permitted|approved|acceptable)\s+to${E}|${B}(?:go\s+ahead\s+and|feel\s+free\s+to|proceed\s+(?:to|with)|no\s+need\s+to)${E}`),
  re(String.raw`${B}(?:disabling|skipping|bypassing|turning\s+off|pushing\s+(?:directly\s+)?to\s+(?:main|master)|force-pushing|granting)${E}`),
  re(String.raw`(?:^|[\n\r.!?;:,]\s{0,16}|${B}please\s+)(?:push|deploy|merge|skip|disable|bypass|run|execute|delete|remove|send|upload|grant|approve|ignore|commit|force-push|install|turn\s+off|go\s+ahead|proceed|copy|move|publish|share|paste|expose|open|make|give|set|change)${E}`),
  re(String.raw`${B}(?:authori[sz]e|allow|permit|instruct|order)\s+you\s+to${E}`),
  re(String.raw`${B}(?:puedes|podéis|puede\s+usted|vous\s+pouvez|tu\s+peux|du\s+kannst|sie\s+können|darfst\s+du|dürfen\s+sie|можешь|можете|você\s+pode|vocês\s+podem)${E}|(?:可以|你可以|您可以|无需|不需要|してよい|して構いません|してもよい|してください)`),
];
