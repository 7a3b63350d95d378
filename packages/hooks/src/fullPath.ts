import { claudeCodeAnswer } from './claudeCode/event.js';
import { prepare, report, withDeps } from './eventPath.js';
import { handleEvent } from './handle.js';
import type { HostName } from './hookEvent.js';
import { noPersonProof, openProject, type ProjectSession } from './projectSession.js';
import type { HookInvocation } from './runHook.js';
import { storedSessionId } from './sessionId.js';

/**
 * Every hook event but a tool call's (SessionStart, prompts, Stop, SessionEnd, …): the project
 * session opens when the event needs it (the digest, a recall, the journal's write).
 */
export async function run(io: HookInvocation, host: HostName, payload: unknown): Promise<void> {
  let opened: ProjectSession | undefined;
  try {
    const p = await prepare(io, host, payload);
    const session = async (): Promise<ProjectSession> => {
      opened ??= await openProject({
        ...p.input,
        channel: 'api',
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
