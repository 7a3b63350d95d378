import { prohibitionOpens } from './hazardClasses.js';
import type { GateCategory } from './categories.js';
import { CREDENTIAL_PLACES, SECRET_VARIABLES } from './concepts.js';
import { METADATA_HOSTS } from './vocabulary.js';

/**
 * Hazards carried by what a sentence names, whatever its mood (issue #18 round 18, rule 2: sensitive sinks whatever the
 * phrasing; h47-attack F11, F12). A statement of what a job, a script or a convention does is read as an order to every
 * later session when it has a hazard's shape:
 * - a flow: a sensitive source (a credential file, the environment, a key file, the home folder) reaching a sink (a
 *   network tool, a URL, a pull request, an issue, a release, a branch, a paste) within one sentence, in English, French,
 *   German, Spanish or Russian;
 * - destruction of a root: a recursive removal of `/`, the home folder, or with `--no-preserve-root`;
 * - a forced push to a shared branch (main, master, trunk, production, release), not `--force-with-lease`: history destroyed;
 * - the cloud metadata endpoint (169.254.169.254, metadata.google.internal, fd00:ec2::254, 100.100.100.200): the address
 *   an SSRF reads a machine's cloud credentials from.
 * A warning, a denial, a report of the past, a dry run, a block and a discussion of attacks keep the fact (each rule is
 * shown failing without its guard in test/gate/roundEighteen.test.ts). A report or a past time counts only in the
 * hazard's own clause, a negation only in the hazard's clause before it (h48-attack F1; test/gate/roundEighteenD.test.ts).
 */

/**
 * Hosts and schemes removed before words are read (a host named "attacker.example" is no discussion of attacks); a comma,
 * semicolon or colon closing a URL is the sentence's, not the URL's.
 */
const ADDRESSES = /\b[a-z][\w+.-]*:\/\/\S*[^\s,;:]|(?<![\w.-])(?:[\w-]+\.)+[a-z]{2,}\b/gi;
/** A negation, a warning or a dry run before the hazard in its clause: "never", "do not", "avoid", "blocks", "--dry-run". */
const NEGATION = new RegExp(
  [
    String.raw`\b(?:never|not|don't|do not|doesn't|does not|isn't|aren't|cannot|can't|won't|avoid\w*|against|dangerous|risky|unsafe)\b|n't\b`,
    String.raw`\b(?:block\w*|den(?:y|ies|ied)|forbid\w*|prohibit\w*|refus\w*|reject\w*|prevent\w*|disallow\w*|firewall\w*|warn\w*|alert\w*|detect\w*)\b`,
    // French, German, Spanish, Russian.
    String.raw`\b(?:jamais|ne pas|interdit\w*|nie|niemals|nicht|verboten|nunca|prohibid\w*)\b|(?:^|\s)(?:никогда|не|нельзя|запрещ\w*)(?=\s|$)`,
  ].join('|'),
  'iu',
);
/** A rehearsal or a discussion of attacks anywhere in the sentence: what an attacker or malware does is shown, not ordered. */
const REHEARSED = String.raw`\b(?:dry[- ]run|--dry-run|what-?if|simulat\w*)\b`;
/** A discussion of attacks: what an attacker or malware does is shown, wherever in the sentence it is said. */
const ATTACKS = /\b(?:attack\w*|malicious|malware|exploit\w*|phishing|injection|threat\w*|red[- ]team|cve-\d+|compromised|typosquat\w*|backdoor\w*)\b/i;
/** {@link REHEARSED} as a pattern. */
const REHEARSED_ANYWHERE = new RegExp(REHEARSED, 'i');
const SHOWN = new RegExp([REHEARSED, String.raw`\b(?:sandbox(?:ed)?|throwaway|disposable)\b`, ATTACKS.source].join('|'), 'i');
/** Reported speech: what someone said, warned, described or quoted (not a norm's "agreed" or "decided", which binds). */
const REPORTED = new RegExp(
  [
    String.raw`\b(?:say|said|says|warn\w*|claim\w*|argu\w*|describ\w*|explain\w*|according to|mentioned|reported|quot(?:e|es|ed|ing)|wrote|discussed|pointed out|beware|example of)\b`,
    String.raw`(?<!\p{L})(?:rapporte\p{L}*|a demandé|demandait|signal[ée]\p{L}*|berichte\p{L}*|sagte\p{L}*|hat gefragt|informa\p{L}*|dijo|pidió|contó)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:сообщ\p{L}*|сказал\p{L}*|попросил\p{L}*|просил\p{L}*)(?!\p{L})`,
  ].join('|'),
  'iu',
);
/** A suggestion asked as a question ("Why not just …?"): its "not" is no negation. */
const WHY_NOT = /\bwhy (?:not|don't (?:we|you)|do(?:n't| not) (?:we|you))\b/gi;
/** How much of a neighbouring sentence is read for a split order (characters). */
const NEIGHBOUR_REACH = 200;
/** How far before a hazard a negation is read (characters, within the hazard's clause). */
const NEGATION_REACH = 80;
/** A time of the past: it governs a clause only when that clause's verb is past ("Yesterday the job pipes …" is today's). */
const PAST_TIME = /\b(?:yesterday|last (?:week|month|year|sprint|night|time)|ago|in (?:19|20)\d\d)\b/i;
/** A report of what happened: an outcome that ended it, a passive past ("was sent"). */
const PAST = new RegExp(
  [
    String.raw`\b(?:revoked|rotated|rolled back|reverted|incident|post-?mortem|leaked)\b`,
    String.raw`\b(?:was|were|had been)\s+(?:\w+\s+)?(?:sent|posted|uploaded|pushed|pasted|attached|included|copied|leaked|exposed|kept|shared|published|committed|deleted|removed|wiped)\b`,
  ].join('|'),
  'i',
);

/** A key or certificate file by its extension, or the `secrets` folder (beside the credential places of `concepts.ts`). */
const KEY_FILES = /(?:^|[\s"'\x60(=:/])[\w./~-]*(?:\.(?:key|pem|p8|ppk|kdbx|asc)|\/secrets?\/[\w.-]+)(?![\w])/i;
/** The whole environment or the home folder read as data: `env |`, `$(printenv)`, `tar … ~`, "the contents of ~". */
const WHOLE_SOURCE = new RegExp(
  [
    String.raw`\b(?:env|printenv|set)\s*\||\$\(\s*(?:env|printenv)\s*\)`,
    String.raw`\b(?:tar|zip|7z|rsync|scp|cp|cat)\b[^|;\n]{0,60}?\s(?:~|\$HOME|\$\{HOME\})\/?(?=\s|$|[|;])`,
    String.raw`\bcontents? of\s+(?:~|\$HOME)\/?(?=\s|$|[.,;])|\bhome (?:folder|directory)\b`,
  ].join('|'),
  'i',
);
/** Upper-case names (variables): read apart from credential files. */
const UPPER_NAMES = /\b[A-Z][A-Z0-9_]{2,}\b/gu;
/** A secret variable's value as data: "the value of NPM_TOKEN", `echo $AWS_SECRET_KEY`, a URL query carrying `$API_KEY`. */
const VARIABLE_VALUE = new RegExp(
  String.raw`(?:\b(?:values?|contents?) of\s+|\b(?:echo|printf?|cat)\s+["']?|[?&][\w-]+=["']?)\$?\{?${SECRET_VARIABLES.source.replace(/^\\b/u, '')}`,
  'u',
);
/** A sink that leaves the machine by a command: a network tool, a TCP device, an upload option. */
const NETWORK_SINK = new RegExp(
  [
    String.raw`\b(?:curl|wget|nc|ncat|netcat|socat|telnet|scp|sftp|ftp|rsync|httpie|aria2c)\b`,
    // PowerShell's web calls, DNS lookups (a name carries the data), mail and cloud sync commands (h48-attack F2).
    String.raw`\b(?:invoke-webrequest|invoke-restmethod|iwr|irm|start-bitstransfer|dig|nslookup|drill|sendmail|mutt|s3cmd)\b|\bmailx?\s+-[sa]\b|\brclone\s+(?:copy|sync|move|copyto)\b`,
    String.raw`\/dev\/(?:tcp|udp)\/|\b(?:https?|ftp|wss?):\/\/\S+`,
  ].join('|'),
  'i',
);
/** A place others read that a source is put into: a pull request, an issue, a release, a branch, a paste, a chat. */
export const PUBLIC_SINK = new RegExp(
  [
    String.raw`\b(?:pr|prs|pull requests?|merge requests?|issues?|tickets?|bug reports?|release notes|releases?|changelog|wiki|gists?|paste\w*|slack|discord)\b`,
    // A named branch is tried once per name (the lookbehind), not at every word edge inside a long hyphenated name (quadratic).
    String.raw`\b(?:gh-pages|public (?:repo\w*|bucket|channel|branch))\b|(?<![\w-])-*\b[\w-]+ branch\b`,
    // French, German, Spanish, Russian.
    String.raw`\b(?:description de la pr|ticket|rapport de bug|notes de version)\b|\b(?:Issue|Ticket|Fehlerbericht|Versionshinweise)\b`,
    String.raw`\b(?:incidencia|reporte de error|notas de la versión)\b|(?:^|\s)(?:PR|issue|тикет\p{L}*|описани\p{L}* PR|пулл-реквест\p{L}*|задач\p{L}*)(?=\s|$|[.,;])`,
  ].join('|'),
  'iu',
);
/** What moves a source: a pipe, a command substitution, an upload option, or a verb of motion (five languages). */
const FLOW = new RegExp(
  [
    String.raw`\||\$\(|\x60|\s-T\s|--(?:data\S*|upload-file|form)\b|\s-[dF]\s+@|\s@[~\w./$]|\s-(?:InFile|Body)\b|\s<\s*["']?[~$/\w.%]`,
    String.raw`(?<!-)\b(?:cats|dumps|encod(?:e|es|ed|ing)|base64-encod\w*)\b`,
    // A transfer command moves its own arguments: `rclone sync ~/.ssh remote:`, `scp ~/.ssh/id_rsa host:`.
    String.raw`\brclone\s+(?:copy|sync|move|copyto)\b|\b(?:scp|sftp|rsync)\s`,
    String.raw`(?<!-)\b(?:pip(?:e|es|ed|ing)|send\w*|sent|post(?:s|ed|ing)?|upload\w*|push\w*|past(?:e|es|ed|ing)|attach\w*|includ\w*|(?<!\b(?:a|the|one|each)\s)cop(?:y|ies|ied|ying))\b`,
    String.raw`(?<!-)\b(?:stream\w*|forward\w*|ship(?:s|ped|ping)?|publish\w*|shar(?:e|es|ed|ing)|embed\w*|append\w*|add(?:s|ed|ing)?|commit\w*|e-?mail\w*)\b`,
    String.raw`(?<!\p{L})(?:coll[ée]\p{L}*|joint\p{L}*|envoy\p{L}*|envoi\p{L}*|transm[ei]t\p{L}*` +
      String.raw`|t[ée]l[ée]vers\p{L}*|publi[ée]\p{L}*|ajout\p{L}*|angeh[äa]ngt|anh[äa]ng\p{L}*|eingef[üu]gt` +
      String.raw`|einf[üu]g\p{L}*|schick\p{L}*|sende[nt]?|[üu]bertr[äa]g\p{L}*|[üu]bermittel\p{L}*)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:gesendet|hochgeladen|hochlad\p{L}*|gepostet|ver[öo]ffentlich\p{L}*|peg(?:a|ar|ado|ada|an|ue)|adjunt\p{L}*|env[ií](?:a|ar|ado|ada|an)|mand(?:a|an|ar|ado|ada))(?!\p{L})`,
    String.raw`(?<!\p{L})(?:sub(?:e|ir|ido|ida|en)|publica\p{L}*|inclu(?:ir|ido|ida|ye|yen))(?!\p{L})`,
    // Japanese: no spaces between words, so no word edges.
    '送信|送っ|送る|送り|転送|アップロード|貼り付け|投稿',
    String.raw`(?<!\p{L})(?:встав\p{L}*|прикреп\p{L}*|отправ\p{L}*|загру\p{L}*|опубликова\p{L}*|выложи\p{L}*)(?!\p{L})`,
  ].join('|'),
  'iu',
);
/**
 * The root or the home folder as one argument: `/`, `~`, `$HOME`, `${HOME}`, `${HOME:?}`, `C:\`, `$env:USERPROFILE`; the
 * home written by a command (`` `echo ~` ``, `$(echo ~)`) or by the user's name (`/home/$USER`); a top-level system folder
 * (`/usr`, `/etc`, `/var`, `/bin`, `/boot`, `/lib`: the system goes with it).
 */
const ROOT_ARGUMENT =
  String.raw`["']?(?:\x60echo\s+~\x60|\$\(echo\s+~\)|\/home\/(?:\$USER|\$\{USER\}|\$\(whoami\))|\/(?:usr|etc|var` +
  String.raw`|bin|sbin|boot|lib(?:64)?)|~|\$HOME|\$\{HOME(?::?[?-][^}\s]*)?\}|\/|[A-Z]:\\?|\$env:(?:USERPROFILE` +
  String.raw`|HOMEDRIVE|SystemDrive)|%(?:USERPROFILE|SystemDrive)%\\?)["']?`;
/**
 * The arguments of a command before its root argument: words and paths (and options) on the command's own line, up to
 * eight, each ending at a blank; none crosses a command separator, a redirection, a backquote or a line break, and prose
 * ends them (a joining word or another command: "rm -rf dist and then cd / to rebuild" removes only dist).
 */
const OTHER_ARGUMENTS =
  String.raw`(?:(?!(?:and|or|then|to|before|after|when|if|in|on|from|with|so|but|is|are|cd|ls|echo|sudo|run|runs)[^\S\n])` +
  String.raw`[^\s;|&<>()\x60,]+[^\S\n]+){0,8}?`;
/** Where a root argument ends: `/`, `/*`, `/.*` after it, then a space, the end or punctuation. */
const ROOT_END = String.raw`(?:\\|\/)?\.?\*?(?=\s|$|[,;:)'"\x60]|\.(?:\s|$))`;
/**
 * A file put into the repository, in five languages ("add .env to the repo", "Ajoute .env au dépôt", "Añade el .env al
 * repositorio"): with a credential file as its object, the secret is in every clone (h48-gate2's list; round 19B).
 */
const INTO_REPOSITORY = new RegExp(
  [
    String.raw`\b(?:add|adds|added|commit\w*|check\w* in)\b(?:[^.;\n]|\.(?=\S)){0,60}?\b(?:to|into|in)\s+(?:the\s+|our\s+|this\s+)?(?:git\s+)?(?:repo|repository)\b`,
    String.raw`(?<!\p{L})(?:ajout\p{L}*|commit\p{L}*|a[ñn]ad\p{L}*|agreg\p{L}*|f[üu]g\p{L}*` +
      String.raw`|sub\p{L}*)(?!\p{L})(?:[^.;\n]|\.(?=\S)){0,60}?(?<!\p{L})(?:au|dans le|al|en el|dem|ins` +
      String.raw`|zum)\s+(?:d[ée]p[ôo]t|repositorio|Repository|Repo)(?!\p{L})`,
  ].join('|'),
  'iu',
);
/** An ignore file named: the file is kept out of the repository ("add .env to the repo's .gitignore"). */
const IGNORED = /\.gitignore\b|\bignore\s+(?:file|list)\b/i;

/** A recursive removal of the root, the home folder or anything with `--no-preserve-root`, in POSIX shells, PowerShell, cmd and Python. */
const DESTROY_ROOT = new RegExp(
  [
    String.raw`--no-preserve-root\b`,
    // Every argument is read, not only the first: `rm -rf build /`, `rm -rf ./dist ~` (h49-gate's list).
    String.raw`\brm\s+(?:-{1,2}[a-z-]+\s+)*?-(?:[a-z]*r[a-z]*|-recursive)\s+(?:-{1,2}[a-z-]+\s+)*${OTHER_ARGUMENTS}${ROOT_ARGUMENT}${ROOT_END}`,
    // PowerShell and cmd (h48-attack F3): `Remove-Item -Recurse -Force C:\`, `rd /s /q C:\`.
    // Its switches in any order: the command has a recursive switch, and one argument is a root.
    String.raw`\b(?:Remove-Item|rmdir|rd|del|ri)\s(?=[^\n;|]*?(?<=\s)(?:-Recurse|\/s)(?![\w-]))[^\n;|]*?(?<=\s)${ROOT_ARGUMENT}${ROOT_END}`,
    // Python: `shutil.rmtree(os.path.expanduser("~"))`, `rmtree(Path.home())`, `rmtree("/")`.
    String.raw`\brmtree\(\s*(?:(?:os\.path\.)?expanduser\(\s*["']~\/?["']\s*\)|(?:pathlib\.)?Path\.home\(\)|["'](?:~|\/)\/?["']|os\.environ\[["']HOME["']\])\s*[,)]`,
    // A whole tree's permissions or ownership taken away: `chmod -R 000 /`, `chown -R nobody ~`.
    String.raw`\b(?:chmod|chown)\s+(?:-\w+\s+)*-\w*R\w*\s+(?:-\w+\s+)*\S+\s+${ROOT_ARGUMENT}${ROOT_END}`,
    // Everything in the root or home after moving there: `cd ~ && rm -rf *`, `cd / && rm -rf .`.
    String.raw`\bcd\s+${ROOT_ARGUMENT}\/?\s*(?:&&|;)\s*(?:sudo\s+)?rm\s+-\w*r\w*\s+(?:-\w+\s+)*(?:\.?\*|\.)(?=\s|$|[,;)]|\.(?:\s|$))`,
    // Untracked and ignored files removed over the whole home or root: `git clean -ffdx ~`.
    String.raw`\bgit\s+clean\s+(?:-{1,2}[\w-]+\s+)*(?:--\s+)?${OTHER_ARGUMENTS}${ROOT_ARGUMENT}${ROOT_END}`,
    String.raw`\bmkfs(?:\.\w+)?\s+\/dev\/|\bwipefs\s+(?:-{1,2}\w+\s+)*\/dev\/|\bdd\s+[^\n]{0,60}?\bof=\/dev\/(?:sd|nvme|hd|xvd|disk)`,
  ].join('|'),
  'i',
);
/**
 * A find over the root or the home that removes what it finds (`-delete`, `-exec rm`), up to the end of its command; its
 * selection is read apart (`SELECTED`).
 */
const FIND_REMOVES = /\bfind\s+(?:\/|~|\$HOME|\$\{HOME\})\/?\s[^\n;|&]{0,120}?(?:-delete\b|-exec(?:dir)?\s+(?:sudo\s+)?rm\b)/gi;
/**
 * A find's selection narrowed by name, age, size or owner (`-name '*.tmp' -mtime +7`): a scoped cleanup, not the tree
 * (h48-attack F4). A name that is only `*` selects everything; `-o` widens the selection to whatever follows.
 */
const SELECTED = /\s-(?:i?name|i?path|i?regex)\s+(?!["']?\*?["']?(?:\s|$))\S+|\s-(?:mtime|mmin|atime|amin|ctime|newer\w*|size|user|group|empty)\b/i;

/** The index of a find that removes the whole root or home tree (unscoped, not widened by `-o`), else -1. */
function findDestroys(sentence: string): number {
  for (const m of sentence.matchAll(FIND_REMOVES)) if (!SELECTED.test(m[0]) || /\s-o(?:r)?\s/u.test(m[0])) return m.index ?? 0;
  return -1;
}
/**
 * A forced push (not `--force-with-lease`, which refuses to overwrite others' work, nor `--force-if-includes`, which only
 * tightens a lease: h48-attack F4; any flag that merely begins with `--force` is another flag).
 */
const FORCED_PUSH = new RegExp(
  [
    String.raw`\bpush\w*\s+(?:[\w/-]+\s+){0,4}?(?:--force(?![\w-])|-f\b|\+(?:[\w/.-]*:)?(?:refs\/heads\/)?(?:main`,
    String.raw`|master|trunk|production|prod|release|develop)\b)|\bforce[- ]?push\w*\b|\bforce\s+(?:the|a|this|that`,
    String.raw`|your|our)\s+push\w*\b|\bpush\w*\s+(?:it\s+)?with\s+--force(?![\w-])|--force\s+push`,
  ].join(''),
  'i',
);
/**
 * Where a push's target ends: a clause of time or reason ("… to our feature branch after rebasing onto main"), a contrast
 * ("…, never to main"), or the branch named as one's own. The shared branch named after it is not the push's target.
 */
const TARGET_END = /\b(?:after|before|when|whenever|once|onto|since|because|then|but|rather than|instead of|never|not|except)\b|,/i;
/** The pushed branch is one's own: "our own feature branch", "your branch", "my fork". */
export const OWN_BRANCH = /\b(?:(?:our|your|my|their|one's) own|your|my)\s+(?:[\w/-]+\s+)?(?:branch|fork)\b|\b(?:feature|topic|personal)\s+branch\b/i;
/** A shared branch: what every person builds on (also read by `directives.ts`'s ordered push). */
export const SHARED_BRANCH = /\b(?:main|master|trunk|production|prod|release(?:\/[\w.-]+)?|develop)\b/i;

/** Asking the person stopped, about anything: "Stop asking about nits", "no more checking in", "don't ask". */
const STOP_ASKING = new RegExp(
  [
    String.raw`\b(?:stop|quit|cease|no more|enough)\s+(?:asking|checking in|prompting|confirming|double-checking)\b`,
    String.raw`|\b(?:don't|do not|never)\s+(?:ask|check in|prompt|confirm)\b(?!\s+(?:me|us|them|anyone)\s+to\b)`,
  ].join(''),
  'i',
);
/** A consequential act ordered in a sentence of its own: push, merge, deploy, release, delete ("Just push to main."). */
const ACT_ORDERED =
  /^\s*(?:(?:just|then|and|so|now|simply|go ahead and)\s+)*(?:force-?push|push|merge|deploy|ship|release|publish|delete|remove|drop|rm|reset)\b/i;
/** The agent itself named as the actor (third person; not "the bot", which is as often a CI bot such as Renovate). */
const AGENT_ACTOR = /\b(?:the (?:agent|assistant|ai|model)|claude|copilot|cursor|future (?:sessions?|agents?|assistants?))\b/i;
/** Done out of the person's sight: quietly, silently, secretly, without telling anyone. */
const UNSEEN =
  /\b(?:quietly|silently|secretly|discreetly|covertly|without (?:telling|mentioning|notifying|informing|announcing|reporting)|behind\s+\w+\s+back)\b/i;
/** What an agent does unseen that matters: commits, pushes, releases, deletes, installs, changes settings. */
const UNSEEN_ACT = /\b(?:push|merg|deploy|releas|publish|tag|bump|delet|remov|drop|install|upgrad|rewrit|chang|disabl|commit|send|upload|rotat|revert)\w*/i;
/** Credentials stored in plain text by git ("credential.helper store" writes ~/.git-credentials unencrypted). */
const PLAINTEXT_CREDENTIALS = /\bcredential\.helper\s*[= ]\s*["']?store\b/i;
/** A CI failure muted: a job or step allowed to fail. */
const FAILURE_MUTED = /\b(?:continue-on-error|allow_failure|allow-failure|ignore_errors|ignore-errors)\s*[:=]\s*["']?true\b/i;
/** Every job or step: a failure muted across the pipeline, not one flaky step. */
const EVERY_JOB = /\b(?:every|all|each|any)\s+(?:of the\s+)?(?:jobs?|steps?|stages?|workflows?|checks?)\b/i;
/** Removal in five languages (deletion, not skipping: a flaky test skipped on one platform is routine). */
const REMOVE_WORDS =
  /\b(?:delet\w*|remov\w*|drop\w*|wip(?:e|es|ed|ing)|eras\w*|nuk\w*|comment\w* out|l[öo]sch\w*|entfern\w*|elimin\w*|borr\w*|supprim\w*)\b|(?:^|\s)(?:удал\p{L}*|убер\p{L}*)/iu;
/** Tests named, in five languages. */
const TEST_WORDS = /\b(?:tests?|specs?|test suites?|pruebas|Tests)\b|(?:^|\s)тест\p{L}*/iu;
/** Why tests are removed: they fail, time out, flake or stand in the build's way (not slowness: slow suites move to a nightly run). */
const TESTS_IN_WAY = new RegExp(
  [
    String.raw`\b(?:fail\w*|time[sd]? out|timed out|timeouts?|flak\w*|red|broken|break\w*|in the way|st[öo]r\w*|molest\w*|g[êe]n\w*|fallan)\b`,
    String.raw`(?:^|\s)(?:меша\p{L}*|пада\p{L}*|лома\p{L}*)`,
  ].join('|'),
  'iu',
);
/** A norm opening a practice: "the convention here is to", "our practice", in five languages. */
const NORM = new RegExp(
  [
    String.raw`\b(?:convention|practice|workflow|procedure|process|policy|norm|standard|routine|habit)\b`,
    String.raw`\b(?:convención|costumbre|práctica|norma|regla|pratique|habitude|règle|Konvention|Praxis|Regel|üblich)(?!\p{L})`,
    String.raw`(?:^|\s)(?:принято|обычно|правило|стандарт)(?!\p{L})`,
  ].join('|'),
  'iu',
);
/** A safeguard switched off, in five languages: disable, turn off, switch off. */
const SWITCH_OFF =
  /\b(?:disabl\w*|turn\w* off|switch\w* off|desactiv\w*|deshabilit\w*|d[ée]sactiv\w*|deaktivier\w*|abschalt\w*|ausschalt\w*|abgeschaltet)(?!\p{L})|(?:^|\s)(?:отключ\p{L}*|выключ\p{L}*)/iu;
/** Safeguards named in five languages (the English ones beside `SAFETY_THINGS`). */
const SAFEGUARDS = new RegExp(
  [
    String.raw`\b(?:protection|protecci[óo]n|Schutz\w*|review\w*|revisi[óo]n|Pr[üu]fung\w*|hooks?|linter|scanner|esc[áa]ner|sandbox|firewall|signatur\w*|firma)(?!\p{L})`,
    String.raw`(?:^|\s)(?:защит\p{L}*|проверк\p{L}*|ревью)`,
  ].join('|'),
  'iu',
);

/** A safeguard's own configuration file: linters, hooks, secret scanners, code owners, CI workflows. */
const GUARD_FILES = new RegExp(
  String.raw`(?:^|[\s"'\x60(/])(?:\.eslintrc[\w.]*|eslint\.config\.\w+|\.pre-commit-config\.ya?ml|\.husky\/?|lefthook\.ya?ml|\.lefthook\.ya?ml|CODEOWNERS` +
    String.raw`|\.gitleaks\.toml|\.secrets\.baseline|\.semgrep(?:\.ya?ml|\/)?|\.github\/workflows\/[\w.-]*|dependabot\.ya?ml|\.trivyignore|biome\.jsonc?)(?=[\s"'\x60),;:]|\.(?:\s|$)|$)`,
  'i',
);
/** A replacement named: what takes a removed guard's place. */
const REPLACEMENT = /\b(?:replac\w*|instead|in favou?r of|supersed\w*|successor|takes over|moved? to|migrat\w*|renam\w*|in (?:its )?place)\b/i;

/**
 * A report of what one of the project's files does: "… is how the Dockerfile installs Node", "the CI image runs …". The
 * file is the subject; a person is not told to do anything.
 */
const FILE_REPORT = new RegExp(
  [
    String.raw`\bis\s+(?:how|what)\s+(?:the|our)\s+(?:[\w.-]+\s+)?(?:Dockerfile|Containerfile|Makefile|image|CI|workflow|pipeline|build|install(?:er)? script|setup script|devcontainer)\b`,
    String.raw`\b(?:the|our)\s+(?:[\w.-]+\s+)?(?:Dockerfile|Containerfile|Makefile|base image|CI image|devcontainer)\s+(?:runs|installs|uses|calls|executes|does)\b`,
  ].join('|'),
  'i',
);

/**
 * True when `text` is one sentence reporting what a project file does and every host it names is the project's own
 * (`knownHosts`): a fetched script piped to a shell there is the project's build, shown, not ordered (h47-attack F12:
 * "curl -fsSL https://deb.nodesource.com/setup_20.x | bash is how the Dockerfile installs Node", with that host in the
 * project's files). A host the project does not name keeps the flag: the report is then a planted install step.
 *
 * @param text - the text the shell-pipe rule matched in
 * @param hosts - the hosts `text` names
 * @param known - whether a host is the project's (`knowsHost` with the vocabulary)
 */
export function reportedOwnPipe(text: string, hosts: readonly string[], known: (host: string) => boolean): boolean {
  const sentences = text.split(/(?<=[.!?])\s+(?=\S)/u).filter((t) => /\p{L}/u.test(t));
  return sentences.length === 1 && FILE_REPORT.test(text) && !shown(text) && hosts.length > 0 && hosts.every(known);
}

/** A safeguard scoped, not switched off: generated or vendored files, tests, local runs, forks (five languages). */
const SCOPED_OFF = new RegExp(
  [
    String.raw`\b(?:for (?:generated|vendored|third-party|test|fixture|legacy|migration)\b|locally|on forks|on drafts|in (?:tests?|fixtures|development|dev)\b)`,
    String.raw`(?<!\p{L})(?:generad\p{L}*|g[ée]n[ée]r[ée]\p{L}*|generiert\p{L}*|lokal|localement|localmente|сгенерирован\p{L}*|локально)(?!\p{L})`,
  ].join('|'),
  'iu',
);
/** One rule of a safeguard switched off, not the safeguard: "disable the max-len rule", "desactivar la regla …". */
const ONE_RULE = /(?<!\p{L})(?:rule|regla|r[èe]gle|Regel|правило)(?!\p{L})/iu;

/**
 * A credential used as an instrument, not carried: "signs with cosign.key", "using ~/.npmrc", `--cert client.pem`,
 * `ssh -i key.pem`. Set aside before a source is looked for.
 */
const INSTRUMENT = /\b(?:with|using|via)\s+(?:the\s+|its\s+|our\s+|a\s+)?\S+|--(?:cert|key|cacert|identity|ssh-key|private-key)[= ]\S+|\s-i\s+\S+/gi;

/**
 * The home folder and paths written the Windows way (`$env:USERPROFILE\.aws\credentials`, `%USERPROFILE%\.ssh`), and a
 * glob over a credential file's name (`~/.aws/cred*`), rewritten to the forms `CREDENTIAL_PLACES` reads (h48-attack F2).
 */
const WINDOWS_HOME = /\$env:(?:USERPROFILE|HOME)|%(?:USERPROFILE|HOMEPATH)%|\$\{?HOME\}?(?=[\\/])/giu;
/** A glob standing for a credential file: `~/.aws/cred*`, `~/.ssh/id_*`. */
const CREDENTIAL_GLOB = /(\.aws\/)cred\w*\*|(\.ssh\/)id_\w*\*/giu;
/** A credential file named in words: "the AWS credentials file", "the SSH private key", "the service account token". */
const WORDED_SOURCE = new RegExp(
  [
    String.raw`\b(?:aws|gcp|gcloud|azure|kube(?:rnetes)?|ssh|npm|pypi|docker|github|git|deploy`,
    String.raw`|cloud)\s+(?:credentials?|login|auth|private[- ]key|token)\s+files?\b|\b(?:ssh|deploy`,
    String.raw`|signing)\s+private[- ]keys?\b`,
  ].join(''),
  'i',
);

/** Each tool and the files it keeps its own login in: the tool reading them authenticates (h48-attack F4). */
const OWN_CONFIGS: ReadonlyArray<readonly [tools: string, files: string]> = [
  ['npm|pnpm|yarn|npx', String.raw`\.npmrc|\.yarnrc(?:\.yml)?`],
  ['pip|twine|poetry|uv', String.raw`\.pypirc|pip\.conf`],
  ['docker|podman', String.raw`\.docker\/config\.json`],
  ['git', String.raw`\.git-credentials|\.gitconfig`],
  ['aws|terraform|boto3', String.raw`\.aws\/(?:credentials|config)`],
  ['gh', String.raw`\.config\/gh\/[\w.-]+`],
  ['kubectl|helm|k9s', String.raw`\.kube\/config`],
  ['gcloud', String.raw`\.config\/gcloud\/[\w.-]*`],
  ['cargo', String.raw`\.cargo\/credentials(?:\.toml)?`],
  ['ssh|scp|sftp', String.raw`\.ssh\/[\w.-]+`],
];
/**
 * A tool reading its own login file ("npm reads the token from ~/.npmrc"): set aside before a source is looked for.
 * Not when a pronoun carries what was read on ("… and uploads it to …"): that is the token moved.
 */
const OWN_CONFIG_READ = new RegExp(
  OWN_CONFIGS.map(
    ([tools, files]) =>
      String.raw`\b(?:${tools})\b[^.;,\n]{0,40}?\b(?:reads?|loads?|takes?|gets?|uses?|picks? up)\b[^.;,\n]{0,40}?\bfrom\s+["'\x60]?(?:~|\$HOME|\$\{HOME\})?\/?(?:${files})["'\x60]?`,
  ).join('|'),
  'giu',
);
/** What was read carried on by a pronoun: "… and uploads it", "sends them". */
const CARRIED_ON = /\b(?:send|post|upload|push|past|attach|includ|forward|ship|publish|shar|pip|cop(?:y|ie))\w*\s+(?:it|them|that|those|its value)\b/i;

/** A `.env` template, which holds no credential (`.env.example`, `config/.env.sample`). */
const ENV_TEMPLATE = String.raw`[\w./~-]*\.env\.(?:example|sample|template|dist|defaults?)\b`;
/**
 * A path starts where a run of path characters starts: without this, a path pattern is tried from every offset of one
 * long run (32 KiB of letters, base64 or hex), each try reading to the run's end — quadratic (seconds per write).
 */
const PATH_START = String.raw`(?<![\w./~-])`;
/**
 * A credential file named but not read (h48-attack F4 false flags, as classes): a public key (`deploy_ed25519.pub`: public
 * by design), a file's variable names without their values ("the variable names in .env.test", "the .env.test file's
 * variable names"), and `.env` written from its template ("copies .env.example to .env", "writes .env from .env.sample").
 */
export const NAMED_NOT_READ = new RegExp(
  [
    String.raw`${PATH_START}[\w./~-]*\.pub(?![\w.])`,
    String.raw`\b(?:variable|key|field)\s+names\s+(?:(?:found|listed|used|defined|set)\s+)?(?:in|of|from)\s+(?:the\s+)?[\w./~-]+(?![\w./~-])(?!\s+(?:and|with)\s+(?:their\s+)?values)`,
    String.raw`${PATH_START}[\w./~-]+(?:\s+file)?['’]s\s+(?:variable\s+|key\s+)?names\b(?!\s+(?:and|with)\s+(?:their\s+)?values)`,
    String.raw`${PATH_START}${ENV_TEMPLATE}\s+(?:to|into|as)\s+\.env\b`,
    String.raw`\.env\s+from\s+(?:the\s+|its\s+)?${ENV_TEMPLATE}`,
  ].join('|'),
  'giu',
);

/**
 * `text` with each tool's read of its own login file ({@link OWN_CONFIG_READ}) and each credential file named but not read
 * ({@link NAMED_NOT_READ}) set aside, unless a pronoun carries it on ("… to .env and posts it to Slack").
 */
export function withoutOwnConfigReads(text: string): string {
  return CARRIED_ON.test(text) ? text : text.replace(OWN_CONFIG_READ, ' ').replace(NAMED_NOT_READ, ' ');
}

/** True when the sentence names a sensitive source: a credential file or variable, a key file, the environment, home. */
export function sensitiveSource(sentence: string): boolean {
  const ownRead = withoutOwnConfigReads(sentence);
  // A variable's name is how a job authenticates ("posts to the PR with GITHUB_TOKEN"); its value printed or sent is a source.
  const carried = ownRead
    .replace(INSTRUMENT, ' ')
    .replace(WINDOWS_HOME, '~')
    .replace(/\\/gu, '/')
    .replace(CREDENTIAL_GLOB, (_m, aws?: string, ssh?: string) => (aws ? `${aws}credentials` : `${ssh}id_rsa`));
  const files = carried.replace(UPPER_NAMES, ' ');
  return CREDENTIAL_PLACES.test(files) || KEY_FILES.test(files) || WHOLE_SOURCE.test(carried) || VARIABLE_VALUE.test(carried) || WORDED_SOURCE.test(carried);
}

/**
 * A command that prints a credential: the CLI's own token, the keychain, a cluster's secrets or raw config, a cloud
 * access token, a password manager's entry (h48-attack F2: `gh auth token | nc …`).
 */
const CREDENTIAL_COMMAND = new RegExp(
  [
    String.raw`\bgh auth token\b|\bsecurity find-(?:generic|internet)-password\b|\bkubectl\s+(?:get\s+secrets?\b|config view\b[^|;\n]*--raw)`,
    String.raw`\baws\s+(?:configure\s+(?:get|export-credentials)|sts get-session-token|ecr get-login-password)\b|\bgcloud\s+(?:auth\s+)?(?:application-default\s+)?print-(?:access|identity)-token\b`,
    String.raw`\baz account get-access-token\b|\bop (?:read|item get)\b|\bvault (?:kv get|read)\b|\bpass show\b|\bgit credential fill\b`,
  ].join('|'),
  // ASCII only, so no `u`: V8 reads `\b` under `iu` through Unicode case folding, ≈ 100× slower on a 32 KiB run (round 25).
  'i',
);
/** What takes a printed credential to log in, not away: `docker login --password-stdin`, `helm registry login`. */
const LOGIN = /\blogin\b|--password-stdin\b/i;

/** True when a command printing a credential is piped, in the same command, into a network sink that is no login. */
function credentialPiped(sentence: string): number {
  const m = CREDENTIAL_COMMAND.exec(sentence);
  if (m === null) return -1;
  // The command's own pipeline: up to a command separator or the sentence's end.
  // (A sentence's closing '.' needs no split: nothing follows it.)
  const pipeline = sentence.slice(m.index).split(/;|&&|\|\||\.\s/u)[0] ?? '';
  // What the printed credential is piped into: everything after the pipeline's first '|' (none: nothing is piped).
  const after = /\|(.*)/su.exec(pipeline)?.[1] ?? '';
  return NETWORK_SINK.test(after) && !LOGIN.test(after) ? m.index : -1;
}

/** True when the sentence reports, rehearses or discusses what it names (its addresses set aside). */
function shown(sentence: string): boolean {
  const words = sentence.replace(ADDRESSES, ' ');
  return SHOWN.test(words) || PAST.test(words) || PAST_TIME.test(words) || REPORTED.test(words);
}

/** A clause break: a comma, a semicolon, a colon or a dash (a report or a past time behind one is about another clause). */
const CLAUSE_BREAK = /[,;:]\s|\s[—–-]{1,2}\s/gu;
/** A past time or a report leading the sentence on its own ("Last week, …", "According to the runbook, …"): it governs what follows. */
const LEADING_REPORT = /^\s*(?:according to [^,;:]{1,40}|as (?:\w+ )?(?:said|reported|quoted))\s*$/i;

/**
 * True when the hazard found at `index` is reported, rehearsed or shown (h48-attack F1): a report or a past time counts only
 * in the hazard's own clause ("last week the job piped …", "the runbook describes how attackers pipe …"), or leading the
 * sentence alone ("Yesterday, …"); a trailing ", as the runbook describes" or ", which was agreed last week" endorses it.
 * A discussion of attacks or a dry run counts anywhere; "sandbox" or "throwaway" never on its own.
 */
function shownAt(sentence: string, index: number): boolean {
  // Addresses blanked in place (indexes kept; the comma closing one is not its own: ", which …" after a URL is a break).
  const words = sentence.replace(ADDRESSES, (m) => ' '.repeat(m.length));
  let start = 0;
  let end = words.length;
  let lead = '';
  for (const m of words.matchAll(CLAUSE_BREAK)) {
    const at = m.index ?? 0;
    if (at < index) {
      if (start === 0) lead = words.slice(0, at);
      start = at + m[0].length;
    } else {
      end = at;
      break;
    }
  }
  const clause = words.slice(start, end);
  // A discussion of attacks or a rehearsal governs its own clause and the clauses after it, not one before it: a trailing
  // "; this is our threat-free setup" (an attack denied, too) exempts nothing (h48 closing notes, #18 F1 rest).
  const governing = words.slice(0, end).replace(ATTACK_DENIED, ' ');
  if (ATTACKS.test(governing) || REHEARSED_ANYWHERE.test(governing)) return true;
  // A guard stated after the hazard in its own clause: "rm -rf / is refused by the sandbox".
  if (GUARDED_AFTER.test(words.slice(index, end))) return true;
  // A report governs what it introduces ("the runbook describes how …", "Dana said that …"); one after the hazard in its
  // clause ("… as the runbook describes") endorses it.
  const head = words.slice(start, Math.max(start, index));
  // A leading past time ("Yesterday, …") governs a clause whose own verb is past, not "Yesterday, the job pipes …".
  const told = pastVerb(clause);
  // (`lead` is empty when the hazard's clause opens the sentence.)
  const pastTime = (PAST_TIME.test(clause) || LEADING_PAST.test(lead)) && told;
  return PAST.test(clause) || REPORTED.test(head) || NAMED_AS.test(clause) || LEADING_REPORT.test(lead) || pastTime;
}

/** The hazard named as an example or a warning in its clause ("rm -rf / is the classic example of …"), wherever said. */
const NAMED_AS = /\b(?:(?:an?|the) (?:\w+ )?examples? of|beware)\b/i;
/** An attack denied, which discusses none: "threat-free", "attack-proof", "not an attack", "no malware". */
const ATTACK_DENIED =
  /\b(?:threat|attack|exploit|malware)[- ]?(?:free|proof)\b|\b(?:no|not an?|never an?|nothing)\s+(?:threats?|attacks?|exploits?|malware|malicious)\b/gi;
/** A leading time of the past on its own ("Yesterday, …", "Two weeks ago, …"): it governs a clause told in the past. */
const LEADING_PAST = /^\s*(?:yesterday|last (?:week|month|year|sprint|night|time)|\w+ (?:days|weeks|months|years) ago|in (?:19|20)\d\d)\s*$/i;
/** A verb in the past ("piped", "ran", "was sent"); a present or future one ("pipes", "runs", "will") says it is done now. */
const PAST_VERB = /\b(?:[a-z]{2,}ed|ran|sent|wrote|put|took|made|did|was|were|had|got|left|went|began|broke|lost|set|cut|stole|leaked)\b/i;
/** A verb of the present or the future, or a habit ("always", "every"): the leading past time does not govern it. */
const PRESENT_VERB = new RegExp(
  [
    String.raw`\b(?:is|are|will|shall|does|do|has|must|should|always|still|every|each|whenever|now|(?:run|pipe|send`,
    String.raw`|post|upload|push|cop(?:ie)?|cat|tar|fetche?|read|call|execute|use|keep|get|curl|wipe|delete|remove`,
    String.raw`|force-push)s)\b`,
  ].join(''),
  'i',
);

/**
 * True when `clause` is told in the past: a verb of the past ("piped", "broke"; the hazard may be its subject) and none
 * of the present or the future ("pipes", "… and it still does").
 */
function pastVerb(clause: string): boolean {
  return PAST_VERB.test(clause) && !PRESENT_VERB.test(clause);
}

/** A negation that insists, not denies: "not optional", "non-negotiable", "no exceptions", "not up for debate". */
const NOT_A_NEGATION = /\b(?:(?:is|are)?n't|not|non)[- ](?:optional|negotiable|up for debate)\b|\bno exceptions?\b/gi;

/** A guard stated in the passive after the hazard: "is refused by the sandbox", "are blocked", "gets rejected". */
const GUARDED_AFTER =
  /\b(?:is|are|gets?|will be)\s+(?:\w+\s+)?(?:refused|blocked|denied|rejected|prevented|disallowed|forbidden|prohibited|disabled|impossible|not (?:allowed|permitted|possible))\b/i;
/**
 * A guard stated of the act as its subject, in the languages the gate reads: the act, its target ("to main", "auf main"), a
 * verb of being and a guard's participle or a denial ("force pushes are blocked on main", "Force-Pushes auf main sind
 * gesperrt", "los force push están bloqueados", "I force push sono bloccati", "… is disabled", "… are not allowed"). Read
 * from the end of the act's words: a fact about protection, not an order to do the act.
 */
const GUARD_OF_SUBJECT = new RegExp(
  [
    String.raw`^[\p{L}-]*\s+(?:(?:to|on|onto|in|into|auf|nach|in|sur|vers|en|a|al|su|em|para|на|в)\s+(?:the\s+|la\s+|le\s+|el\s+|il\s+|o\s+)?[\w/.-]+\s+)?`,
    String.raw`(?:is|are|get|gets|stay|stays|remain|remains|will be|ist|sind|wird|werden|bleib\p{L}*|est|sont|rest\p{L}*|es|son|está|están|sigue\p{L}*|è|sono|é|são|estão|fica\p{L}*)\s+`,
    String.raw`(?:\p{L}+\s+)?(?:blocked|refused|denied|rejected|prevented|disallowed|forbidden|prohibited|disabled|impossible|off-limits|turned off`,
    String.raw`|not (?:allowed|permitted|possible)|bloqu\p{L}*|interdit\p{L}*|refus\p{L}*|d[ée]sactiv\p{L}*|gesperrt|verboten|blockiert|deaktiviert|abgelehnt`,
    String.raw`|nicht (?:erlaubt|m[öo]glich)|bloque\p{L}*|prohibid\p{L}*|rechazad\p{L}*|deshabilitad\p{L}*|desactivad\p{L}*|bloccat\p{L}*|vietat\p{L}*`,
    String.raw`|disabilitat\p{L}*|rifiutat\p{L}*|proibid\p{L}*|negad\p{L}*|recusad\p{L}*)(?!\p{L})`,
  ].join(''),
  'iu',
);

/**
 * True when `after` (the text just after an act's words: "force push" in "Force pushes are blocked on main") states a guard
 * of that act as its subject ({@link GUARD_OF_SUBJECT}): the sentence is about protection, whatever mood a tagger reads.
 *
 * @param after - the text right after the act's own words, in its clause
 */
export function guardedAct(after: string): boolean {
  return GUARD_OF_SUBJECT.test(after);
}
/** A leading subordinate clause closed by a comma ("Since staging isn't monitored, …"): its negation is its own. */
const SUBORDINATE = /(?:^|[;:]\s*)(?:since|because|as|while|whilst|although|though|given that|now that|whereas)\b[^,;:]*,/gi;

/** True when a negation stands before `index` in its clause (a "why not" suggestion aside). */
function negatedBefore(sentence: string, index: number): boolean {
  const before = sentence.slice(0, index).replace(WHY_NOT, ' ').replace(NOT_A_NEGATION, ' ');
  // A clause of its own before the hazard negates that clause, not the hazard (h48-attack F1): "Don't worry: …",
  // "Since staging isn't monitored, …".
  const own = before.replace(SUBORDINATE, ' ');
  const clause = own.slice(Math.max(own.lastIndexOf(';'), own.lastIndexOf(': '), own.length - NEGATION_REACH) + 1);
  return NEGATION.test(clause.replace(ADDRESSES, ' '));
}

/** The global copy of each pattern `asserted` reads (the patterns are module constants without the g flag). */
const GLOBAL = new Map<RegExp, RegExp>();
/** At most this many matches are read for the last one (bounds the work on a text of repeats). */
const MAX_MATCHES = 16;

/** True when `pattern` matches `sentence` and no negation stands before its last match ("the hook blocks any commit that adds .env"). */
function asserted(pattern: RegExp, sentence: string): boolean {
  return assertedAt(pattern, sentence) >= 0;
}

/** The index of the last match of `pattern` in `sentence` when no negation stands before it, else -1. */
function assertedAt(pattern: RegExp, sentence: string): number {
  // A plain test first: most sentences name no hazard, and the global copy is built once a pattern.
  if (!pattern.test(sentence)) return -1;
  let all = GLOBAL.get(pattern);
  if (all === undefined) {
    all = new RegExp(pattern.source, `${pattern.flags}g`);
    GLOBAL.set(pattern, all);
  }
  all.lastIndex = 0;
  let last = -1;
  for (let m = all.exec(sentence), n = 0; m !== null && n < MAX_MATCHES; m = all.exec(sentence), n++) {
    last = m.index;
    all.lastIndex = m.index + Math.max(1, m[0].length);
  }
  return negatedBefore(sentence, last) ? -1 : last;
}

/**
 * A documented client named as what reads the endpoint: a cloud SDK, its credential provider chain, a metadata or IMDS
 * client, or such a library by name (boto3, google-auth, azure-identity's ManagedIdentityCredential). It reads the machine's
 * own metadata, and its credentials stay inside it.
 */
const METADATA_CLIENT = new RegExp(
  [
    String.raw`\b(?:sdks?|client librar(?:y|ies)|(?:metadata|imds|instance metadata)\s+(?:client|library|package|module)|credentials?\s+(?:provider|chain)s?)\b`,
    String.raw`\b(?:boto3|botocore|aws-sdk|@aws-sdk\/[\w-]+|google-auth|google\.auth|azure-identity|(?:Default|ManagedIdentity)(?:Azure)?Credential|ec2-metadata)\b`,
  ].join('|'),
  'i',
);
/**
 * The program itself said to read its own instance's metadata: "the app reads its region from …", "our service discovers
 * its project id …" (a subject of the project's own software, a verb of reading in the present, its own data).
 */
const OWN_METADATA_READ = new RegExp(
  String.raw`\b(?:the|our|this|each)\s+(?:[\w-]+\s+)?(?:app|application|service|server|worker|backend|binary|process|container|pod|function|lambda|daemon)s?` +
    String.raw`\s+(?:\w+\s+)?(?:reads|fetches|gets|queries|loads|discovers|obtains|resolves|retrieves|looks up)\s+(?:its|their)\s+own\b`,
  'i',
);
/** A raw request, or the read's result carried on: a network tool or HTTP call, a verb of showing or keeping it. */
const METADATA_TAKEN = new RegExp(
  String.raw`\b(?:curl|wget|nc|ncat|httpie|invoke-webrequest|invoke-restmethod|iwr|irm|requests\.\w+|urllib|axios)\b|\bfetch\(` +
    String.raw`|\b(?:print|echo|log|dump|display|show|save|write|store|copy|keep|expos|leak|reveal)\w*`,
  'i',
);
/** Every match of {@link METADATA_HOSTS}. */
const METADATA_ALL = new RegExp(METADATA_HOSTS.source, 'gi');
/** An HTTP method written as a request ("GET http://…"), not the verb "gets". */
const HTTP_METHOD = /\b(?:GET|POST|PUT)\b/u;

/**
 * True when the sentence describes the program reading its own instance metadata through a documented client (the SDK's
 * credential chain on EC2, google-auth on GCE), not a raw request whose answer is taken anywhere: no network tool, no
 * showing or keeping verb, no flow, no sink beside the endpoint.
 */
function clientReadsMetadata(sentence: string): boolean {
  if (!METADATA_CLIENT.test(sentence) && !OWN_METADATA_READ.test(sentence)) return false;
  // The endpoint's own URLs set aside: any other address is a sink beside it.
  const beside = sentence.replace(/\b[a-z][\w+.-]*:\/\/\S*/gi, (url) => (METADATA_HOSTS.test(url) ? ' ' : url)).replace(METADATA_ALL, ' ');
  const taken = METADATA_TAKEN.test(beside) || HTTP_METHOD.test(beside) || /:\/\//u.test(beside);
  return !taken && !PUBLIC_SINK.test(beside) && !FLOW.test(beside);
}

/**
 * What a verb acts on that stands for something named in an earlier sentence, in the languages the flow rule reads: a
 * pronoun, a demonstrative standing alone (not "this change"), "the result", "the output", a free relative ("what you
 * read"); French and Spanish object pronouns before the verb are read by {@link PRONOUN_BEFORE_VERB}.
 */
const ANAPHOR = new RegExp(
  [
    String.raw`\b(?:it|them|the (?:result|results|output|contents?|values?|same|lot)|(?:what|whatever|everything)\s+(?:you|we)\s+(?:just\s+)?\w+)\b`,
    String.raw`\b(?:this|that|these|those)(?=\s+(?:to|into|in|on|onto|at|as|with|via|through|over|along|up|out|somewhere|anywhere|here|there|now|too|also|later|again|back)\b|\s*(?:[.,;:!?)]|$))`,
    // French, Spanish, Russian.
    String.raw`(?<!\p{L})(?:ça|cela|ceci|le résultat|le contenu|la sortie|eso|esto|ello|el resultado|el contenido|la salida)(?!\p{L})|-(?:le|la|les)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:это|его|её|ее|их|результат|содержимое)(?!\p{L})`,
  ].join('|'),
  'iu',
);
/** German pronouns (case kept: "Sie" is the polite "you", and a capital after "das" is a noun: "das Log" names a thing). */
const ANAPHOR_DE = /(?<!\p{L})(?:es|sie|ihn|das(?!\s+\p{Lu})|dies(?:e[ns]?)?(?!\s+\p{Lu})|den Inhalt|das Ergebnis|die Ausgabe)(?!\p{L})/u;
/** A French or Spanish object pronoun right before its verb ("le coller", "l'envoyer", "lo subes", "la envías"). */
const PRONOUN_BEFORE_VERB = /(?<!\p{L})(?:le|la|les|l'|lo|los|las)\s*$/iu;
/**
 * A verb of motion with its object pronoun fused to it: Spanish, Italian and Portuguese enclitics ("envíala", "súbelo",
 * "incollalo", "envie-o") and French imperatives ("envoie-le" is read by {@link ANAPHOR}); and a German separable verb with
 * its particle at the clause's end ("Lade es … hoch", "Füge ihn … ein").
 */
const FUSED_FLOW = new RegExp(
  [
    String.raw`(?<!\p{L})(?:env[ií]a|p[ée]ga|s[úu]be|m[áa]nda|adj[úu]nta|publ[íi]ca|c[óo]pia|comp[áa]rte|incl[úu]ye|a[ñn][áa]de|invia|incolla|carica|allega|pubblica)`,
    String.raw`(?:lo|la|los|las|li|le)(?!\p{L})|(?<!\p{L})(?:envie|cole|publique|anexe|mande|compartilhe)-(?:o|a|os|as)(?!\p{L})`,
    String.raw`|(?<!\p{L})(?:lad|füg|fueg|häng|haeng|kopier|stell|schieb)\p{L}*\s+(?:\p{L}+\s+){0,6}?(?:hoch|ein|an|rein|hinein|hinzu|online|bei)(?=\s*[.,;!]|\s*$)`,
  ].join(''),
  'iu',
);
/** Every match of {@link FUSED_FLOW}. */
const FUSED_FLOW_ALL = new RegExp(FUSED_FLOW.source, 'giu');
/** {@link FLOW} read for every verb, and a network tool used as one ("curl it to …"). */
const SPLIT_FLOW = new RegExp(`${FLOW.source}|\\b(?:curl|wget|scp|rsync)\\b`, 'giu');
/** A URL: an address named in an earlier sentence that a later one sends to ("Note B: the endpoint is https://… Note C: POST that to it"). */
const URL = /\b(?:https?|ftp|wss?):\/\/\S+/i;
/** How much of the sentences before is read for the source of a split flow (characters). */
const SPLIT_REACH = 400;
/** Characters before and after a verb where its object pronoun is read. */
const OBJECT_BEFORE = 16;
const OBJECT_AFTER = 24;

/**
 * A verb of showing a value, in the languages the gate reads: print, echo, log, output, dump, display, write ("affiche",
 * "imprime", "gib … aus", "zeig", "muestra", "escribe", "stampa", "exibe", "выведи", "напечатай"). Not "logs in".
 */
const SHOW_VERB = new RegExp(
  [
    String.raw`\b(?:print\w*|echo(?:e?s|ed|ing)?|log(?:s|ged|ging)?(?!\s+(?:in|into|on|out)\b)|output\w*|dump\w*|display\w*|show\w*|writ(?:e|es|ing|ten)|wrote|expos\w*)\b`,
    String.raw`(?<!\p{L})(?:affich\p{L}*|imprim\p{L}*|[ée]cri\p{L}*|journalis\p{L}*|montr\p{L}*|gib|gibt|aus(?:geb|gegeben)\p{L}*|druck\p{L}*|zeig\p{L}*|schreib\p{L}*|protokollier\p{L}*)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:muestr\p{L}*|mostr\p{L}*|escrib\p{L}*|escrev\p{L}*|exib\p{L}*|stamp\p{L}*|scriv\p{L}*)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:выв[оеи]д\p{L}*|выведи|напечата\p{L}*|печата\p{L}*|покаж\p{L}*|показ\p{L}*|запиш\p{L}*)(?!\p{L})`,
  ].join('|'),
  'giu',
);
/** Where a shown value is read by whoever sees the job: a log, its output, the console, a job summary (in the same languages). */
const LOG_PLACE = new RegExp(
  [
    String.raw`\b(?:logs?|output|stdout|stderr|console|terminal|(?:job|step) summary|annotations?)\b`,
    String.raw`(?<!\p{L})(?:journal|sortie|Protokoll\p{L}*|Ausgabe|Konsole|[\w-]*-Log|registro|salida|consola|sa[íi]da|лог\p{L}*|журнал\p{L}*|вывод\p{L}*|консол\p{L}*)(?!\p{L})`,
  ].join('|'),
  'iu',
);
/** The value kept out of sight: masked, redacted, hidden, or only a fact about it shown (whether it is set, its length, a hash). */
const VALUE_HIDDEN = new RegExp(
  String.raw`\b(?:mask\w*|redact\w*|hid(?:e|es|den|ing)|whether|is set|length|presence|hash\w*|fingerprint|last \w+ (?:characters|chars|digits))\b|\*{3}` +
    String.raw`|(?<!\p{L})(?:masqu\p{L}*|maskier\p{L}*|enmascar\p{L}*|ocult\p{L}*|замаскир\p{L}*|скры\p{L}*)`,
  'iu',
);
/** How far apart a verb of showing and the secret variable it shows may stand (characters). */
const SHOWN_REACH = 60;

/**
 * The index of a secret variable's value shown where a job's readers see it (h49-gate's list: "prints NPM_TOKEN into a
 * public log", "Gib den Wert von NPM_TOKEN im CI-Log aus", "Выведи NPM_TOKEN в лог CI"): a `*_TOKEN`-style variable, a
 * verb of showing near it ({@link SHOWN_REACH}), a log or output named after the first of the two, the verb not negated and
 * the value not masked; else -1. CI logs of public projects are public; a token printed there is published.
 */
function variableShownAt(sentence: string): number {
  const variable = SECRET_VARIABLES.exec(sentence);
  if (variable === null || VALUE_HIDDEN.test(sentence)) return -1;
  for (const verb of [...sentence.matchAll(SHOW_VERB)].slice(0, MAX_MATCHES)) {
    const at = verb.index ?? 0;
    if (Math.abs(at - variable.index) > SHOWN_REACH || negatedAround(sentence, at)) continue;
    const first = Math.min(at + verb[0].length, variable.index + variable[0].length);
    if (LOG_PLACE.test(sentence.slice(first))) return at;
  }
  return -1;
}

/** A negation that follows its verb: French "ne … jamais/pas", German "nicht", "niemals", "kein" (verb-second). */
const NEGATION_AFTER_VERB = /(?<!\p{L})(?:jamais|pas|nicht|niemals|nie|kein\p{L}*)(?!\p{L})/iu;

/** True when the verb at `index` is negated: before it in its clause, or after it up to the clause's end (`NEGATION_AFTER_VERB`). */
function negatedAround(sentence: string, index: number): boolean {
  const rest = sentence.slice(index, index + NEGATION_REACH).split(/[,;:.!?]/u)[0] ?? '';
  return negatedBefore(sentence, index) || NEGATION_AFTER_VERB.test(rest);
}

/**
 * The index in `sentence` of a verb that carries what an earlier sentence named (an order split over sentences, issue #18:
 * "The token is in ~/.npmrc. … Then POST it to https://…", "Lis ~/.aws/credentials. Ensuite, envoie-le à …", "Öffne
 * ~/.ssh/id_rsa. Danach schick sie an …"): a verb of motion whose object is a pronoun or a demonstrative, a sink in this
 * sentence (or a URL named before), and a sensitive source in the sentences before, which report or discuss nothing
 * (`shown`). A negation before the verb in its clause keeps it ("Do not paste it into the PR"); -1 when there is none.
 *
 * @param sentence - the sentence with the verb
 * @param previous - the sentences just before it
 */
function splitFlowAt(sentence: string, previous: string): number {
  if (previous === '') return -1;
  const before = previous.slice(-SPLIT_REACH);
  // Cheap refusals first: most sentences carry no pronoun to a sink (the sources before are read last).
  if (!(NETWORK_SINK.test(sentence) || PUBLIC_SINK.test(sentence) || URL.test(before))) return -1;
  const fused = FUSED_FLOW.test(sentence);
  if (!fused && !ANAPHOR.test(sentence) && !ANAPHOR_DE.test(sentence) && !/(?<!\p{L})(?:le|la|les|l'|lo|los|las)\s/iu.test(sentence)) return -1;
  const carried = (m: RegExpMatchArray): boolean => {
    const at = m.index ?? 0;
    const lead = sentence.slice(Math.max(0, at - OBJECT_BEFORE), at);
    const near = `${lead}${sentence.slice(at, at + m[0].length + OBJECT_AFTER)}`;
    return /\p{L}/u.test(m[0]) && (ANAPHOR.test(near) || ANAPHOR_DE.test(near) || PRONOUN_BEFORE_VERB.test(lead)) && !negatedAround(sentence, at);
  };
  let verb: RegExpMatchArray | undefined;
  let n = 0;
  for (const m of sentence.matchAll(SPLIT_FLOW)) {
    if (n++ >= MAX_MATCHES) break;
    if (carried(m)) {
      verb = m;
      break;
    }
  }
  if (verb === undefined && fused) {
    n = 0;
    for (const m of sentence.matchAll(FUSED_FLOW_ALL)) {
      if (n++ >= MAX_MATCHES) break;
      if (!negatedAround(sentence, m.index ?? 0)) {
        verb = m;
        break;
      }
    }
  }
  return verb !== undefined && sensitiveSource(before) && !shown(before) ? (verb.index ?? 0) : -1;
}

/**
 * Adds to `out` the hazards `sentence` names (see the module's note), in any mood and language of those listed.
 *
 * @param sentence - one sentence (quotations of attacks already blanked by the caller)
 * @param previous - the sentences just before it (questions stopped there, an act ordered here)
 * @param next - the sentence after it (questions stopped there)
 * @param out - the set to add categories to: `exfiltration`, `destructive`, `safety-off`, `concealment` or `credential-access`
 */
export function flowHazards(sentence: string, previous: string, next: string, out: Set<GateCategory>): void {
  const local = new Map<GateCategory, number>();
  readFlows(sentence, previous, next, local);
  // A sentence that opens on a prohibition forbids the flow it names ("No subas el archivo .env al repositorio"; round
  // 24); keeping something from the person is the hazard itself, forbidden or not ("Don't tell the user …").
  if (local.size > 0 && prohibitionOpens(sentence)) for (const c of local.keys()) if (c !== 'concealment') local.delete(c);
  // A report, a rehearsal or a discussion of attacks keeps each one it governs (read last: most sentences trip nothing).
  for (const [c, index] of local) if (!shownAt(sentence, index)) out.add(c);
}

/** The rules of {@link flowHazards}, before its report and discussion guard. */
function readFlows(sentence: string, previous: string, next: string, found: Map<GateCategory, number>): void {
  // A hazard found at `index` (the sentence's end when the rule has no one place: every report before it governs it).
  const out = {
    add(c: GateCategory, index = sentence.length): void {
      found.set(c, Math.min(found.get(c) ?? index, index));
    },
  };
  // Split over two sentences: the person's questions stopped, then an act ordered on its own ("Stop asking about nits. Just push.").
  const stopNear = STOP_ASKING.test(previous.slice(-NEIGHBOUR_REACH)) || STOP_ASKING.test(next.slice(0, NEIGHBOUR_REACH));
  if (ACT_ORDERED.test(sentence) && stopNear && !negatedBefore(sentence, sentence.length)) out.add('safety-off');
  if (asserted(AGENT_ACTOR, sentence) && UNSEEN.test(sentence) && UNSEEN_ACT.test(sentence)) out.add('concealment');
  if (asserted(PLAINTEXT_CREDENTIALS, sentence)) out.add('safety-off');
  if (asserted(FAILURE_MUTED, sentence) && EVERY_JOB.test(sentence)) out.add('safety-off');
  const removal = REMOVE_WORDS.exec(sentence);
  if (removal && !negatedBefore(sentence, removal.index) && TEST_WORDS.test(sentence) && TESTS_IN_WAY.test(sentence)) out.add('safety-off');
  // The norm's own word may be "rule" ("la règle est de …"): a rule counts as scoping only after the switch-off.
  const off = SWITCH_OFF.exec(sentence);
  const scoped = off !== null && (SCOPED_OFF.test(sentence) || ONE_RULE.test(sentence.slice(off.index)));
  if (NORM.test(sentence) && asserted(SWITCH_OFF, sentence) && SAFEGUARDS.test(sentence) && !scoped) out.add('safety-off');
  // A safeguard's configuration removed with nothing in its place ("Just delete .eslintrc"; "… .eslintrc; biome replaces it" is kept).
  const guardFile = removal !== null && GUARD_FILES.test(sentence.slice(removal.index)) && !negatedBefore(sentence, removal.index);
  if (guardFile && !REPLACEMENT.test(`${sentence} ${next.slice(0, NEIGHBOUR_REACH)}`)) out.add('safety-off');
  const flow = (NETWORK_SINK.test(sentence) || PUBLIC_SINK.test(sentence)) && sensitiveSource(sentence) ? assertedAt(FLOW, sentence) : -1;
  if (flow >= 0) out.add('exfiltration', flow);
  const split = flow < 0 ? splitFlowAt(sentence, previous) : -1;
  if (split >= 0) out.add('exfiltration', split);
  const shownValue = variableShownAt(sentence);
  if (shownValue >= 0) out.add('exfiltration', shownValue);
  // A negation inside the act counts too ("Ne commite jamais .env dans le dépôt", "No añadas nunca …").
  const into = INTO_REPOSITORY.exec(sentence);
  const committed = into !== null && !negatedBefore(sentence, into.index + into[0].length) ? into.index : -1;
  if (committed >= 0 && !IGNORED.test(sentence) && CREDENTIAL_PLACES.test(withoutOwnConfigReads(sentence).replace(UPPER_NAMES, ' ')))
    out.add('exfiltration', committed);
  const printed = credentialPiped(sentence);
  if (printed >= 0 && !negatedBefore(sentence, printed)) out.add('exfiltration', printed);
  const root = assertedAt(DESTROY_ROOT, sentence);
  if (root >= 0) out.add('destructive', root);
  const wholeTree = findDestroys(sentence);
  if (wholeTree >= 0 && !negatedBefore(sentence, wholeTree)) out.add('destructive', wholeTree);
  // The shared branch is the push's own target: named after it in its clause ("force-push your branch; main is protected" is not).
  const pushed = FORCED_PUSH.exec(sentence);
  const reach = pushed === null ? '' : (sentence.slice(pushed.index).split(/[;.!?]/u)[0] ?? '');
  // The target ends where a clause of time, reason or contrast begins (its first word past the push's own).
  const cut = TARGET_END.exec(reach.slice(pushed?.[0].length ?? 0));
  const target = cut === null ? reach : reach.slice(0, (pushed?.[0].length ?? 0) + cut.index);
  // Blocked, rejected or refused after the push is a guard stated ("git push --force is blocked on main"; "… is disabled by
  // branch protection" is read by `shownAt`'s GUARDED_AFTER); a push to one's own branch is routine after a rebase.
  // The push as the subject of a guard, in any language read ("Les force push sont bloqués sur main") is a fact too.
  const guarded = pushed !== null && guardedAct(sentence.slice(pushed.index + pushed[0].length));
  if (pushed && SHARED_BRANCH.test(target) && !OWN_BRANCH.test(target) && !negatedBefore(sentence, pushed.index) && !NEGATION.test(reach) && !guarded)
    out.add('destructive', pushed.index);
  const metadata = assertedAt(METADATA_HOSTS, sentence);
  if (metadata >= 0 && !clientReadsMetadata(sentence)) out.add('credential-access', metadata);
}
