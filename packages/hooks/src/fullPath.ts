import { claudeCodeAnswer } from './claudeCode/event.js';
import { prepare, report, withDeps } from './eventPath.js';
import { handleEvent } from './handle.js';
import type { HostName } from './hookEvent.js';
import { createLiveKeyring, type LiveKeyring, noPersonProof, openProject, type ProjectSession } from './projectSession.js';
import type { HookInvocation } from './runHook.js';
import { storedSessionId } from './sessionId.js';

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
 * Every hook event but a tool call's (SessionStart, prompts, Stop, SessionEnd, …): the project
 * session opens when the event needs it (the digest, a recall, the journal's write).
 */
export async function run(io: HookInvocation, host: HostName, payload: unknown): Promise<void> {
  let opened: ProjectSession | undefined;
  try {
    const p = await prepare(io, host, payload);
    const session = async (): Promise<ProjectSession> => {
      // Every reader checks (issue #16): what the hook hands the agent (the SessionStart digest, a
      // prompt's recall) reads an unsigned, badly signed or replayed `user` origin, confirm or pin
      // as the agent's — a line appended to the log by hand never reaches the agent as the
      // person's. Only the records the digest reads are checked (the store's facts choose them).
      const keys = keysOf(p.location.home);
      opened ??= await openProject({
        ...p.input,
        channel: 'api',
        keyring: keys.keyring,
        refreshKeys: () => keys.refresh(),
        personProof: noPersonProof('a host hook'),
        session: storedSessionId(p.event.session),
        client: `${host} hook`,
      });
      return opened;
    };
    if (p.initialised === false || (p.initialised === undefined && !(await (await session()).initialised()))) return;
    const context = await withDeps(io, p, session, (deps) => handleEvent(p.event, deps));
    const answer = host === 'claude-code' ? claudeCodeAnswer(p.event, context) : undefined;
    if (answer !== undefined) io.stdout.write(`${answer}\n`);
  } catch (error) {
    report(io, error);
  } finally {
    await opened?.close().catch(() => undefined);
  }
}
