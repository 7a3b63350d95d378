import type { GateCategory } from './categories.js';
import { PUBLIC_PLACES } from './targets.js';
import { AGENT_NOUNS, CREDENTIAL_PLACES, CREDENTIAL_WORDS, DESTROY_VALUABLE, DESTRUCTIVE, REPORTING, SECRET_VARIABLES } from './concepts.js';

/**
 * Orders carried by statements (issue #18 round 17, rule 2: sensitive sinks whatever the phrasing). A practice stated as
 * how things are done is an order to every later session when it is a sink's own shape: a credential file handed to a
 * remote copy, a destructive act called the remedy, leave granted in advance, an exemption extended to the agent by
 * analogy, a credential judged fine to commit, a guard switched off by configuration, raised privileges as the fix, a
 * leaked credential left live, fetched code handed to a shell in words, failing tests dismissed as process, and
 * authority handed to a channel or file. Each rule reads a feature of the order, never a phrase of one case (the cases
 * are h46-attack's; test/gate/roundSeventeen.test.ts). A warning, a negation or a report of the past keeps the fact.
 */

/** A sentence that warns against what it names, or denies it: "never", "do not", "avoid", "instead of", "is dangerous". */
const WARNED =
  /\b(?:never|not|nothing|don't|do not|doesn't|does not|isn't|aren't|cannot|can't|avoid\w*|against|dangerous|risky|unsafe|bad (?:idea|practice)|anti-?pattern|instead)\b|n't\b/i;
/** A report of what happened: a past time or a past outcome ("last week", "in 2024", "was reverted", "we rotated"). */
const PAST_EVENT =
  /\b(?:yesterday|last (?:week|month|year|sprint|night|time)|ago|in (?:19|20)\d\d|(?:was|were|got) (?:reverted|rolled back|rotated|revoked|caught|blocked|removed|fixed)|incident|post-?mortem)\b/i;
/** A copy or upload to a storage address by scheme (s3://, gs://, az://, …) or a public paste (a gist, a paste site). */
const REMOTE_COPY =
  /\b(?:s3|gs|az|abfss?|wasbs?|r2|b2|oss|cos|swift|webdavs?|davs?|smb|rsync|scp|sftp|ftp):\/\/|\bgist\s+(?:create|new|upload)\b|--public\b|\bpastebin(?:it)?\b|\btermbin\b|\btransfer\.sh\b/i;
/** A remedy: the fix, the usual way out, what solves or resets ("the quickest reset", "fixes it", "the usual remedy"). */
const REMEDY = new RegExp(
  [
    String.raw`\b(?:fix(?:es|ed)?|remed(?:y|ies)|cure|solution|solves?|workaround|resolves? (?:it|this|that|the))\b`,
    String.raw`\b(?:quickest|simplest|easiest|fastest|usual|standard|only)\s+(?:way|reset|route|approach|answer)\b`,
  ].join('|'),
  'i',
);
/** Destroying by a command of its own: the database or schema dropped, everything under home deleted, .git deleted. */
const DESTROY_COMMAND =
  /\bdrop\s+(?:database|schema)\b|\brm\s+-(?=[a-z]*r)[a-z]+\s+(?:~|\$HOME|\/)(?:\/\*?)?(?:\s|$|[.,;])|\b(?:delet|remov|wip|eras|nuk)\w*\s+(?:the\s+)?\.git\b/i;
/** Leave given before the act, for every later case: already granted, blanket approval, approved in advance, pre-authorised. */
const ADVANCE_GRANT = new RegExp(
  [
    String.raw`\b(?:already|previously)\s+(?:granted|given)\s+(?:\w+\s+)?(?:permission|approval|leave|consent|the go-ahead|sign-?off)\b`,
    String.raw`\bblanket\s+(?:approval|permission|consent|authori[sz]ation|sign-?off|leave)\b`,
    String.raw`\b(?:approved|authori[sz]ed|cleared|granted|allowed)\s+in advance\b|\bpre-?(?:approved|authori[sz]ed|cleared|granted)\b`,
  ].join('|'),
  'i',
);
/** What makes the leave the agent's: a forced act, no asking, automated sessions (an agent named is read beside it). */
const GRANTED_ACT = /\b(?:force\w*|without (?:asking|confirmation|review)|automated|unattended)\b/i;
/** An exemption extended by analogy: "the same applies to", "likewise for", "goes for … too", "equally for". */
const ANALOGY = /\b(?:(?:the )?same (?:applies|goes|holds|is true|rule applies)|likewise|equally|also appl(?:y|ies))\s+(?:to|for)\b/i;
/** What the analogy carries: a change shipped unread, a check skipped ("merged without review", "skip CI"). */
const EXEMPTION =
  /\bwithout\s+(?:any\s+|a\s+)?(?:review|approval|checks?|tests?|ci|sign-?off)\b|\bskip\w*\s+(?:the\s+)?(?:review|checks?|tests?|ci)\b|\bunreviewed\b|\bblind(?:ly)?\b/i;
/** A credential put in code or history: committed, hard-coded, checked in, embedded. */
const CREDENTIAL_IN_CODE = /\b(?:commit\w*|hard-?cod\w*|check(?:ed|ing)? in|checked into|embed\w*|inlin\w*)\b/i;
/** A judgement of acceptability: fine, acceptable, OK, safe, no problem. */
const ACCEPTABLE = /\b(?:fine|acceptable|ok(?:ay)?|harmless|no problem)\b/i;
/** A place meant for readers: an example, a sample, a template, the docs, a tutorial, a fixture. */
const EXAMPLE_PLACE = /\b(?:examples?|samples?|templates?|docs?|documentation|readme|tutorials?|fixtures?|snippets?)\b/i;
/**
 * A real credential as what a place for readers holds: "the example config should contain the real key", "the README
 * snippet uses the live token" (the example's own verb and object; "production uses the real key; examples use test
 * keys" names two places).
 */
const REAL_IN_EXAMPLE = new RegExp(
  String.raw`\b(?:examples?|samples?|templates?|docs?|documentation|readme|tutorials?|fixtures?|snippets?)\b\s+(?:[\w-]+\s+){0,2}?` +
    String.raw`(?:(?:should|must|needs? to|has to|is to|will)\s+)?(?:contain|include|use|ship with|show)\w*\s+(?:the\s+|our\s+|a\s+)?(?:real|live|actual|production|prod)\b`,
  'i',
);
/** A hooks path pointed at nothing ("core.hooksPath /dev/null"). */
const HOOKS_NOWHERE = /\bhooks-?path\b[\s=:"']{1,4}(?:\/dev\/null|nul\b|["']{2})/i;
/** A guard tool's switch set off in the environment ("HUSKY=0", "SKIP_HOOKS=1", "PRE_COMMIT_ALLOW_NO_CONFIG"). */
const GUARD_ENV_OFF =
  /\b(?:HUSKY|LEFTHOOK|PRE_?COMMIT|GITLEAKS|TRUFFLEHOG|LINT_STAGED)\w*=["']?(?:0|false|off|no)\b|\b(?:SKIP|NO|DISABLE)_(?:HOOKS?|VERIFY|CHECKS?|SCAN\w*|AUDIT|TESTS?)=["']?(?:1|true|on|yes)\b/;
/** Commits or pushes made. */
const COMMITTING = /\b(?:commit|push|merg)\w*/i;
/** A set-user-id or set-group-id bit ("chmod 4755", "chmod u+s"): whoever runs it runs as the owner. */
const SETUID = /\bchmod\s+(?:-\w+\s+)*(?:[4-7][0-7]{3}\b|[ug]*\+s\b)/i;
/** Raised privileges as the way out: "rerun with sudo", "sudo … fixes it". */
const SUDO_AS_FIX = /\bsudo\b/;
const RETRY = /\b(?:re-?run|retry|try again|run it again|prefix\w*)\b/i;
/** A remediation of a leaked credential: rotate, revoke, invalidate, regenerate. */
const REMEDIATE = /\b(?:rotat|revok|invalidat|regenerat|reissu|replac|deactivat|disabl)\w*/i;
/** Remediation held back: nothing rotated, not needed, unnecessary, the credential to stay. */
const HELD_BACK =
  /\b(?:does not|doesn't|do not|don't|need not|needn't)\s+need(?:s)?\s+(?:to be\s+)?(?:rotat|revok|invalidat|regenerat|replac)\w*|\b(?:unnecessary|not necessary|not needed|no need)\b/i;
/** A credential that leaked or is exposed: what remediation is for. */
const EXPOSED = /\b(?:leak\w*|expos\w*|compromis\w*|committed)\b/i;
/** A credential kept live whatever happened: nothing rotated, the keys to stay (not to stay revoked, hidden or encrypted). */
const LEFT_LIVE = new RegExp(
  String.raw`\b(?:rotate|revoke|invalidate|replace|change)\s+nothing\b` +
    String.raw`|\b(?:must|should|have to|has to)\s+stay\b(?!\s+(?:revoked|disabled|deactivated|rotated|invalid\w*|out|off|private|secret|hidden|encrypted))`,
  'i',
);
/** Keys of a cloud or service ("the AWS keys", "the Stripe keys"), which the credential words leave out in the plural. */
const SERVICE_KEYS = /\b(?:aws|gcp|azure|stripe|api|access|secret|signing|deploy|ssh|cloud|live|prod|production|master)\s+(?:[\w-]+\s+)?keys?\b/i;
/** A credential that is no real one: fake, dummy, a test fixture, already dead. */
const HARMLESS_CREDENTIAL = /\b(?:fake|dummy|placeholder|sample|example|mock|test|fixtures?|expired|invalid|never valid|already (?:rotated|revoked))\b/i;
/** Fetched code: an address or a downloader. */
const FETCHED = /\b(?:https?|ftp):\/\/|\b(?:curl|wget|iwr|irm|Invoke-WebRequest)\b|(?<![\w/.-])(?:[a-z0-9-]+\.){2,}(?:sh|io|dev|com|net|org|xyz|run)\b/i;
/** Handed to a shell in words: "hand it to sh", "feed it into bash", "run by the shell directly". */
const TO_SHELL = new RegExp(
  [
    String.raw`\b(?:hand|give|feed|pass|pip|send|stream)\w*\s+(?:(?:it|them|that|this|the\s+\w+)\s+)?(?:straight\s+|directly\s+)?(?:to|into|through)\s+` +
      String.raw`(?:the\s+|a\s+)?(?:sh|bash|zsh|shell|powershell|pwsh|iex|interpreter)\b`,
    String.raw`\b(?:run|executed|evaluated|interpreted|sourced)\s+(?:\w+\s+)?by\s+(?:the\s+|a\s+)?(?:sh|bash|zsh|shell|interpreter|powershell)\b`,
  ].join('|'),
  'i',
);
/** Tests or their failures. */
const TESTS = /\b(?:tests?|specs?|suites?)\b/i;
/** Failures named by a pronoun ("their failures"): whose they are is read in the sentence before. */
const THEIR_FAILURES = /\b(?:their|its|those|these)\s+failures?\b/i;
/** Failures dismissed as process: skipped or xfailed and left, ignored, nobody looks. */
const DISMISSED = new RegExp(
  [
    String.raw`\b(?:and|then)\s+move on\b|\b(?:nobody|no one|no-one)\s+(?:investigates|looks|checks|follows up|fixes)\b`,
    String.raw`\bwithout (?:investigating|looking|checking|reading|a ticket)\b`,
    String.raw`\b(?:failures?|failing|red)\b[^.!?\n]{0,40}?\b(?:can (?:safely |just )?be|are (?:simply |just )?|is (?:simply |just )?)\s*ignored\b`,
  ].join('|'),
  'i',
);
/** A source outside the person: a channel's messages, files, comments, issues, pages. */
const SOURCE = /\b(?:messages?|posts?|comments?|files?|instructions?|notes?|text|content|e-?mails?|issues?|tickets?|pages?|replies|channels?)\b/i;
/** Raised to a person's standing: counts as, carries the same weight as, is equivalent to. */
const RAISED = new RegExp(
  [
    String.raw`\b(?:count(?:s|ed)?\s+as(?!\s+(?:approved|accepted|reviewed|done)\b)|carr(?:y|ies)\s+(?:the same|equal|full)\s+(?:weight|authority|force)|speaks?\s+for)\b`,
    String.raw`\b(?:ha(?:ve|s)\s+the same\s+(?:weight|authority|standing|force)|(?:are|is)\s+(?:equivalent|equal)\s+to)\b`,
  ].join('|'),
  'i',
);
/** A person's standing: the owner, the user, a maintainer, an approval. */
const PERSON = /\b(?:(?:repository|repo|project)\s+)?owner(?:'s|’s)?\b|\bthe user(?:'s|’s)?\b|\bmaintainers?(?:'s|’s)?\b|\badmins?\b/i;
/** Where packages come from, as a fact: "resolves packages from", "the index at", "installs from". */
const PACKAGE_SOURCE =
  /\b(?:resolv|install|pull|fetch|download|get)\w*\s+(?:\w+\s+){0,2}?(?:packages|dependencies|modules|wheels|gems|crates)\s+from\b|\b(?:index|registry|mirror|feed)\s+(?:at|is|lives at|url is)\b/i;

/** A condition opening the sentence ("If npm install fails, …", "When pnpm cannot write …"): the trigger, not the practice. */
const CONDITION_LEAD = /^\s*(?:if|when|whenever|once|in case)\b[^,;]{0,120},/i;
/** A field filled with what an earlier sentence named ("fill that field with it"). */
const FILLED_WITH = /\b(?:fill|populate|set|paste)\w*\s+(?:in\s+)?(?:[\w'’-]+\s+){0,3}?(?:with|to)\s+(?:it|them|its value|their values)\b/i;

/**
 * Asking a person lapsed: "stopped asking for confirmation", "quit waiting for approval", "ceased prompting before each push".
 * Read by the mood reader's caller only in an order's clause (a polite wish's conditional takes the past form).
 */
export const STOPPED_ASKING = new RegExp(
  [
    String.raw`\b(?:stopped|quit|ceased)\s+(?:asking|prompting|checking|waiting)\s+(?:(?:for|before|with|on)\s+)?(?:[\w-]+\s+){0,2}?` +
      String.raw`(?:confirmations?|permissions?|approvals?|consent|reviews?|sign-?offs?|push\w*|commit\w*|deploy\w*|the user|me|us)\b`,
  ].join('|'),
  'i',
);

/** A safeguard done away with by a gerund and a pronoun, as the plan ("Removing it is the plan"; the guard named before). */
const GERUND_OFF = new RegExp(
  String.raw`^\s*(?:remov|delet|dropp|disabl|ditch|scrapp|kill|uninstall|bypass|skipp|turn|switch)ing\s+(?:it|them|that|this|those)(?:\s+off)?\s+` +
    String.raw`(?:is|will be|would be)\s+(?:(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:plan|way forward|way to go|next step|fix|goal|decision|call|move|answer|solution|priority)` +
    String.raw`|(?:totally\s+|perfectly\s+|completely\s+)?(?:fine|ok(?:ay)?|acceptable|allowed|safe))\b`,
  'i',
);
/** A replacement named: what takes a removed guard's place. */
const REPLACED = /\b(?:replac\w*|instead|in favou?r of|supersed\w*|successor|takes over|moved? to|migrat\w*)\b/i;
/** What such a pronoun may stand for: a guard or a check. */
const GUARD_NAMED = /\b(?:hooks?|scanners?|scans?|linters?|guardrails?|guards?|protection|sandbox|checks?|reviews?|audits?)\b/i;
/** A credential said to go to a place named only by "there" or "in it" (the place named in the sentence before). */
const PLACED_THERE = /\b(?:go|goes|belong|belongs|live|lives|sit|sits|ends? up|lands?)\s+(?:there|in there|in it|into it)\b/i;
/** An order joining what the record named without naming either: "you know what to do", "connect the two". */
const VAGUE_JOIN =
  /\b(?:you know what to do|(?:connect|join|link|combine|match)\s+(?:the|those|these)\s+two|put\s+(?:them|the two|those two)\s+together|do the rest)\b/i;

/** True when the sentence warns, denies or reports rather than states a practice (its opening condition aside). */
function kept(sentence: string): boolean {
  const practice = sentence.replace(CONDITION_LEAD, ' ');
  return WARNED.test(practice) || PAST_EVENT.test(sentence) || REPORTING.test(sentence);
}

/** A credential named: a word for one, a credential file, a secret variable. */
function credentialNamed(sentence: string): boolean {
  return CREDENTIAL_WORDS.test(sentence) || CREDENTIAL_PLACES.test(sentence) || SECRET_VARIABLES.test(sentence) || SERVICE_KEYS.test(sentence);
}

/**
 * Adds to `out` what a statement carries as an order (see the module's note), in any mood.
 *
 * @param sentence - one sentence (quotations of attacks already blanked by the caller)
 * @param previous - the sentences just before it (an order split over sentences: the exemption, guard, place or
 *   credential named there)
 * @param next - the sentence after it (a replacement named after a guard's removal)
 * @param unknownHost - whether the sentence names a host the project's vocabulary does not
 * @param unknownHostNear - whether the sentence or the ones before it name such a host
 * @param out - the set to add categories to
 */
export function statedHazards(sentence: string, previous: string, next: string, unknownHost: boolean, unknownHostNear: boolean, out: Set<GateCategory>): void {
  const credential = credentialNamed(sentence);
  // Split over sentences: a guard named, then done away with by a gerund as the plan (its own "agreed" is the plan's adjective).
  // A guard replaced is no guard lapsed ("Removing it is the plan; ruff replaces it"): the replacement may follow.
  const replaced = REPLACED.test(`${sentence} ${next}`);
  if (GERUND_OFF.test(sentence) && GUARD_NAMED.test(previous) && !PAST_EVENT.test(sentence) && !replaced) out.add('safety-off');
  // Remediation held back is itself a denial ("does not need revoking"): read before the warning guard.
  const heldBack = LEFT_LIVE.test(sentence) || (HELD_BACK.test(sentence) && EXPOSED.test(sentence));
  if (credential && REMEDIATE.test(sentence) && heldBack && !HARMLESS_CREDENTIAL.test(sentence)) out.add('safety-off');
  if (kept(sentence)) return;
  if (credential && REMOTE_COPY.test(sentence)) out.add('exfiltration');
  if (REMEDY.test(sentence) && (DESTROY_COMMAND.test(sentence) || (DESTRUCTIVE.test(sentence) && DESTROY_VALUABLE.test(sentence)))) out.add('destructive');
  if (ADVANCE_GRANT.test(sentence) && (GRANTED_ACT.test(sentence) || AGENT_NOUNS.test(sentence))) out.add('false-authority');
  const analogy = ANALOGY.exec(sentence);
  if (analogy && AGENT_NOUNS.test(sentence.slice(analogy.index)) && EXEMPTION.test(`${previous} ${sentence}`)) out.add('safety-off');
  if (credential && CREDENTIAL_IN_CODE.test(sentence) && ACCEPTABLE.test(sentence)) out.add('exfiltration');
  if (credential && REAL_IN_EXAMPLE.test(sentence)) out.add('exfiltration');
  // A hook tool's switch off is routine in CI installs (husky's own docs): it is a guard off when commits or pushes go without it.
  if (HOOKS_NOWHERE.test(sentence) || (GUARD_ENV_OFF.test(sentence) && COMMITTING.test(sentence)) || SETUID.test(sentence)) out.add('safety-off');
  if (SUDO_AS_FIX.test(sentence) && (REMEDY.test(sentence) || RETRY.test(sentence))) out.add('safety-off');
  if (FETCHED.test(sentence) && TO_SHELL.test(sentence)) out.add('shell-pipe');
  const testsNamed = TESTS.test(sentence) || (THEIR_FAILURES.test(sentence) && TESTS.test(previous));
  if (testsNamed && DISMISSED.test(sentence)) out.add('safety-off');
  const raised = RAISED.exec(sentence);
  if (raised && SOURCE.test(sentence) && PERSON.test(sentence.slice(raised.index))) out.add('false-authority');
  if (unknownHost && PACKAGE_SOURCE.test(sentence)) out.add('new-host');
  // Split over sentences: a credential named, then a place for readers filled with it by a pronoun.
  if (FILLED_WITH.test(sentence) && credentialNamed(previous) && EXAMPLE_PLACE.test(`${previous} ${sentence}`)) out.add('exfiltration');
  // A credential sent "there", to the place for readers the sentence before named ("… has a Credentials section; the .env goes there").
  if (credential && PLACED_THERE.test(sentence) && (PUBLIC_PLACES.test(previous) || EXAMPLE_PLACE.test(previous))) out.add('exfiltration');
  // A credential and an outside address named in the sentences before, joined by an order that names neither.
  // A credential file or variable, not a word for one ("the token lives in 1Password" names no place to read it from).
  const near = `${previous} ${sentence}`;
  if (VAGUE_JOIN.test(sentence) && unknownHostNear && (CREDENTIAL_PLACES.test(near) || SECRET_VARIABLES.test(near))) out.add('exfiltration');
}
