import { randomBytes } from 'node:crypto';
import type { AddedDirs } from './hostProcess.js';
import { resolve } from 'node:path';
import {
  base64Texts,
  boundedRedactor,
  createShingler,
  FINGERPRINT_VERSION,
  type Fingerprints,
  fingerprintText,
  observationKeyId,
  type KeyedHash,
  type Location,
  newSessionRecord,
  type Observation,
  type ObservationStore,
  observationOrigin,
  opaqueContent,
  type ProjectSettingsFacts,
  type ProjectSession,
  redactSecrets,
  type SessionRecord,
  type Shingler,
  type SettingsLayer,
  readFingerprint,
  redactedForPrints,
  type ToolKind,
  WINNOW_WINDOW,
  WorkingTree,
} from '@cairn/session';
import { claudeToolKind, toolPath, toolUrl } from './claudeCode/tools.js';
import { copilotToolKind } from './copilot/event.js';
import type { HookEvent } from './hookEvent.js';
import type { HookConfig } from './hostSettings.js';
import { folderOrigin } from './folderOutput.js';
import { pathFacts } from './pathFacts.js';
import { returnedLines, returnedMatches } from './returnedRead.js';
import { declaredCommit, storedSessionId } from '@cairn/session';

/**
 * What a tool call's hooks do (PreToolUse registers the call, PostToolUse and
 * PostToolUseFailure observe what it returned), apart from the rest of the hook adapter: a tool
 * call's hook loads only this (no project session, no memory store, no gate; the host-hooks
 * issue's speed target). `handle.ts` handles every other event.
 */

/** Everything a hook needs from its process, injected so tests run it in one process. */
export interface HookDeps {
  location: Location;
  /** The project session, opened on first use (a tool call's hook never opens it). */
  session: () => Promise<ProjectSession>;
  observations: ObservationStore;
  hash: KeyedHash;
  config: HookConfig;
  now: () => Date;
  env: Readonly<Record<string, string | undefined>>;
  /** The host's settings files, most authoritative first (for the protected verdict). */
  settingsLayers: () => Promise<SettingsLayer[]>;
  /**
   * Other MCP servers and hook commands that run outside the sandbox (names); `cairnReachable`:
   * whether Cairn's own program is within the agent's reach (then its own entries are listed too).
   */
  outsideSandbox: (layers: readonly SettingsLayer[], cairnReachable: boolean) => Promise<string[]>;
  /** Where Cairn's own program is within the sandboxed agent's reach, in words (undefined: it is not). */
  cairnWithinReach: (layers: readonly SettingsLayer[]) => Promise<string | undefined>;
  /** The project's own settings files (issue #16): the project folder and which of them are links. */
  projectSettings: () => Promise<ProjectSettingsFacts>;
  /** The host's own settings files outside the project (absolute; core's `hostSettingsFiles`). */
  hostSettingsFiles: readonly string[];
  /** The host's definitions folders outside the project (absolute; core's `hostDefinitionFolders`). */
  hostDefinitionFolders: readonly string[];
  /** Why the sandboxed agent may write one of `hostSettingsFiles` (hostSettings.ts `hostSettingsWithinReach`); undefined: it may not. */
  hostSettingsWithinReach: (layers: readonly SettingsLayer[]) => Promise<string | undefined>;
  /** Whether the sandbox's tools run here. */
  sandboxTools: () => Promise<{ available: boolean; detail?: string }>;
  /** The folders the host was started with (`--add-dir`), from its command line (hostProcess.ts); optional for callers with no host process. */
  addedDirs?: () => Promise<AddedDirs>;
  /**
   * The nonce of the home's sandbox-only declaration when the person signed one that verifies
   * (session's `homeDeclaration`), else undefined: no session is protected then.
   */
  sandboxOnly: () => Promise<string | undefined>;
  /** The user's home folder (for `~/` in settings). */
  userHome: string;
  /** The files of `personCredentialFiles` (credentialFiles.ts) that exist here: the sandbox must deny them too. */
  credentialFiles: () => Promise<string[]>;
  /** One line for the person on the hook's stderr (redacted, bounded: eventPath.ts `line`); absent: said nowhere. */
  say?: (message: string) => void;
}

export const newObservationId = (): string => `obs_${randomBytes(8).toString('hex')}`;

/** A path or URL as kept in an observation: redacted, control characters removed, bounded. */
export function cleanRef(ref: string): string {
  return redactSecrets(ref)
    .text.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .slice(0, 2048);
}

/** A URL without its query and fragment (they often carry tokens). */
export function urlRef(url: string): string {
  const cut = url.search(/[?#]/u);
  return cleanRef(cut === -1 ? url : url.slice(0, cut));
}

/**
 * Times a string that is itself JSON is parsed and walked (a tool's JSON text inside an MCP
 * content block is one; a body JSON-encoded once more inside it is two): past this, a string is
 * taken as written (its escapes are still read as characters: core's `shingleWords`).
 */
export const MAX_JSON_NESTING = 4;

/** Whether `s` may be a JSON object, array or string (a cheap test before `JSON.parse`). */
function looksLikeJson(s: string): boolean {
  const t = s.trim();
  if (t.length < 2) return false;
  const a = t[0];
  const z = t[t.length - 1];
  return (a === '{' && z === '}') || (a === '[' && z === ']') || (a === '"' && z === '"');
}

/**
 * Longest string parsed as JSON to walk its values (a per-string budget, h47): a longer one is read
 * as written (its escapes are still read as characters: core's `shingleWords`), so one huge string
 * never costs a second copy as a parsed tree.
 */
export const MAX_JSON_PARSE = 4 << 20;

/** A container being walked: its items (an array's values, an object's keys) and where the walk is. */
interface Frame {
  items: readonly unknown[];
  /** The object whose `items` are keys (its values are walked after each key), or undefined for an array. */
  object?: Record<string, unknown>;
  at: number;
  nesting: number;
}

/**
 * Reads every string inside a tool's output into `shingler` (the observed content; never stored),
 * as if joined by line breaks: object keys and string values in document order, at any depth (an
 * explicit stack of containers, no recursion and no copy of their children: a result nested
 * thousands of levels deep, or an object of millions of keys, is walked in place; h46-attack,
 * h47). A string that parses as JSON (an MCP server's JSON text, a command printing JSON; up to
 * {@link MAX_JSON_PARSE} characters) is walked as the value it encodes, up to
 * {@link MAX_JSON_NESTING} levels of JSON inside JSON, so the body a server encoded is observed as
 * its characters, not as `\n`-joined escapes (h46-attack). Numbers, booleans and null are left out.
 * Once the shingler's budget is spent (core's `createShingler`) the rest is walked only to count
 * it as `unread`: no JSON parsed, no words read.
 *
 * @param value - the host's `tool_response` (or `error`), any JSON value
 */
export function readOutput(value: unknown, shingler: Shingler): void {
  const stack: Frame[] = [];
  // Once the budget is spent the walk goes on only counting what it does not read (no JSON parsed, no words), so `unread` is the whole rest.
  let spent = false;
  const visit = (v: unknown, nesting: number): void => {
    if (typeof v === 'string') {
      if (!spent && nesting < MAX_JSON_NESTING && v.length <= MAX_JSON_PARSE && looksLikeJson(v)) {
        try {
          const parsed: unknown = JSON.parse(v);
          if (typeof parsed === 'object' || (typeof parsed === 'string' && parsed !== v)) {
            visit(parsed, nesting + 1);
            return;
          }
        } catch {
          // Not JSON after all: taken as written.
        }
      }
      if (!shingler.push(v)) spent = true;
      // Base64 and base64url inside it, read as the text they encode (core's base64Texts; F15: an
      // e-mail body in the Gmail API's `payload.body.data`), JSON in it walked as JSON.
      if (!spent && nesting < MAX_JSON_NESTING) for (const decoded of base64Texts(v)) visit(decoded, nesting + 1);
      return;
    }
    if (Array.isArray(v)) stack.push({ items: v, at: 0, nesting });
    else if (typeof v === 'object' && v !== null) stack.push({ items: Object.keys(v), object: v as Record<string, unknown>, at: 0, nesting });
  };
  visit(value, 0);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.at >= frame.items.length) {
      stack.pop();
      continue;
    }
    const item = frame.items[frame.at++];
    if (frame.object === undefined) {
      visit(item, frame.nesting);
      continue;
    }
    // A key, then its value; a key of a string value read as its label (`DB_PASSWORD:`), so the
    // redactor finds the value it names on the next line (attack h53 C7). Words and tokens are the key's.
    const key = typeof frame.object[item as string] === 'string' ? `${item as string}:` : (item as string);
    if (!shingler.push(key)) spent = true;
    visit(frame.object[item as string], frame.nesting);
  }
}

/** A session's first record (core's `newSessionRecord`): its id as stored, the host, now, why not protected, and the transcript's path. */
export function freshRecord(event: HookEvent, now: string, reasons: string[]): SessionRecord {
  return newSessionRecord({
    id: storedSessionId(event.session),
    host: event.host,
    startedAt: now,
    reasons,
    ...(event.transcript ? { transcript: cleanRef(event.transcript) } : {}),
    // A record another event made first: its start was missed or piped in by hand (F18).
    ...(event.kind !== 'session-start' ? { startedBy: event.kind } : {}),
  });
}

export function base(session: string, at: string, ev: Observation['event'], origin: Observation['origin'], tool?: string, call?: string): Observation {
  return {
    v: 1,
    id: newObservationId(),
    session,
    at,
    event: ev,
    origin,
    ...(tool !== undefined ? { tool: cleanRef(tool).slice(0, 200) } : {}),
    ...(call !== undefined ? { call: cleanRef(call).slice(0, 200) } : {}),
    shingles: [],
    tokens: [],
    length: 0,
    truncated: false,
  };
}

/**
 * The fingerprints of a text read part by part (core's `createShingler`), each piece redacted
 * first (session's `boundedRedactor`; attack h53 C7: a password the agent read is never kept as a
 * keyed print beside the home's key); what it left out past its bounds is unread.
 */
function streamed(hash: KeyedHash, read: (shingler: Shingler) => void): Fingerprints {
  const redact = boundedRedactor();
  const shingler = createShingler(hash, { redact });
  read(shingler);
  const f = shingler.finish();
  // Cue lines past the redactor's bounds were left out (attack h54 E6): not read, so unread (a gap).
  return redact.cut > 0 ? { ...f, unread: f.unread + redact.cut, truncated: true } : f;
}

/**
 * The fingerprints of a text read whole (a prompt, `!` output, a command's body, an attachment),
 * redacted first (session's `redactedForPrints`); what the redaction dropped (a line of words under
 * a secret's label, a mnemonic) is unread, as {@link streamed} counts it (h56-attest).
 */
function whole(hash: KeyedHash, content: string, prompt: boolean): Fingerprints {
  const redacted = redactedForPrints(content);
  // A prompt keeps every shingle: what it shares with a page then exempts whatever the key (fingerprintText).
  const f = fingerprintText(redacted.text, hash, { every: prompt });
  return redacted.unread > 0 ? { ...f, unread: f.unread + redacted.unread, truncated: true } : f;
}

export async function observe(
  deps: HookDeps,
  o: {
    session: string;
    at: string;
    event: Observation['event'];
    origin: Observation['origin'];
    tool?: string;
    call?: string;
    ref?: string;
    failed?: boolean;
    blob?: string;
    tracked?: true;
    /** The content holds what Cairn cannot compare (opaqueContent.ts): its kind. */
    opaque?: string;
    /** A prompt of a protected, interactive session not shown typed (core's `untypedPrompt`). */
    untyped?: true;
  },
  content: string | ((shingler: Shingler) => void),
): Promise<void> {
  // A prompt keeps every shingle: what it shares with a page then exempts whatever the key (fingerprintText).
  const f = typeof content === 'string' ? whole(deps.hash, content, o.event === 'prompt') : streamed(deps.hash, content);
  const observation: Observation = {
    ...base(o.session, o.at, o.event, o.origin, o.tool, o.call),
    ...(o.ref !== undefined ? { ref: o.ref } : {}),
    ...(o.failed ? { failed: true } : {}),
    ...(o.blob !== undefined ? { blob: o.blob } : {}),
    ...(o.tracked === true ? { tracked: true as const } : {}),
    ...(o.untyped === true ? { untyped: true as const } : {}),
    ...(o.opaque !== undefined ? { opaque: o.opaque } : {}),
    shingles: f.shingles,
    tokens: f.tokens,
    key: observationKeyId(deps.hash),
    length: f.length,
    truncated: f.truncated,
    fp: FINGERPRINT_VERSION,
    ...(f.window > WINNOW_WINDOW ? { window: f.window } : {}),
    ...(f.unread > 0 ? { unread: f.unread } : {}),
    ...(f.compact !== '' ? { compact: f.compact } : {}),
    ...(f.droppedTokens > 0
      ? { dropped: f.droppedTokens, ...(f.bar !== undefined ? { bar: f.bar, ...(f.top !== undefined ? { top: f.top } : {}) } : {}) }
      : {}),
  };
  await deps.observations.append([observation]);
  // Output the hook could not read whole is a gap (DESIGN.md §10): the session's agent writes are
  // lowered as for a call not observed. Output whose rare tokens were not all kept (core's
  // MAX_RARE_TOKENS + MAX_COMPACT_TOKENS, h47-attack F6) is not a gap any more (h49-attest,
  // h48-attack F8/F9): its observation keeps the `bar` its dropped tokens are past, and core's
  // attestation lowers every agent write holding a token past it — in this session or a later
  // one, over MCP or the CLI — while the observation is kept, and no other write.
  // A prompt, `!` output, a command's body, an attachment (no call): words its redaction dropped are
  // a gap too (h56-attest), but for the person's own words (`user`), which only ever exempt.
  if (f.unread > 0 && (o.call !== undefined || o.origin !== 'user')) {
    const gap = cleanRef(`${o.call ?? o.tool ?? o.event} (output not read whole)`).slice(0, 200);
    await deps.observations.updateSession(o.session, (r) =>
      r === undefined || r.gaps.includes(gap) ? undefined : { ...r, gaps: [...r.gaps, gap].slice(0, 10_000) },
    );
  }
}

function kindOf(event: Extract<HookEvent, { kind: 'post-tool' }>): { kind: ToolKind; server?: string } {
  return event.host === 'claude-code' ? claudeToolKind(event.tool) : copilotToolKind(event.tool);
}

export async function postTool(event: Extract<HookEvent, { kind: 'post-tool' }>, id: string, now: string, deps: HookDeps): Promise<void> {
  const { kind, server } = kindOf(event);
  if (kind === 'internal') return void (await deps.observations.append([base(id, now, 'tool', 'tool', event.tool, event.call)]));
  const project = deps.location.project.path;
  const path = toolPath(event.input);
  const facts = (kind === 'file-read' || kind === 'file-edit') && path !== undefined ? await pathFacts(project, event.cwd, path) : undefined;
  const ref = facts ? cleanRef(facts.relative ?? path ?? '') : kind === 'web' && toolUrl(event.input) ? urlRef(toolUrl(event.input) as string) : undefined;
  const named = observationOrigin({
    kind,
    ...(facts ? { path: { insideProject: facts.insideProject, thirdParty: facts.thirdParty } } : {}),
    ...(server !== undefined && deps.config.mcpServers[server] ? { mcpServer: deps.config.mcpServers[server] } : {}),
  });
  // A read naming a folder (Grep, Glob, LS; the project's own folder too) returns other files'
  // text: the least trusted origin among the files it names, never the folder's (h53-attack C3).
  const origin =
    kind === 'file-read' && facts?.folder === true && named === 'repo'
      ? await folderOrigin(project, event.cwd, resolve(event.cwd, path as string), event.output)
      : named;
  if (kind === 'file-edit') {
    // What the agent wrote is its own; the observation records which file it touched.
    await deps.observations.append([{ ...base(id, now, 'edit', origin, event.tool, event.call), ...(ref ? { ref } : {}) }]);
    return;
  }
  // A file of the project read: its content as it is on disk now (keyed), so a protected
  // session's read can rebind a stale memory to it (issue #23, "Refreshing"). Read as a binding
  // reads it: no FIFO, device, symlink out of the project, nothing over the cap.
  const tree =
    kind === 'file-read' && facts?.insideProject === true && facts.relative !== undefined && facts.folder !== true ? new WorkingTree(project) : undefined;
  const onDisk = tree !== undefined && !event.failed ? tree.read(facts?.relative as string) : undefined;
  // Only what the host returned is what the model read (attack h54 E1): the file's facts count
  // only when the returned lines are the file's lines now — else the disk may have been put back
  // between the host's read and this hook's, and the read vouches for nothing (no blob, not tracked).
  const read = onDisk !== undefined && 'facts' in onDisk && returnedMatches(returnedLines(event.output), onDisk.facts.text) ? onDisk : undefined;
  // The project's own files (issue #22): a read of a file whose content is committed (HEAD's blob,
  // not only in git's index: an uncommitted overwrite of a tracked file is the worktree's, h47-attest),
  // not third-party; only its memories may promote where the person trusts the project's files (`cairn trust --repo`).
  // Where the person signed a commit (A7), committed there: a file a later commit changed or added
  // (an agent can `git commit`) is the project's text, never a trusted read, until they sign again.
  const tracked =
    tree !== undefined &&
    origin === 'repo' &&
    read !== undefined &&
    'facts' in read &&
    tree.isCommitted(facts?.relative as string, read.facts.blob, read.facts.lfBlob, await declaredCommit(deps.location.home, { path: project }));
  const blob = read !== undefined && 'facts' in read ? readFingerprint(read.facts.blob, deps.hash) : undefined;
  // An image, a PDF, a binary blob: its words reach the model, not the fingerprints (attack note A5).
  const opaque = opaqueContent(event.output);
  await observe(
    deps,
    {
      session: id,
      at: now,
      event: 'tool',
      origin,
      tool: event.tool,
      ...(event.call ? { call: event.call } : {}),
      ...(ref ? { ref } : {}),
      failed: event.failed,
      ...(blob !== undefined ? { blob } : {}),
      ...(tracked ? { tracked: true as const } : {}),
      ...(opaque !== undefined ? { opaque } : {}),
    },
    (shingler) => readOutput(event.output, shingler),
  );
}

/** PreToolUse and PostToolUse(Failure): the call registered, or what it returned observed. */
export async function handleToolEvent(event: Extract<HookEvent, { kind: 'pre-tool' | 'post-tool' }>, deps: HookDeps): Promise<void> {
  const now = deps.now().toISOString();
  const id = storedSessionId(event.session);
  await deps.observations.updateSession(id, (current) => (current ? undefined : freshRecord(event, now, ['no SessionStart was recorded for this session'])));
  if (event.kind === 'pre-tool')
    await deps.observations.append([
      { ...base(id, now, 'register', 'tool', event.tool, event.call), ...(event.agent !== undefined ? { agent: event.agent } : {}) },
    ]);
  else await postTool(event, id, now, deps);
}
