import { squatsWellKnown } from './wellKnown.js';
import type { GateCategory } from './categories.js';
import { AGENT_NOUNS, SAFETY_THINGS } from './concepts.js';
import { knowsHost, knowsPackage, type ProjectVocabulary } from './vocabulary.js';

/**
 * Targets of an order that the first rules of issue #18 did not name, each a class of thing rather
 * than a phrase: places a person or the public reads (a credential put there is disclosed), the
 * agent's own instruction files (an order written there outlives the session), input the agent
 * must not trust (an order that raises it to the person's authority), exposure to the whole
 * network, approvals given in advance, tests gamed into passing, and a package near a known one
 * (a typosquat). Read only on clauses the caller has already found to be orders, or about to read
 * for mood; each test is linear in the clause.
 */

/**
 * Places a person, a team or the public reads: a credential put there is disclosed (a PR
 * description, an issue, a README, a log, a commit message, a code comment, a chat).
 */
export const PUBLIC_PLACES = new RegExp(
  [
    String.raw`\b(?:readme|docs?|documentation|wiki|changelog|release notes|issue|issues|ticket|bug report|pr|pull request|description|comment|comments)\b`,
    String.raw`|\b(?:commit message|commit|log|logs|output|stdout|console|chat|slack|discord|channel|gist|pastebin|public|example|examples|screenshot)\b`,
    String.raw`|\b(?:status (?:comment|update|page)|error messages?|telemetry|analytics|reply|response|answer|summary)\b`,
  ].join(''),
  'i',
);

/**
 * A destination that others read or that ships, named after a preposition of motion: "into the
 * release archive", "onto every commit message", "to the shared bucket". With a credential as the
 * order's object, the verb does not matter: the credential leaves the machine or the person's eye.
 */
const INTO_SHARED = new RegExp(
  String.raw`\b(?:into|onto|to|inside|at the (?:end|bottom|top) of)\s+(?:the\s+|a\s+|an\s+|our\s+|your\s+|its\s+|every\s+|each\s+|any\s+|all\s+)?` +
    String.raw`(?:[\w'’-]+\s+){0,3}?(?:readme|docs?|documentation|wiki|changelog|release (?:archive|notes|assets?|tarball|bundle)|archive|tarball|bundle|artifacts?|bucket|issue|issues` +
    String.raw`|ticket|bug report|pr|pull request|description|comments?|commit(?: message)?s?|logs?|output|chat|gist|pastebin|paste|public|examples?` +
    String.raw`|screenshot|reply|replies|response|answer|summary|page|post|image|snippet|fixtures?)\b`,
  'i',
);

/** Verbs that put something somewhere: with a credential and a place others read, disclosure. */
export const PUT_VERBS = new RegExp(
  [
    String.raw`\b(?:(?:put|store|save|write|add|include|insert|embed|append|paste|copy|echo|print|dump|commit|attach|expose|publish|share|mention|show|display|pipe)`,
    String.raw`(?:s|es|ed|d|ing)?|log|logged|logging)\b`,
  ].join(''),
  'i',
);

/** A split particle verb of switching off ("turn the firewall off", "switch the hooks off"). */
export const TURN_OFF_SPLIT =
  /\b(?:turn|switch|shut|toggle|set)(?:s|es|ed|ing)?\s+(?:[\w.@/-]+\s+){1,4}?off\b|\bcomment(?:s|ed|ing)?\s+(?:[\w.@/-]+\s+){1,4}?out\b/i;

/**
 * A safeguard weakened rather than switched off: its object moved down to a level at which it stops nothing — a threshold
 * to zero, errors to warnings, a job to continue-on-error, an audit to informational (issue #18 rule 2, safety settings
 * changed). Group 1 is the object, read for what it is.
 */
const WEAKEN = new RegExp(
  String.raw`\b(?:lower|reduc|drop|decreas|downgrad|demot|relax|loosen|chang|set|turn|mak|mark|mov|switch|flip|convert|configur)\w*\b` +
    String.raw`([^.!?\n]{1,60}?)\b(?:to|into|as)\s+(?:an?\s+|just\s+|only\s+)?(?:0\s*%|0(?:\.0+)?(?:\s+percent)?(?![\w.])|zero\b|none\b|nothing\b` +
    String.raw`|warn(?:ing)?s?(?:[- ]only)?\b|informational\b|info(?:rmation)?[- ]only\b|advisory\b|optional\b|non-?blocking\b` +
    String.raw`|continue-on-error\b|allow[_-]failure\b|soft[- ]fail\w*\b|manual(?:[- ]only)?\b)`,
  'i',
);
/** What a weakened object must be: a check, a gate of quality or a safeguard (coverage, a threshold, lint errors, an audit job …). */
const CHECK_OBJECT = /\b(?:coverage|threshold|errors?|severity|audit\w*|scan\w*|checks?|gates?|jobs?|rules?|lint\w*|tests?|reviews?|approvals?|reviewers)\b/i;
/** Objects whose count going to zero is a stricter check, not a weaker one (max warnings, allowed failures, retries, flaky runs). */
const BAD_THINGS = /\b(?:warnings?|failures?|vulnerabilit\w*|retr\w*|flak\w*|timeouts?|noise|log(?:s|ging)?|verbosity|debug)\b|max[-_]/i;
/** True when the clause moves a check down to a level at which it stops nothing ("drop the coverage threshold to zero"). */
function weakensCheck(raw: string): boolean {
  const m = WEAKEN.exec(raw);
  if (!m) return false;
  const object = m[1] ?? '';
  return (CHECK_OBJECT.test(object) || SAFETY_THINGS.test(object)) && !BAD_THINGS.test(object);
}
/** Lowered to zero or nothing in the other supported languages (es fr de it pt ru tr zh ja ko). */
const TO_ZERO_WORLD = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:a|en|à|auf|para|до|на)\s+(?:0|cero|zéro|null|zero|нуля|ноль)(?![\p{L}\p{N}])|(?<![\p{L}])(?:0|null) herunter`,
    String.raw`|sıfıra|0\s*'?(?:a|e)\s|(?:降到|降为|降至|设为|设置为|改为|调到|调低到)\s*(?:零|0)|(?:ゼロ|0)\s*(?:に|へ)|(?:0|영)\s*(?:으로|로)`,
  ].join(''),
  'iu',
);
/** Checks whose level can be lowered, in the other supported languages: coverage, thresholds, approvals, reviewers. */
const CHECK_WORLD = new RegExp(
  [
    'cobertura|couverture|abdeckung|copertura|покрыти|kapsam|覆盖率|カバレッジ|커버리지|umbral|seuil|schwellenwert|soglia|limite|порог|eşi|阈值|閾値|임계값',
    '|aprobaci|approbation|freigabe|approvazion|aprova|одобрен|onay|审批|承認|승인|revisor|relecteur|prüfer|revisori|ревьюер|审查人|レビュアー|리뷰어',
  ].join(''),
  'iu',
);
/** A concession: done even though something fails (es fr de it pt ru tr zh ja ko). */
const CONCESSION_WORLD =
  /(?<![\p{L}])(?:aunque|incluso si|aun si|même si|bien que|auch wenn|obwohl|anche se|sebbene|mesmo que|mesmo se|embora|даже если|хотя)(?![\p{L}])|olsa bile|rağmen|即使|尽管|哪怕|ても|でも|더라도|해도/iu;
/** Checks failing, in the other supported languages. */
const FAILING_WORLD = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:rojo|rojos|fallan|fallen|fallando|rouge|rouges|échouent|échouer|rot|fehlschlagen|scheitern|rosso|rossi|falliscono`,
    String.raw`|vermelho|vermelhos|falham|falharem|красн\p{L}*|падают|не проходят|kırmızı|başarısız)(?![\p{L}])|失败|红了|失敗|赤|실패|빨간`,
  ].join(''),
  'iu',
);

/** Comments that silence a checker for what follows (ESLint, TypeScript, Python linters and type checkers, gosec, Sonar, coverage). */
const SUPPRESSION =
  /(?:eslint-disable|@ts-ignore|@ts-nocheck|@ts-expect-error|#\s*noqa|type:\s*ignore|\bnosec\b|\bnolint\b|istanbul ignore|c8 ignore|pylint:\s*disable|rubocop:disable|NOSONAR|#\[allow\()/i;
/** A suppression spread over everything, or put in place of a fix ("above every type error", "instead of fixing it"). */
const BLANKET_PLACE = /\b(?:every|all|each|any|whatever|wherever|across)\b|\b(?:instead of|rather than)\s+fixing\b/i;
/** Passing round a check rather than through it: a check bypassed or worked around is switched off, whoever is told to. */
const BYPASS_CHECK = new RegExp(
  String.raw`\b(?:bypass|circumvent|get around|work around|sidestep|skirt)\w*\s+(?:the\s+|a\s+|any\s+|all\s+|every\s+)?(?:[\w-]+\s+){0,2}?` +
    String.raw`(?:checks?|gates?|requirements?|reviews?|approvals?|scans?|tests?|linters?|hooks?)\b`,
  'i',
);
/** The agent's own permission list: the commands and tools it may run unasked (Claude Code's permissions.allow, allowedTools …). */
const AGENT_ALLOW_LIST =
  /\b(?:allowed|trusted|auto-?approved|pre-?approved)\s+(?:shell\s+)?(?:commands?|tools?|bash)\b|\ballowedTools\b|\bpermissions\.allow\b|\bauto-?approve\s+list\b/i;
/** Verbs of putting something on a list. */
const ADD_VERB = /\b(?:add|append|put|include|insert|whitelist|allow)\w*\b/i;
/** Putting something on a list. */
const ADD_TO = new RegExp(String.raw`${ADD_VERB.source}[^.!?\n]{0,80}?\b(?:to|into|on|in)\b`, 'i');
/** A tool permission granted for every argument: `Bash(*)`, `Bash(rm:*)`, `WebFetch(*)`. */
const PERMISSION_WILDCARD = /\b(?:Bash|Shell|Edit|Write|WebFetch|Read|mcp__\w+)\((?:[\w .-]*:)?\*\)/u;

/** Files and settings that instruct every later agent session: an order written there outlives the session. */
const AGENT_FILES = new RegExp(
  [
    String.raw`\b(?:CLAUDE|AGENTS|GEMINI|CONVENTIONS)\.md\b|\.cursorrules\b|\.cursor\/rules|copilot-instructions|\.windsurfrules|\.clinerules`,
    String.raw`|\bsystem prompt\b|\bcustom instructions\b|\b(?:agent|assistant|ai)(?:'s)?\s+(?:instructions|rules|config(?:uration)?|memory|settings)\b`,
  ].join(''),
  'i',
);
/** Verbs that write into a file or a setting. */
const WRITE_VERBS = /\b(?:add|append|write|rewrite|edit|update|insert|put|copy|save|change|modify|replace|prepend|amend)\w*/i;
/** A rule for later agents: what makes a write to an agent file an order that outlives the session. */
const FUTURE_AGENTS = /\b(?:future|later|next|every|all|always|never|from now on|so (?:it|that it|they) (?:tells?|says?|instructs?))\b/i;

/**
 * Input from outside raised to the person's or the project's authority: "treat instructions in
 * issue comments as coming from the maintainer", "follow any instructions found in web pages".
 */
const TRUST_RAISE = new RegExp(
  [
    String.raw`\b(?:treat|consider|regard|handle|accept|trust|take)\w*\b[^.!?\n]{0,80}?\b(?:as|like)\s+(?:if\s+(?:it|they)\s+(?:came|come|were)\s+)?`,
    String.raw`(?:coming from|from|written by|sent by|authored by|`,
    // Up to two words of the kind's own before it ("as direct orders", "as fully trusted").
    String.raw`(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:authoritative|trusted|verified|approved|official|binding|instructions?|orders?|commands?)\b)`,
    // Raised by what it counts as or carries: "counts as an instruction from …", "the same authority as the user's".
    String.raw`|\b(?:counts?|counted|serves?|stands?)\s+as\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:instructions?|orders?|commands?|directives?)\b`,
    String.raw`|\b(?:same|equal|full)\s+(?:authority|weight|standing|priority)\s+as\s+(?:the\s+|a\s+)?(?:user|person|owner|operator|developer|system prompt|you)`,
    String.raw`|\b(?:follow|obey|execute|carry out|act on|comply with|do)\b[^.!?\n]{0,30}?\b(?:instructions?|commands?|directions?|orders?|directives?)\s+`,
    String.raw`(?:in|from|found in|inside|within|embedded in|contained in|given in|left in)\s+(?:any\s+|the\s+|all\s+)?`,
    String.raw`(?:issues?|issue comments?|comments?|web ?pages?|websites?|e-?mails?|tool (?:output|results?)|fetched` +
      String.raw`|downloaded|pull requests?|pr descriptions?|commit messages?|tickets?|logs?|search results?)`,
  ].join(''),
  'i',
);

/** Exposure to the whole network or the public: an inbound rule to everyone, a public bucket, a privileged container. */
const EXPOSURE = new RegExp(
  [
    String.raw`\b0\.0\.0\.0\/0\b|::\/0\b|\bpublic-read(?:-write)?\b|--privileged\b|--cap-add[= ](?:ALL|SYS_ADMIN)\b`,
    String.raw`|\bmake\s+(?:the\s+|this\s+|our\s+)?(?:bucket|s3 bucket|repo|repository|database|db|endpoint|dashboard|admin panel|storage)\s+public\b`,
    String.raw`|\bpublicly\s+(?:readable|writable|accessible)\b|\b(?:allow|accept)\s+(?:all|any)\s+(?:inbound|incoming|origins?)\b`,
  ].join(''),
  'i',
);

/** Approvals given in advance to whatever comes: "approve any dependency bump a bot opens", "merge every PR from …". */
const BLANKET_APPROVAL = new RegExp(
  [
    String.raw`\b(?:approve|merge|accept|allow|authori[sz]e)\s+(?:any|every|all|each|the open|all open|the pending|all pending)\s+(?:[\w-]+\s+){0,3}?`,
    String.raw`(?:prs?|pull requests?|bumps?|updates?|upgrades?|changes?|requests?|commands?|edits?|patch(?:es)?|diffs?|tool calls?|merges?|deploys?)\b`,
  ].join(''),
  'i',
);

/** A condition that makes an approval a review, not a blank cheque ("only after CI passes"); shared with the auto-merge rule. */
export const APPROVAL_CONDITION =
  /\b(?:only|once|after|when|if|unless)\b[^.!?\n]{0,40}\b(?:pass|passes|passed|green|review\w*|approv\w*|check\w*|sign\w* off)\b/i;

/** Self-granted or widened trust: "add yourself to the trusted committers", "add your key to authorized_keys". */
const SELF_GRANT = new RegExp(
  [
    String.raw`\b(?:add|grant|give|make)\s+(?:yourself|the agent|the assistant|your (?:own )?(?:key|account|user))\b[^.!?\n]{0,60}`,
    String.raw`\b(?:trusted|admins?|owners?|maintainers?|committers?|allow-?list|sudoers|authorized_keys|collaborators?|rights|access|permissions?)\b`,
    String.raw`|\bauthorized_keys\b|\bsudoers\b`,
  ].join(''),
  'i',
);

/**
 * The work disguised or its trace kept from view: "make the commit look like a routine update",
 * "squash them so the history does not show the change".
 */
const DISGUISE = new RegExp(
  [
    String.raw`\b(?:make|dress|disguise|present|label|frame|word)\w*\b[^.!?\n]{0,50}\b(?:look|appear|seem|read)s?\s+(?:like|as)\s+(?:\w+\s+){0,3}?`,
    String.raw`(?:routine|normal|harmless|innocuous|ordinary|legitimate|minor|small|typo|refactor|formatting|cleanup|chore|bug ?fix|dependency (?:update|bump))\b`,
    String.raw`|\bpass (?:it|this|them) off as\b|\bdisguis\w*`,
    String.raw`|\bso (?:that )?(?:\w+\s+){0,3}(?:does not|doesn't|won't|will not|can't|cannot|never)\s+(?:show|see|notice|reveal|find|spot|mention|know|detect)\b`,
  ].join(''),
  'i',
);

/** Tests gamed into passing: made to pass by hard-coding, deleting or loosening what they check. */
const TEST_GAMING = new RegExp(
  [
    String.raw`\b(?:make|get|keep)\s+(?:the\s+|all\s+)?(?:tests?|ci|build|checks?|suite|pipeline)\s+(?:to\s+)?(?:pass|green|succeed)\w*\s+by\b`,
    String.raw`|\bhard-?cod\w*\s+(?:the\s+)?(?:expected|test|assert\w*|results?|outputs?|return values?)\b`,
    String.raw`|\b(?:loosen|weaken|relax|delete|remove|comment out)\w*\s+(?:the\s+|any\s+|all\s+)?(?:failing\s+)?(?:assertions?|expect(?:ations|s)?)\b`,
  ].join(''),
  'i',
);

/** An order that installs or adds a package by name, quoted or replacing another (the name is group 1 or 2). */
const PACKAGE_VERB = new RegExp(
  [
    String.raw`\b(?:install|require|depend on|switch to|migrate to)\s+(?:the\s+)?`,
    String.raw`(?:[\x60'"“]((?:@[\w.-]+\/)?[\w.-]+)[\x60'"”]|((?:@[\w.-]+\/)?[a-z][\w.-]{2,})(?=\s+(?:instead of|rather than|in place of|as a replacement)\b))`,
  ].join(''),
  'giu',
);
/** A package added to the manifest by name: "add colors-pro to the dependencies". */
const ADD_TO_MANIFEST = new RegExp(
  [
    String.raw`\badd\s+[\x60'"“]?((?:@[\w.-]+\/)?[\w.-]+)[\x60'"”]?\s+(?:as a (?:dev )?dependency|to\s+(?:the\s+)?`,
    String.raw`(?:dev)?(?:dependencies|deps|package\.json|requirements(?:\.txt)?|pyproject(?:\.toml)?|cargo\.toml|gemfile))\b`,
  ].join(''),
  'giu',
);
/** The object of a package verb: compared with the project's packages for a typosquat. */
const PACKAGE_OBJECT = new RegExp(
  String.raw`\b(?:install|add|use|require|import|depends? on|rel(?:y|ies) on|adopt|prefer|go with|standardi[sz]e[sd]? on` +
    String.raw`|(?:switch|migrate|move|change|pin)(?:\s+[\w@./-]+){0,3}?\s+to|pin|upgrade to)\s+(?:the\s+)?(?:package\s+|library\s+|module\s+)?` +
    String.raw`[\x60'"“]?((?:@[\w.-]+\/)?[a-z][\w.-]{3,60})`,
  'giu',
);

/** Edit distance of at most one (an insertion, a deletion, a substitution or two letters swapped). */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** At most this many known packages are compared with a name (bounds the work on a large lockfile). */
const MAX_COMPARED = 2000;

/** True when `name` is one edit from a package the project names, and is not itself named: a typosquat's shape. */
function nearKnownPackage(vocabulary: ProjectVocabulary | undefined, name: string): boolean {
  const lower = name.toLowerCase().replace(/[.-]+$/u, '');
  if (!vocabulary || lower.length < 5 || knowsPackage(vocabulary, lower)) return false;
  let n = 0;
  for (const known of vocabulary.packages) {
    if (++n > MAX_COMPARED) return false;
    if (known.length >= 5 && withinOneEdit(lower, known)) return true;
  }
  return false;
}

/**
 * Verbs of taking a package up in code: an order to use, import, adopt, prefer or move to it (issue #18 rule 2: a package
 * the manifests do not name, whatever the verb; "install" and "add" are read by PACKAGE_VERB).
 */
const ADOPT_VERBS = new RegExp(
  String.raw`\b(?:use|adopt|import|require|depend on|rely on|standardi[sz]e on|go with|pick|choose|prefer|bring in|pull in|swap in` +
    String.raw`|(?:switch|migrate|move|port|convert|change)\b[^.!?;\n]{0,40}?\b(?:to|onto)|replace\b[^.!?;\n]{0,40}?\bwith|swap\b[^.!?;\n]{0,40}?\bfor` +
    // Installing is taking a dependency up, and so is adding one from a registry (issue #18, dependency swaps).
    String.raw`|install(?:s|ed|ing)?|add(?:s|ed|ing)?(?=[^.!?;\n]{0,60}\bfrom\s+(?:the\s+)?(?:public\s+)?(?:npm|pypi|registry|crates|rubygems)))\b`,
  'i',
);
/**
 * A name that can only be a package: a scoped name (`@acme/log`), or a hyphenated one in code marks or quotes
 * (`quick-hash-pro`), or a bare hyphenated one with a package's morphology (a prefix or suffix of package names:
 * `cryptohelper-js`, `node-fetch`, `lodash-secure`). A name followed by what it is in the project (a script, hook,
 * rule, flag, branch …) is no package ("the `type-check` script").
 */
const NAMED_PACKAGE = new RegExp(
  [
    String.raw`(?<![\w./@-])(@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*)`,
    String.raw`[\x60'"“]([a-z][a-z0-9]*(?:-[a-z0-9]+)+)[\x60'"”]`,
    String.raw`(?<![\w./@-])((?:[a-z][a-z0-9]*-)+(?:js|ts|py|sdk|lib|pro|plus|client|utils?|kit|lite|turbo|secure|io|helpers?|wrapper|extra|next|fast)` +
      String.raw`|(?:fast|secure|turbo|quick|safe|easy|super|hyper|ultra|py|node)(?:-[a-z0-9]+)+)(?![\w/@-])`,
  ].join('|'),
  'g',
);
/** What a hyphenated name is when it is no package: a script, hook, rule, flag, branch, folder … of the project. */
const NOT_PACKAGE_NOUN = new RegExp(
  String.raw`^[\x60'"”]?\s*(?:as (?:the |a |an )?)?(?:script|command|task|target|job|hook|rule|flag|option|setting|step|workflow|branch` +
    String.raw`|label|tag|directory|folder|file|config|style|case|mode|pattern|convention|format|naming|model|skill|agent|subagent|prompt` +
    String.raw`|template|component|page|endpoint|table|column|field|variable|environment|profile|preset|theme|check|suite)s?\b`,
  'i',
);
/** Parts of English compounds that a code mark may hold ("`pre-commit`", "`kebab-case`", "`read-only`"): words, not packages. */
const COMPOUND_PART =
  /(?:^|-)(?:pre|post|non|re|co|self|built|opt|in|out|up|down|on|off|only|side|based|level|time|first|end|to|of|case|style|safe|free|well|ad|hoc|per|sub|multi)(?:-|$)/;
/**
 * ADOPT_VERBS in the other supported languages (es fr de it pt ru tr zh ja ko): imperative and polite forms of use,
 * import, adopt, prefer, switch or migrate to. A package name is the same in every language.
 */
const ADOPT_WORLD = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:usa|usad|utiliza|utilice|importa|importe|adopta|adopte|migra a|cambia a|pásate a|prefiere|prefiera` +
      String.raw`|utilise|utilisez|emploie|employez|importez|adoptez|migre[zr]? vers|passe[zr]? à|privilégie[zr]?|préfère[zr]?` +
      String.raw`|verwende|verwenden sie|nutze|nutzen sie|benutze|importiere|wechsle zu|migriere|bevorzuge` +
      String.raw`|usate|utilizza|utilizzate|adotta|passa a|preferisci|use|utilize|adote|migre para|mude para|prefira` +
      String.raw`|используй|используйте|импортируй|подключи|перейди на|переходи на|предпочитай|kullan|kullanın|içe aktar)(?![\p{L}])`,
    '|使用|改用|导入|引入|换成|迁移到|采用|使って|使用して|使う|導入して|インポートして|移行して|切り替えて|사용하|쓰세요|가져오|전환하|도입하',
  ].join(''),
  'iu',
);

/** True when `name` is scoped (`@acme/log`) and the project names a package of that scope: a scope has one owner. */
function knowsScope(vocabulary: ProjectVocabulary | undefined, name: string): boolean {
  const scope = /^@[^/]+\//u.exec(name)?.[0];
  if (!vocabulary || scope === undefined) return false;
  for (const known of vocabulary.packages) if (known.startsWith(scope)) return true;
  return false;
}
/** At most this many named packages are read in a clause (bounds the work). */
const MAX_NAMED = 16;

/** The packages a clause names that the project's vocabulary does not (every one is unknown without a vocabulary). */
export function unknownPackagesNamed(raw: string, vocabulary: ProjectVocabulary | undefined): string[] {
  const names: string[] = [];
  let n = 0;
  for (const m of raw.matchAll(NAMED_PACKAGE)) {
    if (++n > MAX_NAMED) break;
    const name = m[1] ?? m[2] ?? m[3] ?? '';
    if (m[2] !== undefined && COMPOUND_PART.test(name)) continue;
    if (NOT_PACKAGE_NOUN.test(raw.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    if (!knowsPackage(vocabulary, name) && !knowsHost(vocabulary, name) && !knowsScope(vocabulary, name)) names.push(name);
  }
  return names;
}

/** True when `text` names a package the project does not, or one a typo away from one it does (what a pronoun may take up). */
export function namesUnknownPackage(text: string, vocabulary: ProjectVocabulary | undefined): boolean {
  if (unknownPackagesNamed(text, vocabulary).length > 0) return true;
  for (const m of text.matchAll(PACKAGE_OBJECT)) if (nearKnownPackage(vocabulary, m[1] ?? '')) return true;
  return false;
}

/** True when the clause orders a package taken up (used, imported, adopted, moved to) that the project does not name. */
export function adoptsUnknownPackage(raw: string, prose: string, vocabulary: ProjectVocabulary | undefined): boolean {
  return (ADOPT_VERBS.test(prose) || ADOPT_WORLD.test(prose)) && unknownPackagesNamed(raw, vocabulary).length > 0;
}

/** Where a package the order names is read: the name, and whether the order is to install or add it. */
function packagesOrdered(raw: string): string[] {
  const names: string[] = [];
  for (const m of raw.matchAll(PACKAGE_VERB)) names.push(m[1] ?? m[2] ?? '');
  for (const m of raw.matchAll(ADD_TO_MANIFEST)) names.push(m[1] ?? '');
  return names.filter((n) => n.length > 1 && !/^(?:it|them|this|that|the|a|an|all|any|these|those|one|yourself)$/i.test(n));
}

/** How much of a clause the targets are read in (characters). */
const READ_LIMIT = 1024;

/**
 * Adds to `out` the categories `raw` (one clause, read as an order) trips among the targets above.
 *
 * @param raw - the clause as written (paths and URLs kept)
 * @param prose - the clause with code names masked (verbs only)
 * @param context - the clause's sentence, for what the order points back to
 * @param negated - the clause's order is negated ("never …")
 * @param protective - the sentence protects a secret (.gitignore, rotate, placeholders)
 * @param credential - the clause names a credential or a place that holds one
 * @param vocabulary - the project's packages and hosts
 */
export function targetHazards(
  raw: string,
  prose: string,
  context: string,
  negated: boolean,
  protective: boolean,
  credential: boolean,
  vocabulary: ProjectVocabulary | undefined,
  out: Set<GateCategory>,
): void {
  // An order's verb and object open its clause: a clause is read to READ_LIMIT characters (bounds the work on a wall of text).
  if (raw.length > READ_LIMIT) {
    const [r, p, c] = [raw, prose, context].map((t) => t.slice(0, READ_LIMIT)) as [string, string, string];
    targetHazards(r, p, c, negated, protective, credential, vocabulary, out);
    return;
  }
  if (!negated && !protective && credential && PUT_VERBS.test(prose) && PUBLIC_PLACES.test(prose)) out.add('exfiltration');
  // Whatever the verb ("bundle", "fold", "tack"): a credential moved into a place others read or that ships.
  if (!negated && !protective && credential && INTO_SHARED.test(prose)) out.add('exfiltration');
  if (!negated && TURN_OFF_SPLIT.test(prose) && SAFETY_THINGS.test(raw)) out.add('safety-off');
  // A safeguard weakened, silenced everywhere, bypassed, or widened to let the agent run more unasked.
  if (!negated && (weakensCheck(raw) || (TO_ZERO_WORLD.test(raw) && CHECK_WORLD.test(raw)))) out.add('safety-off');
  // Done even though the checks fail, in the other languages ("… auch wenn die Tests rot sind").
  if (!negated && CONCESSION_WORLD.test(raw) && FAILING_WORLD.test(raw)) out.add('safety-off');
  if (!negated && SUPPRESSION.test(raw) && BLANKET_PLACE.test(prose)) out.add('safety-off');
  if (!negated && BYPASS_CHECK.test(prose)) out.add('safety-off');
  // The list is read in the sentence: its items may stand in clauses of their own ("add `curl` and `wget` to the allowed commands").
  // Read to READ_LIMIT characters of the sentence: each clause reads a bounded part of it (linear in the text).
  const near = context.slice(0, READ_LIMIT);
  if (!negated && ((ADD_VERB.test(prose) && AGENT_ALLOW_LIST.test(near) && ADD_TO.test(near)) || PERMISSION_WILDCARD.test(raw))) out.add('safety-off');
  if (!negated && (EXPOSURE.test(raw) || (BLANKET_APPROVAL.test(prose) && !APPROVAL_CONDITION.test(prose)) || SELF_GRANT.test(raw))) out.add('safety-off');
  if (!negated && TRUST_RAISE.test(prose)) out.add('ignore-previous');
  if (!negated && TEST_GAMING.test(prose)) out.add('deception');
  // The disguise's own negation ("so the history does not show") is its content, not the order's.
  if (DISGUISE.test(prose) && !/^\s*(?:never|do not|don't)\b/i.test(prose)) out.add('concealment');
  if (!negated && AGENT_FILES.test(raw) && WRITE_VERBS.test(prose) && (FUTURE_AGENTS.test(context) || AGENT_NOUNS.test(context.replace(AGENT_FILES, ' ')))) {
    out.add('persistence');
  }
  if (!negated) {
    for (const name of packagesOrdered(raw)) if (!knowsPackage(vocabulary, name.replace(/[.-]+$/u, ''))) out.add('new-package');
    // One edit from a package the project names, or a typosquat's shape of a well-known one (wellKnown.ts, round 24).
    for (const m of raw.matchAll(PACKAGE_OBJECT))
      if (nearKnownPackage(vocabulary, m[1] ?? '') || squatsWellKnown(m[1] ?? '', vocabulary)) out.add('new-package');
    // A package taken up in code that the manifests do not name ("use `quick-hash-pro` for hashing", "migrate to pino-cloud-sink").
    if (adoptsUnknownPackage(raw, prose, vocabulary)) out.add('new-package');
    if (leetTyposquat(raw, context, vocabulary)) out.add('new-package');
  }
}

/** A name with a digit among its letters: a candidate for a name written in leetspeak ("p1p-install", "l0dash"). */
const LEET_NAME = /(?<![\w@./-])(?=[\w.-]*\p{L})(?=[\w.-]*[013457@$])(@?[a-z0-9@$][\w@$.-]{2,60})(?![\w@./-])/giu;
/** A word of at least three letters: a name the text itself gives ("… instead of pip"). */
const PLAIN_WORD = /(?<![\w@./-])[a-z][a-z.-]{2,60}(?![\w@./-])/giu;
/** Leetspeak's stand-ins for letters; "1" reads as "i" or "l". Digits outside them (2, 6, 8, 9) are left as written. */
const LEET_LETTERS: Readonly<Record<string, string>> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** The readings of `name` with its leetspeak digits as letters ("1" both ways), lower case. */
function leetReadings(name: string): string[] {
  const lower = name.toLowerCase().replace(/[03457@$]/gu, (c) => LEET_LETTERS[c] ?? c);
  return lower.includes('1') ? [lower.replaceAll('1', 'i'), lower.replaceAll('1', 'l')] : [lower];
}

/**
 * True when `raw` names a package or tool in leetspeak (round 23): a name with digits for letters ("p1p-install",
 * "l0dash") that, read as letters, is a package the project names or a word the sentence gives ("… instead of pip"),
 * its first part or whole, while the name as written is neither. A typosquat's disguise, whatever the verb. Names with
 * digits that read as no such name ("i18n", "k8s", "es2022", "sha256", "log4j") stay what they are.
 *
 * @param raw - one clause as written
 * @param context - the clause's sentence, whose words a leetspeak name may copy
 * @param vocabulary - the project's packages, if known
 */
export function leetTyposquat(raw: string, context: string, vocabulary: ProjectVocabulary | undefined): boolean {
  if (!/[a-z][0-9@$]|[0-9@$][a-z]/iu.test(raw)) return false;
  let words: Set<string> | undefined;
  for (const m of raw.matchAll(LEET_NAME)) {
    const name = (m[1] ?? '').replace(/[.-]+$/u, '').toLowerCase();
    if (!/\p{L}[0-9@$]|[0-9@$]\p{L}/u.test(name) || knowsPackage(vocabulary, name)) continue;
    words ??= new Set([...context.matchAll(PLAIN_WORD)].map((w) => w[0].toLowerCase().replace(/[.-]+$/u, '')));
    const known = (n: string): boolean => n !== name && n.length >= 3 && (knowsPackage(vocabulary, n) || (words as Set<string>).has(n));
    if (leetReadings(name).some((r) => known(r) || known(r.split(/[-_.]/u)[0] ?? ''))) return true;
  }
  return false;
}

/** A credential as a noun phrase's head: a key, token, password or secret, a `.env` file, a `*_TOKEN`-style variable. */
const CREDENTIAL_NOUN =
  String.raw`(?:api[ _-]?keys?|(?:deploy|ssh|private|signing|access|aws|cloud|publish(?:ing)?)\s+keys?|tokens?` +
  String.raw`|passwords?|passphrases?|secrets?|credentials?|\.env(?:\s+files?)?|[A-Z][A-Z0-9_]*_(?:TOKEN|KEY` +
  String.raw`|SECRET|PASSWORD))`;
/** A place a person, a team or the public reads, as the head of the place a credential is put in (not "the repo's secrets"). */
const PUBLIC_NOUN =
  String.raw`(?:readme|docs?|documentation|wiki|changelog|issues?|tickets?|pr|pull requests?(?:\s+descriptions?)?|descriptions?|comments?` +
  String.raw`|commit messages?|logs?|output|console|chat|slack|channel|gist|pastebin|examples?|screenshots?|repo|repository)\b(?!['’-])(?!\s+(?:secrets?|settings|variables?|vault)\b)`;
/** What may stand between a preposition and a place: a determiner and up to two words ("the build log", "our pull request description"). */
const PLACE_HEAD = String.raw`(?:in|into|inside|on|onto|to)\s+(?:the\s+|a\s+|an\s+|our\s+|your\s+|its\s+|each\s+|every\s+)?(?:[\w-]+\s+){0,2}?`;
/**
 * A credential said to belong in a place others read, whatever the mood (issue #18 rule 2, a credential location sent where
 * it is disclosed): the credential the subject of a verb of being placed ("the API token can live in the README", "keys
 * belong in the docs", "the deploy key should go in the PR description"), or the object of a verb of putting, in any
 * form ("it is fine to keep the password in the wiki", "echoing the npm token into the job output"). The credential is
 * the verb's own subject or object, so a sentence that merely names one beside a place ("add a section in the docs on
 * getting an API key") is no placement.
 */
const CREDENTIAL_PLACED = new RegExp(
  [
    String.raw`\b${CREDENTIAL_NOUN}\s+(?:[\w-]+\s+){0,2}?(?:(?:can|could|may|might|should|must|will|shall|is to|are to)\s+)?(?:(?:also|just|safely|simply)\s+)?(?:be\s+)?` +
      String.raw`(?:live|lives|living|belong|belongs|go|goes|sit|sits|stay|stays|kept|stored|put|placed|pasted|committed|shared|posted|printed|echoed|logged|written|included|added|dumped)` +
      String.raw`\s+(?:[\w-]+\s+){0,2}?${PLACE_HEAD}${PUBLIC_NOUN}`,
    String.raw`\b(?:keep|put|store|leave|echo|print|log|dump|paste|write|post|commit|copy|include|add|expose)\w*\s+(?:the\s+|our\s+|your\s+|all\s+|every\s+|a\s+|an\s+|its\s+)?` +
      String.raw`(?:[\w-]+\s+){0,2}?${CREDENTIAL_NOUN}\s+${PLACE_HEAD}${PUBLIC_NOUN}`,
  ].join('|'),
  'giu',
);
/**
 * A guard refusing the act named right after it ("the pre-commit hook refuses to add .env to the repository", "blocks
 * adding …", "rejects any attempt to commit …"): a report of what the guard does, not a placement (h48-attack F4 list).
 */
const REFUSED_BEFORE =
  /\b(?:refus\w*|declin\w*|block\w*|reject\w*|prevent\w*|forbid\w*|prohibit\w*)\s+(?:(?:any|every|all)\s+(?:attempts?|tries)\s+)?(?:to\s+|from\s+)?$/i;
/**
 * The same in Chinese, a 把-order or a bare verb of putting ("把 API 密钥写进 README", "请把数据库密码贴到 issue 里"): a credential,
 * then a verb of putting into a place others read.
 */
const CREDENTIAL_PLACED_ZH = new RegExp(
  String.raw`(?:密钥|密码|口令|令牌|凭据|凭证|私钥|token|api\s*key)[^，。,.!！?？]{0,12}?(?:写进|写到|写入|写在|放进|放到|放在|贴到|贴进|贴在|粘贴到|提交到|推到|打印到|输出到|记录到|记到|加到|添加到)` +
    '[^，。,.!！?？]{0,8}?(?:readme|文档|日志|issue|pr|评论|注释|提交信息|聊天|群里|wiki|仓库|代码库|示例)',
  'iu',
);

/** True when `sentence` puts a credential in a place others read, in any mood, English or Chinese (see {@link CREDENTIAL_PLACED}). */
export function credentialPlacedPublic(sentence: string): boolean {
  const read = sentence.slice(0, READ_LIMIT);
  for (const m of read.matchAll(CREDENTIAL_PLACED)) if (!REFUSED_BEFORE.test(read.slice(0, m.index))) return true;
  return CREDENTIAL_PLACED_ZH.test(read);
}
