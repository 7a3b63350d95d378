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
