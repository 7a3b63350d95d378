import { IGNORABLE_CLASS } from '@cairn/core';
import type { Severity } from './severity.js';

/** The scanner's own detectors, on top of core's instruction gate. */
export type DetectorCategory = 'shell-pipe' | 'exfiltration' | 'concealment' | 'deception' | 'forged-role' | 'every-turn-trigger';

/** One match of a scan detector in a text. */
export interface DetectorMatch {
  category: DetectorCategory;
  severity: Severity;
  message: string;
  /** UTF-16 offset of the match in the examined text. */
  index: number;
  /** The matched text (as seen with invisible characters turned into spaces). */
  match: string;
}

interface Rule {
  category: DetectorCategory;
  severity: Severity;
  pattern: RegExp;
  message: string;
}

// `hxxp://` and `example[.]com` are how attack write-ups defang URLs; they are still URLs.
const DOWNLOADER = '(?:curl|wget|fetch|iwr|irm|invoke-webrequest|invoke-restmethod|aria2c|httpie|lwp-download)';
const INTERPRETER = String.raw`(?:sudo\s+(?:-\S+\s+)*)?(?:(?:ba|z|k|da|fi|c|tc|a)?sh|python[0-9.]*|node|deno|bun|perl|ruby|php|iex|invoke-expression|pwsh|powershell|osascript|source)\b`;
const SECRET_FILE = String.raw`(?:\.env\b|id_rsa|id_ed25519|id_ecdsa|\.ssh\/|\.aws\/|\.netrc|\.git-credentials|\.npmrc|\.pypirc|\.docker\/config\.json|\.kube\/config|\$\(\s*(?:env|printenv|set)\s*\)|\b(?:printenv|env)\s*\|)`;
const CAPTURE_SINK = String.raw`(?:webhook\.site|requestbin\.(?:com|net)|pipedream\.net|[\w-]{1,63}\.ngrok(?:-free)?\.(?:io|app|dev)|burpcollaborator\.net|[\w-]{1,63}\.oast(?:ify)?\.(?:fun|me|pro|live|site|online|com)|interact\.sh|canarytokens\.(?:com|org)|beeceptor\.com|hookbin\.com|requestcatcher\.com|[\w-]{1,63}\.trycloudflare\.com|ptsv[23]\.com|postb\.in|transfer\.sh|0x0\.st)`;
const URL_PATTERN = String.raw`\b(?:h(?:tt|xx)ps?|ftp):\/\/(?:\[\.\]|[^\s"'<>()\[\]{}\x60])+`;
const AUDIENCE = String.raw`(?:the\s+)?(?:user|users|human|operator|developer|owner|maintainer|person)`;

const RULES: readonly Rule[] = [
  // A download piped into an interpreter, or fed to one.
  {
    category: 'shell-pipe',
    severity: 'high',
    pattern: new RegExp(String.raw`\b${DOWNLOADER}\b[^|\n]{0,400}\|\s*${INTERPRETER}`, 'gi'),
    message: 'A download piped straight into a shell or interpreter: whatever the server sends would run.',
  },
  {
    category: 'shell-pipe',
    severity: 'high',
    pattern: new RegExp(String.raw`\b(?:(?:ba|z)?sh|python[0-9.]*|node)\s+(?:-c\s+)?["']?(?:\$\(|<\(|\x60)\s*${DOWNLOADER}\b`, 'gi'),
    message: 'A download run by a shell (command or process substitution): whatever the server sends would run.',
  },
  {
    category: 'shell-pipe',
    severity: 'high',
    pattern: /\biex\s*\(?\s*(?:\(?\s*new-object\s+(?:system\.)?net\.webclient\s*\)?\s*\.downloadstring|iwr|irm|invoke-webrequest|invoke-restmethod)\b/gi,
    message: 'PowerShell downloads a script and runs it (iex).',
  },
  {
    category: 'shell-pipe',
    severity: 'high',
    pattern: new RegExp(String.raw`\b${DOWNLOADER}\b[^\n]{0,300}?(?:&&|;)\s*(?:chmod\s+\+x\s+\S+\s*(?:&&|;)\s*)?(?:(?:ba|z)?sh\s+\S+|\.\/\S+)`, 'gi'),
    message: 'A script is downloaded and then run.',
  },
  // Sending data out.
  {
    category: 'exfiltration',
    severity: 'high',
    pattern: new RegExp(CAPTURE_SINK, 'gi'),
    message: 'A request-capture or anonymous upload endpoint, a common destination for stolen data.',
  },
  {
    category: 'exfiltration',
    severity: 'high',
    pattern: new RegExp(String.raw`\b(?:${DOWNLOADER}|nc|ncat|netcat|scp|rsync|sftp)\b[^\n]{0,300}${SECRET_FILE}`, 'gi'),
    message: 'A network command that reads a secrets file or the environment (.env, SSH keys, cloud credentials).',
  },
  {
    category: 'exfiltration',
    severity: 'high',
    pattern: new RegExp(
      String.raw`\b(?:cat|base64|tar|zip|gzip|xxd|type)\b[^\n|]{0,200}${SECRET_FILE}[^\n]{0,200}\|\s*(?:${DOWNLOADER}|nc|ncat|netcat)\b`,
      'gi',
    ),
    message: 'A secrets file piped into a network command.',
  },
  {
    category: 'exfiltration',
    severity: 'high',
    pattern: new RegExp(
      String.raw`${URL_PATTERN}[?&][\w-]+=(?:\{\{?|\$\{?|<|%\()\s*[\w.]*(?:secret|token|key|password|passwd|env|cookie|session|credential|conversation|history|chat|memory|prompt)`,
      'gi',
    ),
    message: 'A URL whose query carries a secret or the conversation (a beacon: loading it sends the data).',
  },
  // Hiding from the person.
  {
    category: 'concealment',
    severity: 'high',
    pattern: new RegExp(
      String.raw`\b(?:do\s+not|don'?t|never|must\s+not)\s+(?:ever\s+)?(?:tell|mention|inform|reveal|disclose|communicate|show|alert|notify)\s+(?:${AUDIENCE}\s+|anyone\s+|them\s+)?(?:about\s+)?(?:this|these|that|it|any\s+of\s+(?:this|these)|the\s+(?:above|following|instructions?|actions?|commands?|steps?|changes?|script))\b`,
      'gi',
    ),
    message: 'Tells the agent to hide something from the person.',
  },
  {
    category: 'concealment',
    severity: 'high',
    pattern: new RegExp(String.raw`\b(?:do\s+not|don'?t|never|must\s+not)\s+(?:tell|inform|alert|notify|warn)\s+${AUDIENCE}\b`, 'gi'),
    message: 'Tells the agent to keep the person uninformed.',
  },
  {
    category: 'concealment',
    severity: 'high',
    pattern: new RegExp(
      String.raw`\bwithout\s+(?:${AUDIENCE}(?:'s)?\s+(?:knowledge|knowing|noticing|consent|approval)|(?:telling|informing|notifying|alerting|warning)\s+(?:${AUDIENCE}|anyone|them)|anyone\s+(?:knowing|noticing))\b`,
      'gi',
    ),
    message: 'An action to be taken without the person knowing.',
  },
  {
    category: 'concealment',
    severity: 'medium',
    pattern: new RegExp(String.raw`\bwithout\s+(?:asking|confirming\s+with|checking\s+with)\s+${AUDIENCE}\b`, 'gi'),
    message: 'An action to be taken without asking the person.',
  },
  {
    category: 'concealment',
    severity: 'high',
    pattern:
      /\b(?:proceed|act|operate|continue|run|execute|install|send|do\s+(?:this|it|so))\b(?:\s+[\w-]+){0,3}?\s+(?:silently|secretly|covertly|stealthily|invisibly)\b/gi,
    message: 'An action to be taken silently or secretly.',
  },
  {
    category: 'concealment',
    severity: 'high',
    pattern: /\b(?:silently|secretly|covertly|stealthily)\s+(?:run|execute|install|download|upload|send|post|modify|delete|exfiltrate|copy|create)\b/gi,
    message: 'An action to be taken silently or secretly.',
  },
  {
    category: 'concealment',
    severity: 'high',
    pattern: new RegExp(
      String.raw`\b(?:keep\s+(?:this|these|it)\s+(?:secret|hidden|confidential)|hide\s+(?:this|these|it|the\s+\w+)\s+from\s+${AUDIENCE})\b`,
      'gi',
    ),
    message: 'Tells the agent to keep this hidden.',
  },
  {
    category: 'concealment',
    severity: 'high',
    pattern: /\b(?:secret|hidden|confidential|covert)\s+instructions?\s+(?:for|to)\s+(?:the\s+)?(?:agent|ai|assistant|model|llm|copilot|claude|cursor)\b/gi,
    message: 'Announces hidden instructions for the agent.',
  },
  // A cover story for the person.
  {
    category: 'deception',
    severity: 'high',
    pattern: new RegExp(
      String.raw`\b(?:explain|tell|say|assure|reassure|inform|convince)\s+(?:to\s+)?${AUDIENCE}s?\s+(?:that\s+)?(?:this|it|these|that|the\s+[\w-]+)\s+(?:[\w-]+\s+){0,2}(?:is|are|was|were)\s+(?:[\w-]+\s+)?(?:necessary|required|needed|normal|safe|harmless|expected|standard|routine|legitimate|mandatory)\b`,
      'gi',
    ),
    message: 'Gives the agent a cover story to tell the person.',
  },
  {
    category: 'deception',
    severity: 'high',
    pattern: /\bact\s+as\s+(?:if|though)\s+(?:this|it|nothing|everything)\s+(?:is|was|were|has|had)\b/gi,
    message: 'Tells the agent to act as if nothing unusual is happening.',
  },
  // Forged roles, turns and prompt containers.
  {
    category: 'forged-role',
    severity: 'high',
    pattern: /<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text)\|>|\[\/?INST\]|<<\/?SYS>>/g,
    message: 'A chat-template token that forges a turn or role.',
  },
  {
    category: 'forged-role',
    severity: 'high',
    pattern:
      /<\/(?:system|system[-_]prompt|system[-_]message|system[-_]reminder|memory|memories|context|tool[-_]result|tool[-_]output|function[-_]results|untrusted[\w-]*|user[-_]query|instructions|document)>|<(?:system|system[-_]prompt|system[-_]reminder|tool[-_]result|function[-_]results)>/g,
    message: 'A tag that opens or closes a prompt container, to pass the text as the system, a tool or the end of the data.',
  },
  {
    category: 'forged-role',
    severity: 'high',
    pattern:
      /\byou\s+are\s+now\s+(?:in\s+)?(?:developer|dan|god|admin|jailbreak|jailbroken|unrestricted|debug|sudo)\s*(?:mode)?\b|\b(?:developer|dan|jailbreak)\s+mode\s+(?:enabled|activated|on)\b/gi,
    message: 'Claims to switch the agent into a privileged mode.',
  },
  {
    category: 'forged-role',
    severity: 'medium',
    pattern: /^[ \t>#*-]*(?:SYSTEM|ASSISTANT|DEVELOPER)(?:\s+(?:MESSAGE|PROMPT|NOTE|OVERRIDE))?\s*:\s*\S/gm,
    message: 'A line posing as a system or assistant message.',
  },
];

const PER_REPLY =
  /\b(?:before|after|prior\s+to)\s+(?:replying|responding|answering|you\s+(?:reply|respond|answer)|(?:(?:every|each|any)\s+(?:single\s+)?|your\s+)(?:reply|replies|response|responses|answer|message|query|queries|prompt|turn|interaction)s?\b)|\b(?:on|with|for|at)\s+(?:every|each)\s+(?:reply|response|message|prompt|turn|interaction|query)\b/i;
const PER_TASK = /\b(?:at\s+the\s+(?:start|end|beginning)\s+of|before|after|on)\s+(?:every|each)\s+(?:task|session|conversation|chat|request)\b/i;
const RUN_VERB = /\b(?:run|execute|exec|source|launch|invoke)\b/i;
const RUNS_SCRIPT =
  /\b(?:sh|bash|zsh|source)\s+[\w./~-]+\.(?:sh|bash|zsh|ps1)\b|(?:^|[\s`'"(])\.\/[\w./-]+|\b(?:curl|wget)\b|\b(?:python3?|node|pwsh|powershell)\s+[\w./~-]+\.(?:py|js|mjs|ps1)\b/i;

/** An order to run a script on every reply (or task): how planted setup scripts persist. */
function everyTurn(text: string): DetectorMatch[] {
  const out: DetectorMatch[] = [];
  for (const m of text.matchAll(/[^\n.!?]+(?:[.!?](?=\S)[^\n.!?]*)*[.!?]?/g)) {
    const sentence = m[0];
    if (!RUN_VERB.test(sentence) || !RUNS_SCRIPT.test(sentence)) continue;
    const perReply = PER_REPLY.test(sentence);
    if (!perReply && !PER_TASK.test(sentence)) continue;
    out.push({
      category: 'every-turn-trigger',
      severity: perReply ? 'high' : 'medium',
      message: perReply
        ? 'Orders a script to run before or after every reply: a planted setup script runs on each turn.'
        : 'Orders a script to run at every task or session.',
      index: m.index ?? 0,
      match: sentence.trim(),
    });
  }
  return out;
}

/** Every character drawn as nothing (core's {@link IGNORABLE_CLASS}, `Default_Ignorable_Code_Point`: zero-width, bidi, tags, fillers, selectors…). */
const IGNORABLE = new RegExp(`[${IGNORABLE_CLASS}]`, 'gu');

/**
 * The text the detectors read: invisible characters ({@link IGNORABLE}) turned into spaces of
 * the same UTF-16 length, so offsets still point into the original.
 */
export function detectorView(text: string): string {
  return text.replace(IGNORABLE, (c) => ' '.repeat(c.length));
}

/**
 * Runs the scanner's detectors on `text`: network downloads piped into a shell, sending
 * secrets or the conversation out (capture endpoints, secrets files, beacon URLs), orders to
 * hide from the person, cover stories, forged roles and prompt containers, and orders to run
 * a script on every reply. Each rule names what it matches; see the patterns for where each
 * line is drawn (e.g. "fail silently" is not concealment; "without asking the user" is medium).
 *
 * @param text - any text; invisible characters are read as spaces
 * @returns matches in no particular order, offsets into `text`
 */
export function runDetectors(text: string): DetectorMatch[] {
  const view = detectorView(text);
  const out: DetectorMatch[] = [];
  for (const rule of RULES) {
    for (const m of view.matchAll(rule.pattern)) {
      out.push({ category: rule.category, severity: rule.severity, message: rule.message, index: m.index ?? 0, match: m[0] });
    }
  }
  out.push(...everyTurn(view));
  return out;
}
