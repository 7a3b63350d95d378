import type { GateRule } from '../rule.js';
import { CONCEALMENT_RULES } from './concealment.js';
import { DELAYED_TRIGGER_RULES } from './delayedTrigger.js';
import { EXFILTRATION_RULES } from './exfiltration.js';
import { FORGED_TAG_RULES } from './forgedTag.js';
import { IGNORE_PREVIOUS_RULES } from './ignorePrevious.js';
import { PREFERENCE_HIJACK_RULES } from './preferenceHijack.js';
import { ROLE_IMPERSONATION_RULES } from './roleImpersonation.js';
import { SAFETY_OFF_RULES } from './safetyOff.js';
import { SHELL_PIPE_RULES } from './shellPipe.js';
import { STANDING_ORDER_RULES } from './standingOrder.js';

/**
 * Every direct rule of the gate. False authority (a claim plus an order), the code-fence case
 * of forged tags and encoded payloads are composed in detect.ts from these.
 */
export const ALL_RULES: readonly GateRule[] = [
  ...IGNORE_PREVIOUS_RULES,
  ...SHELL_PIPE_RULES,
  ...FORGED_TAG_RULES,
  ...ROLE_IMPERSONATION_RULES,
  ...EXFILTRATION_RULES,
  ...CONCEALMENT_RULES,
  ...SAFETY_OFF_RULES,
  ...DELAYED_TRIGGER_RULES,
  ...PREFERENCE_HIJACK_RULES,
  ...STANDING_ORDER_RULES,
];
