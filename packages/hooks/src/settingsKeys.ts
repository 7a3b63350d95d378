import { join, resolve } from 'node:path';
import { covers, type SettingsLayer } from '@cairn/session';

/*
 * Every top-level key and every `env` name of Claude Code's settings, sorted by what it does to
 * the processes the host starts outside the sandbox (issue #21, attack note N1, closing note of
 * 2026-12-06: a hand list of "harmless" keys made a real user's `skipWebFetchPreflight` turn the
 * session unprotected). Source: Claude Code's settings reference and environment-variable
 * reference (code.claude.com/docs/en/settings "Available settings", /docs/en/env-vars), as typed
 * key by key in SchemaStore's `src/schemas/json/claude-code-settings.json` (commit 00d75637, the
 * schema the settings reference links; it names Claude Code up to v2.1.200), read 2026-12-06
 * through the search tool. A key that is in none of these lists is one Cairn does not know: it
 * may run code, so the session is unprotected (fail closed), and the record names the key, the
 * file and what to do.
 */

/**
 * Top-level keys that run a command, load code or change which code runs outside the sandbox,
 * each with what it does (the words the session record and doctor show). `hooks`, `env` and
 * `enabledPlugins` are read entry by entry ({@link settingsThatRun}), `sandbox` and
 * `permissions` by core's `assessProtection`.
 */
export const CODE_SETTINGS: ReadonlyMap<string, string> = new Map([
  ['apiKeyHelper', 'runs a command to get the API key'],
  ['awsAuthRefresh', 'runs a command to refresh AWS credentials'],
  ['awsCredentialExport', 'runs a command that prints AWS credentials'],
  ['gcpAuthRefresh', 'runs a command to refresh GCP credentials'],
  ['otelHeadersHelper', 'runs a command that prints OpenTelemetry headers'],
  ['statusLine', 'runs a command on every status-line update'],
  ['subagentStatusLine', 'runs a command for each subagent’s status line'],
  ['fileSuggestion', 'runs a command for the @ file picker'],
  ['policyHelper', 'runs an executable that computes managed settings'],
  ['managedMcpServers', 'starts MCP servers'],
  ['extraKnownMarketplaces', 'adds plugin marketplaces whose plugins run hooks and MCP servers'],
  ['agent', 'runs the main thread as a named agent, whose definition may carry hooks'],
  ['disableAllHooks', 'turns hooks on or off, Cairn’s among them'],
  ['wslInheritsWindowsSettings', 'makes the host read managed settings Cairn cannot see'],
]);

/**
 * Settings that move a folder the host writes what the agent produced to (memory files, plans),
 * outside the sandbox's rules. Listed only when the folder is, holds or lies in a place whose
 * files run code outside the sandbox or hold Cairn's state ({@link settingsThatRun}'s `places`).
 */
export const WRITTEN_FOLDER_SETTINGS: readonly string[] = ['autoMemoryDirectory', 'plansDirectory'];

/**
 * Settings under `sandbox` that choose a program run outside the sandbox: `ripgrep` (the Grep
 * tool's program), `bwrapPath` and `socatPath` (the sandbox's own programs, managed settings).
 */
export const SANDBOX_PROGRAM_SETTINGS: readonly string[] = ['ripgrep', 'bwrapPath', 'socatPath'];

/**
 * The other keys under `sandbox` Cairn knows: each is read by core's protection check (`enabled`,
 * `failIfUnavailable`, `allowUnsandboxedCommands`, `excludedCommands`, `filesystem`,
 * `enableWeakerNestedSandbox`), or only narrows or approves what the sandbox already allows
 * (`autoAllowBashIfSandboxed`, `ignoreViolations`, `network`, `enableWeakerNetworkIsolation`: the
 * network, never the home). Any other key fails closed (`unknown setting:sandbox.<key>`), as a
 * top-level one does: a host's new key may open what the check assumes closed (attack h53 C9b:
 * `sandbox.filesystem.allowGitConfig` let sandboxed commands write `.git/config`). Keys from the
 * settings reference (code.claude.com/docs/en/settings, "Sandbox settings") and the pinned host.
 */
export const KNOWN_SANDBOX_SETTINGS: ReadonlySet<string> = new Set([
  'enabled',
  'failIfUnavailable',
  'allowUnsandboxedCommands',
  'autoAllowBashIfSandboxed',
  'excludedCommands',
  'ignoreViolations',
  'enableWeakerNestedSandbox',
  'enableWeakerNetworkIsolation',
  'network',
  'filesystem',
  ...SANDBOX_PROGRAM_SETTINGS,
]);

/**
 * The keys under `sandbox.filesystem` Cairn knows: the four path lists core's protection check
 * reads, `allowManagedReadPathsOnly` (narrows), and `allowGitConfig` (its own reason in core). Any
 * other fails closed (`unknown setting:sandbox.filesystem.<key>`).
 */
/**
 * The keys under `sandbox.network` Cairn knows (the pinned host's sandbox schema): the socket keys
 * have their own reasons in core (attack h53b D8), the others only choose domains and proxies. Any
 * other fails closed (`unknown setting:sandbox.network.<key>`).
 */
export const KNOWN_SANDBOX_NETWORK_SETTINGS: ReadonlySet<string> = new Set([
  'allowedDomains',
  'allowManagedDomainsOnly',
  'allowUnixSockets',
  'allowAllUnixSockets',
  'allowLocalBinding',
  'httpProxyPort',
  'socksProxyPort',
]);

export const KNOWN_SANDBOX_FILESYSTEM_SETTINGS: ReadonlySet<string> = new Set([
  'allowWrite',
  'denyWrite',
  'allowRead',
  'denyRead',
  'allowManagedReadPathsOnly',
  'allowGitConfig',
]);

/**
 * The places a folder the host writes to must stay out of ({@link WRITTEN_FOLDER_SETTINGS}):
 * absolute paths, the user's home for `~/`.
 */
export interface SensitivePlaces {
  /** The Cairn home. */
  cairnHome: string;
  /** The project folder (its `.claude` and `.mcp.json` run code). */
  projectDir: string;
  /** The host's config folder (`~/.claude` or `CLAUDE_CONFIG_DIR`): settings, skills, agents, commands, plugins. */
  configDir: string;
  /** The host's state file (`~/.claude.json`: MCP servers). */
  state: string;
  /** The user's home folder. */
  userHome: string;
}

/**
 * Whether a folder setting's value may lead the host to write where code runs from or Cairn
 * keeps its state: a value that is not a plain `~/…` or absolute path (fail closed), or a folder
 * that is, holds or lies in the Cairn home, the project's `.claude` or `.mcp.json`, the state
 * file, or the config folder's settings, skills, agents, commands or plugins. The default memory
 * folder (`<config>/projects/<project>/memory`) and any folder elsewhere are fine: what the host
 * writes there runs nothing.
 */
export function writesWhereCodeRuns(value: unknown, places: SensitivePlaces): boolean {
  if (typeof value !== 'string' || value.trim() === '') return true;
  const raw = value.trim();
  let abs: string;
  if (raw === '~' || raw.startsWith('~/')) abs = resolve(places.userHome, `.${raw.slice(1)}`);
  else if (raw.startsWith('/')) abs = resolve(raw);
  else return true;
  const sensitive = [
    places.cairnHome,
    join(places.projectDir, '.claude'),
    join(places.projectDir, '.mcp.json'),
    places.state,
    ...['settings.json', 'settings.local.json', 'skills', 'agents', 'commands', 'plugins', 'hooks'].map((n) => join(places.configDir, n)),
  ];
  return sensitive.some((p) => covers(abs, p) || covers(p, abs));
}

/**
 * Top-level keys that run nothing, start nothing and set no environment: the model and its
 * limits, what the host shows, login choices, permission-mode and MCP approvals (the MCP servers
 * themselves are listed from the files that define them), restrictions that only take code away,
 * and `skipWebFetchPreflight` (the real-host CI step's user settings hold it to stay offline).
 */
export const INERT_SETTINGS: ReadonlySet<string> = new Set(
  `$schema permissions sandbox hooks env enabledPlugins
  advisorModel agentPushNotifEnabled allowAllClaudeAiMcps allowedChannelPlugins allowedHttpHookUrls allowedMcpServers
  allowManagedHooksOnly allowManagedMcpServersOnly allowManagedPermissionRulesOnly alwaysThinkingEnabled attribution
  autoCompactEnabled autoMemoryEnabled autoMode autoScrollEnabled autoUpdatesChannel availableModels awaySummaryEnabled
  axScreenReader blockedMarketplaces channelsEnabled claudeMd claudeMdExcludes cleanupPeriodDays companyAnnouncements
  defaultShell deniedMcpServers disableAgentView disableArtifact disableAutoMode disableBundledSkills
  disableClaudeAiConnectors disableDeepLinkRegistration disabledMcpjsonServers disableRemoteControl
  disableSkillShellExecution disableWorkflows editorMode effortLevel enableAllProjectMcpServers enabledMcpjsonServers
  enforceAvailableModels fallbackModel fastMode fastModePerSessionOptIn feedbackSurveyRate fileCheckpointingEnabled
  footerLinksRegexes forceLoginMethod forceLoginOrgUUID forceRemoteSettingsRefresh httpHookAllowedEnvVars
  includeCoAuthoredBy includeGitInstructions inputNeededNotifEnabled language leftArrowOpensAgents minimumVersion model
  modelOverrides outputStyle parentSettingsBehavior pluginConfigs pluginSuggestionMarketplaces pluginTrustMessage
  preferredNotifChannel prefersReducedMotion prUrlTemplate remoteControlAtStartup requiredMaximumVersion
  requiredMinimumVersion respectGitignore respondToBashCommands showClearContextOnPlanAccept showThinkingSummaries
  showTurnDuration skillListingBudgetFraction skillListingMaxDescChars skillOverrides skipDangerousModePermissionPrompt
  skippedMarketplaces skippedPlugins skipWebFetchPreflight spinnerTipsEnabled spinnerTipsOverride spinnerVerbs
  sshConfigs sshHostAllowlist strictKnownMarketplaces strictPluginOnlyCustomization syntaxHighlightingDisabled
  teammateMode terminalProgressBarEnabled theme tui useAutoModeDuringPlan verbose viewMode voice voiceEnabled
  wheelScrollAccelerationEnabled workflowKeywordTriggerEnabled worktree`.split(/\s+/u),
);

/**
 * Environment names that change which code a program the host starts runs, or what Cairn itself
 * reads. Settings `env` reaches every hook and MCP server the host starts (Claude Code 2.1.332,
 * seen 2026-12-06), Cairn's own among them, and the shell the host runs a hook command with reads
 * it before the command's first word: setup's `NODE_OPTIONS= ` prefix clears NODE_OPTIONS for
 * node, but `LD_PRELOAD`, `LD_AUDIT`, `DYLD_INSERT_LIBRARIES` and `BASH_ENV` act on that shell
 * itself before any prefix runs (ld.so(8), bash(1) "INVOCATION"), so no prefix can clear them.
 */
export const CODE_ENV =
  /^(NODE_OPTIONS|NODE_PATH|NODE_REPL_EXTERNAL_MODULE|LD_[A-Z0-9_]*|DYLD_[A-Z0-9_]*|BASH_ENV|ENV|PATH|SHELL|SHELLOPTS|BASHOPTS|PS4|PROMPT_COMMAND|IFS|HOME|TMPDIR|XDG_[A-Z0-9_]*|GIT_[A-Z0-9_]*|PG[A-Z0-9_]*|PYTHON[A-Z0-9_]*|PERL5[A-Z0-9_]*|RUBY[A-Z0-9_]*|CAIRN_[A-Z0-9_]*|CI|GITHUB_ACTIONS|CLAUDECODE|CLAUDE_PROJECT_DIR|CLAUDE_CONFIG_DIR|CLAUDE_ENV_FILE|CLAUDE_CODE_SHELL|CLAUDE_CODE_SHELL_PREFIX|CLAUDE_CODE_GIT_BASH_PATH|CLAUDE_CODE_PLUGIN_CACHE_DIR|CLAUDE_CODE_PLUGIN_SEED_DIR|CLAUDE_CODE_TMPDIR|CLAUDE_CODE_DEBUG_LOGS_DIR|CLAUDE_CODE_SESSION_ID|CLAUDE_CODE_ENTRYPOINT)$/u;

/**
 * The documented environment names that only tune the host itself (model, provider and
 * credentials for the model API, limits and timeouts, display, telemetry): node, the dynamic
 * loader, a shell, git and Cairn read none of them. Every name one by one, the `ANTHROPIC_`,
 * `OTEL_`, `DISABLE_` and `VERTEX_REGION_` families too (they counted by prefix until the closing
 * note of 2026-12-06 asked for each: a name added later to a family is unknown until it is read,
 * like any other). The four families as SchemaStore's schema (commit 00d75637) types them, read
 * 2026-12-06 through the search tool; `DISABLE_BUG_COMMAND` is the older name its
 * `DISABLE_FEEDBACK_COMMAND` entry says is still accepted. `OTEL_LOG_RAW_API_BODIES=file:<dir>`
 * makes the host itself write request bodies there: a place the person chooses, no code run.
 */
const INERT_ENV_NAMES: ReadonlySet<string> = new Set(
  `API_FORCE_IDLE_TIMEOUT API_TIMEOUT_MS AWS_BEARER_TOKEN_BEDROCK AWS_REGION BASH_DEFAULT_TIMEOUT_MS BASH_MAX_OUTPUT_LENGTH
  BASH_MAX_TIMEOUT_MS BETA_TRACING_ENDPOINT CCR_FORCE_BUNDLE CLAUDE_AFK_COUNTDOWN_MS CLAUDE_AFK_TIMEOUT_MS
  CLAUDE_AGENT_SDK_DISABLE_BUILTIN_AGENTS CLAUDE_AGENT_SDK_MCP_NO_PREFIX CLAUDE_ASYNC_AGENT_STALL_TIMEOUT_MS
  CLAUDE_AUTOCOMPACT_PCT_OVERRIDE CLAUDE_AUTO_BACKGROUND_TASKS CLAUDE_AX_SCREEN_READER
  CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR CLAUDE_CLIENT_PRESENCE_FILE CLAUDE_CODE_ACCESSIBILITY
  CLAUDE_CODE_ADDITIONAL_DIRECTORIES_CLAUDE_MD CLAUDE_CODE_ALT_SCREEN_FULL_REPAINT CLAUDE_CODE_ALWAYS_ENABLE_EFFORT
  CLAUDE_CODE_API_KEY_HELPER_TTL_MS CLAUDE_CODE_ARTIFACT_AUTO_OPEN CLAUDE_CODE_ATTRIBUTION_HEADER
  CLAUDE_CODE_AUTO_COMPACT_WINDOW CLAUDE_CODE_AUTO_CONNECT_IDE CLAUDE_CODE_BRIDGE_SESSION_ID CLAUDE_CODE_CERT_STORE
  CLAUDE_CODE_CHILD_SESSION CLAUDE_CODE_CLIENT_CERT CLAUDE_CODE_CLIENT_KEY CLAUDE_CODE_CLIENT_KEY_PASSPHRASE
  CLAUDE_CODE_DEBUG_LOG_LEVEL CLAUDE_CODE_DISABLE_1M_CONTEXT CLAUDE_CODE_DISABLE_ADAPTIVE_THINKING
  CLAUDE_CODE_DISABLE_ADVISOR_TOOL CLAUDE_CODE_DISABLE_AGENT_VIEW CLAUDE_CODE_DISABLE_ALTERNATE_SCREEN
  CLAUDE_CODE_DISABLE_ARTIFACT CLAUDE_CODE_DISABLE_ATTACHMENTS CLAUDE_CODE_DISABLE_AUTO_MEMORY
  CLAUDE_CODE_DISABLE_BACKGROUND_TASKS CLAUDE_CODE_DISABLE_BG_EXIT_HANDOFF CLAUDE_CODE_DISABLE_BG_SHELL_PRESSURE_REAP
  CLAUDE_CODE_DISABLE_BUNDLED_SKILLS CLAUDE_CODE_DISABLE_CLAUDE_MDS CLAUDE_CODE_DISABLE_CRON
  CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS CLAUDE_CODE_DISABLE_EXPLORE_PLAN_AGENTS CLAUDE_CODE_DISABLE_FAST_MODE
  CLAUDE_CODE_DISABLE_FEEDBACK_SURVEY CLAUDE_CODE_DISABLE_FILE_CHECKPOINTING CLAUDE_CODE_DISABLE_GIT_INSTRUCTIONS
  CLAUDE_CODE_DISABLE_LEGACY_MODEL_REMAP CLAUDE_CODE_DISABLE_MOUSE CLAUDE_CODE_DISABLE_MOUSE_CLICKS
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC CLAUDE_CODE_DISABLE_NONSTREAMING_FALLBACK
  CLAUDE_CODE_DISABLE_NOTIFICATION_PRESENCE_CHECK CLAUDE_CODE_DISABLE_OFFICIAL_MARKETPLACE_AUTOINSTALL
  CLAUDE_CODE_DISABLE_POLICY_SKILLS CLAUDE_CODE_DISABLE_TERMINAL_TITLE CLAUDE_CODE_DISABLE_THINKING
  CLAUDE_CODE_DISABLE_VIRTUAL_SCROLL CLAUDE_CODE_DISABLE_WORKFLOWS CLAUDE_CODE_EFFORT_LEVEL CLAUDE_CODE_ENABLE_AUTO_MODE
  CLAUDE_CODE_ENABLE_AWAY_SUMMARY CLAUDE_CODE_ENABLE_BACKGROUND_PLUGIN_REFRESH CLAUDE_CODE_ENABLE_FEEDBACK_SURVEY_FOR_OTEL
  CLAUDE_CODE_ENABLE_FINE_GRAINED_TOOL_STREAMING CLAUDE_CODE_ENABLE_GATEWAY_MODEL_DISCOVERY
  CLAUDE_CODE_ENABLE_PROMPT_SUGGESTION CLAUDE_CODE_ENABLE_TASKS CLAUDE_CODE_ENABLE_TELEMETRY
  CLAUDE_CODE_ENHANCED_TELEMETRY_BETA CLAUDE_CODE_EXIT_AFTER_STOP_DELAY CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS
  CLAUDE_CODE_EXTRA_BODY CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS CLAUDE_CODE_FORCE_SESSION_PERSISTENCE
  CLAUDE_CODE_FORCE_STRIKETHROUGH CLAUDE_CODE_FORCE_SYNC_OUTPUT CLAUDE_CODE_FORK_SUBAGENT CLAUDE_CODE_GLOB_HIDDEN
  CLAUDE_CODE_GLOB_NO_IGNORE CLAUDE_CODE_GLOB_TIMEOUT_SECONDS CLAUDE_CODE_HIDE_CWD CLAUDE_CODE_IDE_HOST_OVERRIDE
  CLAUDE_CODE_IDE_SKIP_AUTO_INSTALL CLAUDE_CODE_IDE_SKIP_VALID_CHECK CLAUDE_CODE_MAX_CONTEXT_TOKENS
  CLAUDE_CODE_MAX_OUTPUT_TOKENS CLAUDE_CODE_MAX_RETRIES CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY CLAUDE_CODE_MAX_TURNS
  CLAUDE_CODE_MCP_ALLOWLIST_ENV CLAUDE_CODE_MCP_TOOL_IDLE_TIMEOUT CLAUDE_CODE_NATIVE_CURSOR CLAUDE_CODE_NEW_INIT
  CLAUDE_CODE_NO_FLICKER CLAUDE_CODE_OAUTH_REFRESH_TOKEN CLAUDE_CODE_OAUTH_SCOPES CLAUDE_CODE_OAUTH_TOKEN
  CLAUDE_CODE_OPUS_4_6_FAST_MODE_OVERRIDE CLAUDE_CODE_OTEL_DIAG_STDERR CLAUDE_CODE_OTEL_FLUSH_TIMEOUT_MS
  CLAUDE_CODE_OTEL_HEADERS_HELPER_DEBOUNCE_MS CLAUDE_CODE_OTEL_SHUTDOWN_TIMEOUT_MS CLAUDE_CODE_PACKAGE_MANAGER_AUTO_UPDATE
  CLAUDE_CODE_PERFORCE_MODE CLAUDE_CODE_PLUGIN_GIT_TIMEOUT_MS CLAUDE_CODE_PLUGIN_KEEP_MARKETPLACE_ON_FAILURE
  CLAUDE_CODE_PLUGIN_PREFER_HTTPS CLAUDE_CODE_POWERSHELL_RESPECT_EXECUTION_POLICY CLAUDE_CODE_PRINT_BG_WAIT_CEILING_MS
  CLAUDE_CODE_PROPAGATE_TRACEPARENT CLAUDE_CODE_PROVIDER_MANAGED_BY_HOST CLAUDE_CODE_PROXY_RESOLVES_HOSTS
  CLAUDE_CODE_REMOTE CLAUDE_CODE_REMOTE_SESSION_ID CLAUDE_CODE_RESUME_INTERRUPTED_TURN CLAUDE_CODE_RESUME_PROMPT
  CLAUDE_CODE_RETRY_WATCHDOG CLAUDE_CODE_SAFE_MODE CLAUDE_CODE_SCRIPT_CAPS CLAUDE_CODE_SCROLL_SPEED
  CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS CLAUDE_CODE_SIMPLE CLAUDE_CODE_SIMPLE_SYSTEM_PROMPT
  CLAUDE_CODE_SKIP_ANTHROPIC_AWS_AUTH CLAUDE_CODE_SKIP_BEDROCK_AUTH CLAUDE_CODE_SKIP_FOUNDRY_AUTH
  CLAUDE_CODE_SKIP_MANTLE_AUTH CLAUDE_CODE_SKIP_PROMPT_HISTORY CLAUDE_CODE_SKIP_VERTEX_AUTH CLAUDE_CODE_STOP_HOOK_BLOCK_CAP
  CLAUDE_CODE_SUBAGENT_MODEL CLAUDE_CODE_SUBPROCESS_ENV_SCRUB CLAUDE_CODE_SYNC_PLUGIN_INSTALL
  CLAUDE_CODE_SYNC_PLUGIN_INSTALL_TIMEOUT_MS CLAUDE_CODE_SYNC_SKILLS CLAUDE_CODE_SYNC_SKILLS_INSTALL_TIMEOUT_MS
  CLAUDE_CODE_SYNC_SKILLS_WAIT_TIMEOUT_MS CLAUDE_CODE_SYNTAX_HIGHLIGHT CLAUDE_CODE_TASK_LIST_ID CLAUDE_CODE_TEAM_NAME
  CLAUDE_CODE_TMUX_TRUECOLOR CLAUDE_CODE_USE_ANTHROPIC_AWS CLAUDE_CODE_USE_BEDROCK CLAUDE_CODE_USE_FOUNDRY
  CLAUDE_CODE_USE_MANTLE CLAUDE_CODE_USE_NATIVE_FILE_SEARCH CLAUDE_CODE_USE_POWERSHELL_TOOL CLAUDE_CODE_USE_VERTEX
  CLAUDE_DISABLE_ADOPT CLAUDE_EFFORT CLAUDE_ENABLE_BYTE_WATCHDOG CLAUDE_ENABLE_BYTE_WATCHDOG_BEDROCK
  CLAUDE_ENABLE_STREAM_WATCHDOG CLAUDE_REMOTE_CONTROL_SESSION_NAME_PREFIX CLAUDE_STREAM_IDLE_TIMEOUT_MS CLOUD_ML_REGION
  DEBUG DO_NOT_TRACK ENABLE_BETA_TRACING_DETAILED ENABLE_CLAUDEAI_MCP_SERVERS ENABLE_PROMPT_CACHING_1H ENABLE_TOOL_SEARCH
  FALLBACK_FOR_ALL_PRIMARY_MODELS FORCE_AUTOUPDATE_PLUGINS FORCE_PROMPT_CACHING_5M GOOGLE_APPLICATION_CREDENTIALS
  HTTPS_PROXY HTTP_PROXY IS_DEMO MAX_MCP_OUTPUT_TOKENS MAX_STRUCTURED_OUTPUT_RETRIES MAX_THINKING_TOKENS
  MCP_CLIENT_SECRET MCP_CONNECTION_NONBLOCKING MCP_CONNECT_TIMEOUT_MS MCP_OAUTH_CALLBACK_PORT
  MCP_REMOTE_SERVER_CONNECTION_BATCH_SIZE MCP_SERVER_CONNECTION_BATCH_SIZE MCP_TIMEOUT MCP_TOOL_TIMEOUT
  NODE_EXTRA_CA_CERTS NO_PROXY SLASH_COMMAND_TOOL_CHAR_BUDGET TASK_MAX_OUTPUT_LENGTH USE_BUILTIN_RIPGREP
  ANTHROPIC_API_KEY ANTHROPIC_AUTH_TOKEN ANTHROPIC_AWS_API_KEY ANTHROPIC_AWS_BASE_URL ANTHROPIC_AWS_WORKSPACE_ID
  ANTHROPIC_BASE_URL ANTHROPIC_BEDROCK_BASE_URL ANTHROPIC_BEDROCK_MANTLE_BASE_URL ANTHROPIC_BEDROCK_SERVICE_TIER
  ANTHROPIC_BETAS ANTHROPIC_CUSTOM_HEADERS ANTHROPIC_CUSTOM_MODEL_OPTION ANTHROPIC_CUSTOM_MODEL_OPTION_DESCRIPTION
  ANTHROPIC_CUSTOM_MODEL_OPTION_NAME ANTHROPIC_CUSTOM_MODEL_OPTION_SUPPORTED_CAPABILITIES
  ANTHROPIC_DEFAULT_FABLE_MODEL ANTHROPIC_DEFAULT_FABLE_MODEL_DESCRIPTION ANTHROPIC_DEFAULT_FABLE_MODEL_NAME
  ANTHROPIC_DEFAULT_FABLE_MODEL_SUPPORTED_CAPABILITIES ANTHROPIC_DEFAULT_HAIKU_MODEL
  ANTHROPIC_DEFAULT_HAIKU_MODEL_DESCRIPTION ANTHROPIC_DEFAULT_HAIKU_MODEL_NAME
  ANTHROPIC_DEFAULT_HAIKU_MODEL_SUPPORTED_CAPABILITIES ANTHROPIC_DEFAULT_OPUS_MODEL
  ANTHROPIC_DEFAULT_OPUS_MODEL_DESCRIPTION ANTHROPIC_DEFAULT_OPUS_MODEL_NAME ANTHROPIC_DEFAULT_OPUS_MODEL_SUPPORTED_CAPABILITIES
  ANTHROPIC_DEFAULT_SONNET_MODEL ANTHROPIC_DEFAULT_SONNET_MODEL_DESCRIPTION ANTHROPIC_DEFAULT_SONNET_MODEL_NAME
  ANTHROPIC_DEFAULT_SONNET_MODEL_SUPPORTED_CAPABILITIES ANTHROPIC_FOUNDRY_API_KEY ANTHROPIC_FOUNDRY_BASE_URL
  ANTHROPIC_FOUNDRY_RESOURCE ANTHROPIC_MODEL ANTHROPIC_SMALL_FAST_MODEL ANTHROPIC_SMALL_FAST_MODEL_AWS_REGION
  ANTHROPIC_VERTEX_BASE_URL ANTHROPIC_VERTEX_PROJECT_ID ANTHROPIC_WORKSPACE_ID
  DISABLE_AUTOUPDATER DISABLE_AUTO_COMPACT DISABLE_BUG_COMMAND DISABLE_COMPACT DISABLE_COST_WARNINGS
  DISABLE_DOCTOR_COMMAND DISABLE_ERROR_REPORTING DISABLE_EXTRA_USAGE_COMMAND DISABLE_FEEDBACK_COMMAND
  DISABLE_GROWTHBOOK DISABLE_INSTALLATION_CHECKS DISABLE_INSTALL_GITHUB_APP_COMMAND DISABLE_INTERLEAVED_THINKING
  DISABLE_LOGIN_COMMAND DISABLE_LOGOUT_COMMAND DISABLE_PROMPT_CACHING DISABLE_PROMPT_CACHING_FABLE
  DISABLE_PROMPT_CACHING_HAIKU DISABLE_PROMPT_CACHING_OPUS DISABLE_PROMPT_CACHING_SONNET DISABLE_TELEMETRY
  DISABLE_UPDATES DISABLE_UPGRADE_COMMAND
  OTEL_EXPORTER_OTLP_CERTIFICATE OTEL_EXPORTER_OTLP_CLIENT_CERTIFICATE OTEL_EXPORTER_OTLP_CLIENT_KEY
  OTEL_EXPORTER_OTLP_ENDPOINT OTEL_EXPORTER_OTLP_HEADERS OTEL_EXPORTER_OTLP_LOGS_CLIENT_CERTIFICATE
  OTEL_EXPORTER_OTLP_LOGS_CLIENT_KEY OTEL_EXPORTER_OTLP_LOGS_ENDPOINT OTEL_EXPORTER_OTLP_LOGS_PROTOCOL
  OTEL_EXPORTER_OTLP_METRICS_CLIENT_CERTIFICATE OTEL_EXPORTER_OTLP_METRICS_CLIENT_KEY OTEL_EXPORTER_OTLP_METRICS_ENDPOINT
  OTEL_EXPORTER_OTLP_METRICS_PROTOCOL OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE OTEL_EXPORTER_OTLP_PROTOCOL
  OTEL_EXPORTER_OTLP_TRACES_CLIENT_CERTIFICATE OTEL_EXPORTER_OTLP_TRACES_CLIENT_KEY OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL OTEL_LOGS_EXPORTER OTEL_LOGS_EXPORT_INTERVAL OTEL_LOG_ASSISTANT_RESPONSES
  OTEL_LOG_RAW_API_BODIES OTEL_LOG_TOOL_CONTENT OTEL_LOG_TOOL_DETAILS OTEL_LOG_USER_PROMPTS OTEL_METRICS_EXPORTER
  OTEL_METRICS_INCLUDE_ACCOUNT_UUID OTEL_METRICS_INCLUDE_ENTRYPOINT OTEL_METRICS_INCLUDE_RESOURCE_ATTRIBUTES
  OTEL_METRICS_INCLUDE_SESSION_ID OTEL_METRICS_INCLUDE_VERSION OTEL_METRIC_EXPORT_INTERVAL OTEL_RESOURCE_ATTRIBUTES
  OTEL_TRACES_EXPORTER OTEL_TRACES_EXPORT_INTERVAL
  VERTEX_REGION_CLAUDE_3_5_HAIKU VERTEX_REGION_CLAUDE_3_5_SONNET VERTEX_REGION_CLAUDE_3_7_SONNET
  VERTEX_REGION_CLAUDE_4_0_OPUS VERTEX_REGION_CLAUDE_4_0_SONNET VERTEX_REGION_CLAUDE_4_1_OPUS
  VERTEX_REGION_CLAUDE_4_5_OPUS VERTEX_REGION_CLAUDE_4_5_SONNET VERTEX_REGION_CLAUDE_4_6_OPUS
  VERTEX_REGION_CLAUDE_4_6_SONNET VERTEX_REGION_CLAUDE_4_7_OPUS VERTEX_REGION_CLAUDE_4_8_OPUS
  VERTEX_REGION_CLAUDE_5_SONNET VERTEX_REGION_CLAUDE_FABLE_5 VERTEX_REGION_CLAUDE_HAIKU_4_5`.split(/\s+/u),
);

/**
 * Whether a settings `env` name only tunes the host: documented as a host knob and not one that
 * changes which code runs or what Cairn reads ({@link CODE_ENV} wins over every list).
 *
 * @param name - the variable's name as written in the settings file
 */
export function envIsInert(name: string): boolean {
  if (CODE_ENV.test(name)) return false;
  return INERT_ENV_NAMES.has(name);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the settings files run or change outside the sandbox besides command hooks and MCP servers
 * (attack note N1, 2026-12-06), by name only, never a value, each with the settings file it is in
 * (`(<scope> settings)`), so the session record and doctor name the exact key a person removes:
 * - `setting:<key>` for each key of {@link CODE_SETTINGS} and `sandbox.ripgrep` (a program the
 *   host's Grep tool runs instead of its own);
 * - `env:<NAME>` for each `env` name of {@link CODE_ENV};
 * - `plugin:<name>` for each plugin `enabledPlugins` turns on (its hooks and MCP servers run
 *   outside the sandbox);
 * - `hook:<type>` for each hook that is not a command (`http`, `mcp_tool`, `prompt`, `agent`: its
 *   answer enters the model's context, or it calls a tool, with no observation);
 * - `unknown setting:<key>` and `unknown env:<NAME>` for a key or name in no list (fail closed), and
 *   `unknown setting:sandbox.<key>` / `sandbox.filesystem.<key>` for one {@link KNOWN_SANDBOX_SETTINGS}
 *   / {@link KNOWN_SANDBOX_FILESYSTEM_SETTINGS} does not hold.
 * A file that is not an object is left to core (it reports it unreadable).
 */
export function settingsThatRun(layers: readonly SettingsLayer[], places?: SensitivePlaces): string[] {
  const names = new Set<string>();
  for (const layer of layers) {
    const settings = layer.settings;
    if (!isObject(settings)) continue;
    const where = ` (${layer.scope} settings)`;
    for (const key of Object.keys(settings)) {
      if (CODE_SETTINGS.has(key)) names.add(`setting:${key}${where}`);
      else if (WRITTEN_FOLDER_SETTINGS.includes(key)) {
        if (places === undefined || writesWhereCodeRuns(settings[key], places)) names.add(`setting:${key}${where}`);
      } else if (!INERT_SETTINGS.has(key)) names.add(`unknown setting:${key}${where}`);
    }
    if (isObject(settings.sandbox)) {
      for (const key of SANDBOX_PROGRAM_SETTINGS) if (settings.sandbox[key] !== undefined) names.add(`setting:sandbox.${key}${where}`);
      for (const key of Object.keys(settings.sandbox)) if (!KNOWN_SANDBOX_SETTINGS.has(key)) names.add(`unknown setting:sandbox.${key}${where}`);
      const fs = settings.sandbox.filesystem;
      if (isObject(fs))
        for (const key of Object.keys(fs)) if (!KNOWN_SANDBOX_FILESYSTEM_SETTINGS.has(key)) names.add(`unknown setting:sandbox.filesystem.${key}${where}`);
      const network = settings.sandbox.network;
      if (isObject(network))
        for (const key of Object.keys(network)) if (!KNOWN_SANDBOX_NETWORK_SETTINGS.has(key)) names.add(`unknown setting:sandbox.network.${key}${where}`);
    }
    const env = settings.env;
    if (env !== undefined && !isObject(env)) names.add(`setting:env${where}`);
    if (isObject(env))
      for (const name of Object.keys(env)) {
        if (CODE_ENV.test(name)) names.add(`env:${name}${where}`);
        else if (!envIsInert(name)) names.add(`unknown env:${name}${where}`);
      }
    const plugins = settings.enabledPlugins;
    if (plugins !== undefined && !isObject(plugins)) names.add(`setting:enabledPlugins${where}`);
    if (isObject(plugins)) for (const [name, on] of Object.entries(plugins)) if (on !== false) names.add(`plugin:${name}${where}`);
    const hooks = settings.hooks;
    if (isObject(hooks))
      for (const groups of Object.values(hooks))
        for (const g of Array.isArray(groups) ? groups : [])
          for (const h of isObject(g) && Array.isArray(g.hooks) ? g.hooks : [])
            if (isObject(h) && h.type !== undefined && h.type !== 'command') names.add(`hook:${String(h.type).slice(0, 32)}${where}`);
  }
  return [...names];
}
