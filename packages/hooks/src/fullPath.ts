import { claudeCodeAnswer, storeNotReadyAnswer } from './claudeCode/event.js';
import { line, type Prepared, prepare, report, translate, withDeps } from './eventPath.js';
import { handleEvent } from './handle.js';
import { type HostName, KNOWN_EVENTS } from './hookEvent.js';
import { endorsementWords, foldLine, personKeyNotice, redactSecrets } from '@cairn/session';
import { createLiveKeyring, type LiveKeyring, noPersonProof, type OpenProjectOptions, openProject, type ProjectSession } from './projectSession.js';
import type { HookInvocation } from './runHook.js';
import { registeredHostSession, storedSessionId } from '@cairn/session';

/**
 * What SessionStart tells the person (Claude Code's `systemMessage`, shown to the user, not the
 * model) about their key (issue #16: "every key change is shown by `doctor`, in the VS Code view
 * and as a SessionStart message"): a key file in doubt, or a change of key in the last
 * `KEY_CHANGE_NOTICE_DAYS` days (session's `personKeyNotice`, the rule the VS Code view shares) —
 * a change the person did not make is how a key taken over shows. Undefined when there is
 * nothing to say or the key file cannot be read at all.
 */
export async function keyNotice(home: string, now: Date): Promise<string | undefined> {
  const notice = await personKeyNotice(home, now);
  if (notice === undefined) return undefined;
  if (notice.kind === 'doubt')
    return foldLine(`Cairn: your person key is in doubt (${notice.doubt}): no signature counts until it is resolved. Run cairn doctor.`);
  const { change } = notice;
  return foldLine(
    `Cairn: your signing key changed on ${change.since.slice(0, 10)} (${endorsementWords(change.endorsedBy)}) to ${change.id}. If you did not change it, your key was taken over: run cairn person status.`,
  );
}

/** The person's keys of each home, read once per process (and again only when the key files change). */
const keyrings = new Map<string, LiveKeyring>();
function keysOf(home: string): LiveKeyring {
  let keys = keyrings.get(home);
  if (keys === undefined) {
    keys = createLiveKeyring(() => home);
    keyrings.set(home, keys);
  }
  return keys;
}

/**
 * The project session a hook event opens: the person's keys checked on every read, no person
 * proof, never a rebuild or a layout upgrade (`migrate: false`), the event's host session; lent by
 * `cairn daemon` when one serves the hook. `lent` is the lender's release, to call when done
 * (else close the session).
 */
async function openHookSession(
  io: HookInvocation,
  host: HostName,
  p: Prepared,
): Promise<{ session: ProjectSession; lent?: (failed: boolean) => Promise<void> }> {
  // Every reader checks (issue #16): what the hook hands the agent (the SessionStart digest, a
  // prompt's recall) reads an unsigned, badly signed or replayed `user` origin, confirm or pin
  // as the agent's — a line appended to the log by hand never reaches the agent as the
  // person's. Only the records the digest reads are checked (the store's facts choose them).
  const keys = keysOf(p.location.home);
  const options: OpenProjectOptions = {
    ...p.input,
    channel: 'api',
    keyring: keys.keyring,
    refreshKeys: () => keys.refresh(),
    personProof: noPersonProof('a host hook'),
    // Never a rebuild or a layout upgrade within the host's time budget (issue #21): the store
    // refuses with STORE_NOT_READY, the hook says so in its one line, and the person's next
    // `cairn` command upgrades it. The daemon opens what it lends with these options too.
    migrate: false,
    session: storedSessionId(p.event.session),
    client: `${host} hook`,
    // The journal (Stop, SessionEnd) is an agent write like any other (attack A6): checked as an
    // MCP write of this session is — the session's gaps, including calls the transcript shows
    // unanswered, what it read since the last Stop that no hook observed yet, its opaque reads,
    // and its protection only as the home's declaration lets it hold.
    hostSession: () => registeredHostSession(p.location, p.event.session)(),
  };
  if (io.lendSession !== undefined) {
    const l = await io.lendSession(options);
    return { session: l.session, lent: l.done };
  }
  return { session: await openProject(options) };
}

/**
 * Whether the memory store may be written by a hook now: opens the project session as
 * {@link run} does and waits for {@link ProjectSession.ready}, then closes it. For a tool call's
 * hook (toolPath.ts), which otherwise opens no store: before it writes an observation of a session
 * no SessionStart recorded (issue #21: "a store that needs a format upgrade … the hook does nothing").
 *
 * @throws CoreError `STORE_NOT_READY` (a layout upgrade or a view rebuild is needed), or any open's error
 */
export async function storeReady(io: HookInvocation, host: HostName, p: Prepared): Promise<void> {
  const o = await openHookSession(io, host, p);
  let failed = false;
  try {
    await o.session.ready();
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (o.lent !== undefined) await o.lent(failed).catch(() => undefined);
    else await o.session.close().catch(() => undefined);
  }
}

/** Whether a Claude Code payload is a SessionStart (read before, or without, its translation). */
function isSessionStart(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { hook_event_name?: unknown }).hook_event_name === 'SessionStart';
}

/**
 * Failures of writing the home (core's `STORE_IO` and `STORE_LOCKED`, or a write's errno: a
 * read-only or full file system, no permission): what {@link sessionStartFailedAnswer} tells the
 * person of. A malformed event, a missing project folder or an unsafe home stay on stderr alone.
 */
function cannotWrite(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && ['STORE_IO', 'STORE_LOCKED', 'EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT'].includes(code);
}

/**
 * Claude Code's answer to a SessionStart that failed to write the home ({@link cannotWrite}): a
 * Cairn home the hook cannot write (a read-only home, as inside an agent's sandbox), a full disk,
 * a locked store. The session could
 * not be recorded, and Cairn injects no digest it cannot record: the per-session log of which
 * memories were injected (`cairn sessions show`) is how a person checks what reached the agent,
 * and an unrecorded session's writes are unprotected anyway (issue #21; walk h53 item 6: the
 * person saw nothing). So the person is told, in the hooks docs' `systemMessage` ("a warning
 * message shown to the user", code.claude.com/docs/en/hooks, read 2026-12-06), why and what to
 * run; the reason is `refused` (a write the home refused, in homeNotWritable.ts's words: where
 * and what to do) or else the error's own words, redacted and folded to one line of at most 300
 * characters.
 *
 * @returns one JSON object (no newline)
 */
function sessionStartFailedAnswer(error: unknown, refused?: string): string {
  const reason = refused ?? foldLine(redactSecrets((error as Error | undefined)?.message ?? String(error)).text, 300);
  const doctor = /cairn doctor/u.test(reason) ? '' : ' Run `cairn doctor` in a terminal to see what to fix.';
  return JSON.stringify({
    systemMessage: `Cairn is off for this session: it could not record the session in its home, and Cairn injects no memory it cannot record, so the agent got no digest. Why: ${reason}${doctor}`,
  });
}

/**
 * The events whose handling opens the memory store (the digest, the journal, the lowering of a
 * session's writes, a prompt's recall) or writes an observation (a prompt's): a store the hook may
 * not open refuses them before anything is written (issue #21: "a store that needs a format
 * upgrade … the hook does nothing"). A prompt pays one store open for it; a tool call's hook does
 * only for a session no SessionStart recorded (toolPath.ts).
 */
const STORE_FIRST: ReadonlySet<string> = new Set(['session-start', 'prompt', 'stop', 'session-end']);

/**
 * Every hook event but a tool call's (SessionStart, prompts, Stop, SessionEnd, …): the project
 * session opens when the event needs it (the digest, a recall, the journal's write).
 */
export async function run(io: HookInvocation, host: HostName, payload: unknown): Promise<void> {
  let opened: ProjectSession | undefined;
  let opening: Promise<ProjectSession> | undefined;
  let lent: ((failed: boolean) => Promise<void>) | undefined;
  let failed = false;
  let home: string | undefined;
  try {
    // An event Cairn does not act on (one the host added, or a name typed by hand): exit 0 as
    // always, nothing recorded, and one line naming it and the known ones (walk h58: it was silent).
    const translated = translate(host, io.event, payload);
    // Copilot sends documented events Cairn does not act on (errorOccurred…): those stay silent.
    if (translated.kind === 'other' && host === 'claude-code') {
      line(
        io,
        `ignored the event ${JSON.stringify(translated.name.slice(0, 60))}: nothing recorded; the ${host} events Cairn acts on are ${KNOWN_EVENTS[host].join(', ')}`,
      );
      return;
    }
    const p = await prepare(io, host, payload);
    home = p.location.home;
    const open = async (): Promise<ProjectSession> => {
      const o = await openHookSession(io, host, p);
      lent = o.lent;
      opened = o.session;
      return opened;
    };
    // Opened once however many parts of the event ask (a lent session is the request's alone).
    const session = (): Promise<ProjectSession> => {
      opening ??= open();
      return opening;
    };
    if (p.initialised === false || (p.initialised === undefined && !(await (await session()).initialised()))) return;
    // The store first for the events that need it: one the hook may not open (a layout upgrade,
    // STORE_NOT_READY) is refused before anything is written (closing note 2026-12-06: Stop and
    // SessionEnd wrote their session record and observations, then found the store refused).
    if (STORE_FIRST.has(p.event.kind)) await (await session()).ready();
    const context = await withDeps(io, p, session, (deps) => handleEvent(p.event, deps));
    const notice =
      host === 'claude-code' && p.event.kind === 'session-start' && context !== undefined ? await keyNotice(p.location.home, new Date()) : undefined;
    const answer = host === 'claude-code' ? claudeCodeAnswer(p.event, context, notice) : undefined;
    if (answer !== undefined) io.stdout.write(`${answer}\n`);
  } catch (error) {
    failed = true;
    const refused = await report(io, error, home);
    // A store the hook may not upgrade: the person is told on screen, not only in the debug log (walk 51).
    // A SessionStart that could not write the home (read-only, a full disk, a locked store)
    // injected no digest: the person is told that too, and why (walk h53 item 6).
    const notice =
      host === 'claude-code'
        ? (storeNotReadyAnswer(error) ??
          (isSessionStart(payload) && (refused !== undefined || cannotWrite(error)) ? sessionStartFailedAnswer(error, refused) : undefined))
        : undefined;
    if (notice !== undefined) io.stdout.write(`${notice}\n`);
  } finally {
    await opening?.catch(() => undefined);
    if (lent !== undefined) await lent(failed).catch(() => undefined);
    else await opened?.close().catch(() => undefined);
  }
}
