import { personActAsk } from './claudeCode/personActCommand.js';
import { prepare, report, withDeps } from './eventPath.js';
import type { HostName } from './hookEvent.js';
import type { HookInvocation } from './runHook.js';
import { handleToolEvent } from './toolEvents.js';
import { fileStoreLayoutHint, storedSessionId } from '@cairn/session';

/**
 * A tool call's hook (PreToolUse, PostToolUse, PostToolUseFailure; Copilot's preToolUse and
 * postToolUse): the call registered or its output observed, with no project session, no memory
 * store and no gate loaded. A team store (only its session can say whether memory is enabled)
 * takes the full path.
 */
export async function run(io: HookInvocation, host: HostName, payload: unknown): Promise<void> {
  let home: string | undefined;
  try {
    // A Bash call naming a person's act is shown to the person ('ask'), memory enabled here or not
    // (`cairn init` is one): a convenience, never the guarantee (issue #16).
    if (host === 'claude-code' && (payload as { hook_event_name?: unknown } | null)?.hook_event_name === 'PreToolUse') {
      const ask = personActAsk(payload);
      if (ask !== undefined) io.stdout.write(`${ask}\n`);
    }
    const p = await prepare(io, host, payload);
    home = p.location.home;
    if (p.initialised === undefined) return void (await (await import('./fullPath.js')).run(io, host, payload));
    if (!p.initialised) return;
    const { event } = p;
    if (event.kind !== 'pre-tool' && event.kind !== 'post-tool') return void (await (await import('./fullPath.js')).run(io, host, payload));
    await withDeps(
      io,
      p,
      () => Promise.reject(new Error('a tool call does not open the project session')),
      async (deps) => {
        // A store that needs a format upgrade is never written by a hook (issue #21: "the hook
        // does nothing"). A session no SessionStart recorded: its SessionStart may have been
        // refused, so the store is asked first, once per such session's call. A recorded session
        // found the store ready when it started, but the store may need an upgrade since (a newer
        // Cairn installed mid-session, a view put back from a backup): the view's folder is read
        // on every call (one readdir), and the store is asked whenever it shows an earlier layout
        // or no view, so it refuses before any observation is written.
        const known = await deps.observations.getSession(storedSessionId(event.session)).catch(() => undefined);
        if (known === undefined || (await fileStoreLayoutHint(p.location)) !== 'current') await (await import('./fullPath.js')).storeReady(io, host, p);
        return handleToolEvent(event, deps);
      },
    );
  } catch (error) {
    await report(io, error, home);
  }
}
