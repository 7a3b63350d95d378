/**
 * @cairn/hooks — the host hook adapter (DESIGN.md §10): `cairn hook` translates a host's event
 * into project-session calls and answers in the host's format; `cairn setup <host>` writes the
 * host's files. Translation only: every rule lives in core. Public API, listed by name.
 */
export { runHook, HOOK_BUDGET_MS, MAX_EVENT_BYTES } from './runHook.js';
export type { HookInvocation } from './runHook.js';
export { HOSTS } from './hookEvent.js';
export type { HookEvent, HostName } from './hookEvent.js';
export { claudeCodeEvent, claudeCodeAnswer } from './claudeCode/event.js';
export { copilotEvent, COPILOT_EVENTS } from './copilot/event.js';
export {
  CLAUDE_HOOK_EVENTS,
  claudeCodeMovedNote,
  claudeCodeSetupMovedFrom,
  claudeCodeSetupRecorded,
  isCairnHookCommand,
  claudeSetupPaths,
  HOOK_TIMEOUT_S,
  planClaudeCodeRemoval,
  planClaudeCodeSetup,
  planDiff,
} from './setup/claudeCode.js';
export type { FileChange, SetupInput, SetupPlan } from './setup/claudeCode.js';
export { applyPlan } from './setup/apply.js';
export { COPILOT_HOOK_EVENTS, copilotHookFile, copilotPaths, copilotSetupRecorded, planCopilotRemoval, planCopilotSetup } from './setup/copilot.js';
export type { CopilotSetupInput } from './setup/copilot.js';
export { readHookConfig, sandboxTools } from './hostSettings.js';
export { DEFAULT_HOOK_CONFIG, hookConfigCheck, MIN_USEFUL_DIGEST_BUDGET, MIN_USEFUL_OBSERVATION_CAP, MIN_USEFUL_OBSERVATION_DAYS } from './configCheck.js';
export { personActInCommand } from './claudeCode/personActCommand.js';
