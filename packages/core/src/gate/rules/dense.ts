import { AGENT_ACTIONS, GAP } from '../lexicon.js';
import { rule, type GateRule } from '../rule.js';

/*
 * Rules for the "dense" view of an obfuscated text: invisible characters AND spaces removed,
 * lower-cased. An attacker who puts zero-width characters both inside and between words
 * (`ig\u200Bnore\u200Bprevious`) defeats both the joined and the spaced view; with no spaces
 * left, only unmistakable phrases are matched. Run only when the text holds non-orthographic
 * invisible characters, so ordinary identifiers (`ignorePatterns`) never meet these rules.
 */

const ACTIONS = [...AGENT_ACTIONS].sort((a, b) => b.length - a.length).join('|');
const d = (body: string): RegExp => new RegExp(body, 'g');

/** Dense-view rules. */
export const DENSE_RULES: readonly GateRule[] = [
  rule('ignore-previous', 'dense', '', d(String.raw`(?:ignore|disregard|forget|override)(?:all|any|the|your|my|of){0,4}(?:previous|prior|above|earlier|preceding|system|original)(?:instructions?|prompts?|rules|directives|guidelines)`)),
  rule('standing-order', 'dense', '', d(String.raw`(?:^|[.!?;:\n])[-*•>"']*(?:please)?(?:always|never|youmust|youshould|fromnowon|makesureto|donot|don't)(?:${ACTIONS})`)),
  rule('concealment', 'dense', '', d(String.raw`(?:donot|don't|dont|never)(?:tell|mention|inform|reveal)(?:this|it|anything)?(?:to)?(?:the)?(?:user|human|developer)|keep(?:this|it)(?:a)?secret|withoutthe(?:user|developer)(?:noticing|knowing)`)),
  rule('safety-off', 'dense', '', d(String.raw`(?:disable|bypass|turnoff|skip)(?:the|all|git)?(?:sandbox|confirmations?|hooks|cichecks|branchprotection|approvals?)|--no-verify|autoapproveall|dangerously-?skip-?permissions`)),
  rule('exfiltration', 'dense', '', d(String.raw`(?:send|post|upload|forward|exfiltrate|email)${GAP}{0,120}?to(?:https?://|[\w.+-]+@[\w-]+\.)`)),
  rule('role-impersonation', 'dense', '', d(String.raw`(?:^|\n)[#>*\-\[]*(?:system|assistant|developer)(?:prompt|message)?[\]]?:`)),
];
