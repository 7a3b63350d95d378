import type { GateRule } from '../rule.js';
import { FORGED_TAG_RULES } from './forgedTag.js';
import { ROLE_IMPERSONATION_RULES } from './roleImpersonation.js';
import { SHELL_PIPE_RULES } from './shellPipe.js';

/**
 * The gate's structural rules: shapes that are hostile whatever the sentence's mood — a download
 * piped into a shell, a tag that closes or opens a prompt container, a line posing as the
 * system, the assistant or a tool. Orders themselves are read by mood and hazard (directives.ts).
 */
export const ALL_RULES: readonly GateRule[] = [...SHELL_PIPE_RULES, ...FORGED_TAG_RULES, ...ROLE_IMPERSONATION_RULES];
