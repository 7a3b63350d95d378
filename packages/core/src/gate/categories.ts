/**
 * The instruction gate's categories: the shapes in which text tries to become an order to a
 * future agent. Each flagged memory names the categories that tripped (`gateReasons`).
 *
 * Sources: seeds/000 (PR #64 — text that reads as an order never promotes itself and needs a
 * person's confirm), OWASP ASI06 memory poisoning (instruction injection, role and tool-result
 * forgery, delayed triggers, exfiltration, concealment, authority and preference spoofing),
 * DESIGN.md §2.5.
 */

/**
 * Every category the gate can report, in a fixed order.
 *
 * - `standing-order` — always/never/you must/from now on/make sure to …, addressed to the agent
 *   (imperative, polite, second person, or third person naming an AI agent).
 * - `ignore-previous` — ignore/disregard/forget previous instructions, "new instructions:",
 *   overriding the system prompt.
 * - `role-impersonation` — lines posing as the system/assistant/developer/user role, forged
 *   tool results, "I am your developer".
 * - `forged-tag` — tags and tokens that try to close or open a prompt container
 *   (`</memory>`, `<|im_start|>`, `[/INST]`), a code fence followed by an order.
 * - `shell-pipe` — a download piped into an interpreter, `base64 -d | sh`, PowerShell
 *   download-and-execute, running a downloaded script.
 * - `delayed-trigger` — "when the user says X, do Y", "next time …, run …", "after N sessions …".
 * - `exfiltration` — send/post/upload data to a URL or address, put secrets into a reply or
 *   commit, image-URL beacons, known capture sinks.
 * - `concealment` — don't tell the user, keep this secret, do not log, without anyone noticing.
 * - `false-authority` — "the security team approved …", "per the admin …", used to justify an order.
 * - `preference-hijack` — "the user prefers you skip tests", "the user said it is fine to push to main".
 * - `safety-off` — disable the sandbox/confirmations/hooks/CI checks, `--no-verify`,
 *   auto-approve, `chmod 777`, committing `.env`.
 * - `encoded-payload` — base64/hex/percent/escape-encoded text whose decoded form is an order;
 *   text smuggled in Unicode tag characters.
 * - `credential-access` — an order that reads or uses a credential file (.env, ~/.ssh, ~/.aws, tokens).
 * - `new-host` — a registry, proxy, remote or mirror pointed at a host the project's manifests do not name.
 * - `new-package` — an order to install or use a package the project's manifests do not name.
 * - `recommendation` — a source ranked first or called the most trusted that the project does not name.
 * - `persistence` — an order to save this note again, or to rewrite the agent's memory on every session.
 * - `destructive` — an order to destroy history, data or the home folder (rm -rf ~, force-push, drop table).
 * - `deception` — an order to report success that did not happen.
 * - `coercion` — threats and claims of absolute priority around an order.
 * - `decode-and-follow` — a meta-order to decode something and follow it, whatever it decodes to.
 * - `hidden-text` — a message hidden in invisible characters (shown decoded to the person, never rendered).
 */
export const GATE_CATEGORIES = [
  'standing-order',
  'ignore-previous',
  'role-impersonation',
  'forged-tag',
  'shell-pipe',
  'delayed-trigger',
  'exfiltration',
  'concealment',
  'false-authority',
  'preference-hijack',
  'safety-off',
  'encoded-payload',
  'credential-access',
  'new-host',
  'new-package',
  'recommendation',
  'persistence',
  'destructive',
  'deception',
  'coercion',
  'decode-and-follow',
  'hidden-text',
] as const;

/** One of {@link GATE_CATEGORIES}. */
export type GateCategory = (typeof GATE_CATEGORIES)[number];

const CATEGORY_SET: ReadonlySet<string> = new Set(GATE_CATEGORIES);

/**
 * True when `value` is one of {@link GATE_CATEGORIES}. Useful when reading stored
 * `gateReasons` back from disk. Never throws.
 */
export function isGateCategory(value: unknown): value is GateCategory {
  return (CATEGORY_SET as ReadonlySet<unknown>).has(value);
}

/**
 * Each category in words a person can understand: what the flagged memory tries to make the
 * agent do. Shown beside the category's code in review and in memorize's warning.
 */
export const GATE_CATEGORY_WORDS: Readonly<Record<GateCategory, string>> = {
  'standing-order': 'gives the agent a standing order',
  'ignore-previous': "tells the agent to ignore or override its instructions or the project's own guidance",
  'role-impersonation': 'poses as the system, the developer, the user or a tool result',
  'forged-tag': 'tries to close or open a prompt container (a forged tag or code fence)',
  'shell-pipe': 'runs something downloaded, piped into a shell',
  'delayed-trigger': 'arms an action on a later event: every task or session, a secret phrase, a date',
  exfiltration: 'sends project data or a credential somewhere',
  concealment: 'tells the agent to hide what it does from the person',
  'false-authority': 'claims an authority to justify an order',
  'preference-hijack': 'speaks for the user: states what the user prefers, wants or said (only the user may)',
  'safety-off': 'switches off a safeguard: permission prompts, allow-lists, scanners, hooks, sandbox, branch protection, checks',
  'encoded-payload': 'hides an order in an encoding (base64, hex, escapes, rot13, leetspeak)',
  'credential-access': 'reads or uses a credential file or secret',
  'new-host': 'points a registry, proxy, remote or mirror at a host the project does not name',
  'new-package': 'installs or uses a package the project does not name',
  recommendation: 'ranks a source first that the project does not name (recommendation poisoning)',
  persistence: 'tries to make itself permanent: saved again, copied into memory or instructions',
  destructive: 'destroys history, data or files outside the build output',
  deception: 'tells the agent to report a result that did not happen',
  coercion: 'threatens the agent or claims absolute priority',
  'decode-and-follow': 'asks the agent to decode something and follow it',
  'hidden-text': 'carries a message hidden in invisible characters',
};

/** `code — words` for each category, as shown to a person (e.g. `exfiltration — sends project data or a credential somewhere`). */
export function describeGateCategory(category: GateCategory): string {
  return `${category} — ${GATE_CATEGORY_WORDS[category]}`;
}
