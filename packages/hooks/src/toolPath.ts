import { personActAsk } from './claudeCode/personActCommand.js';
import { prepare, report, withDeps } from './eventPath.js';
import type { HostName } from './hookEvent.js';
import type { HookInvocation } from './runHook.js';
import { handleToolEvent } from './toolEvents.js';

/**
 * A tool call's hook (PreToolUse, PostToolUse, PostToolUseFailure; Copilot's preToolUse and
 * postToolUse): the call registered or its output observed, with no project session, no memory
 * store and no gate loaded. A team store (only its session can say whether memory is enabled)
 * takes the full path.
 */
export async function run(io: HookInvocation, host: HostName, payload: unknown): Promise<void> {
  try {
    // A Bash call naming a person's act is shown to the person ('ask'), memory enabled here or not
    // (`cairn init` is one): a convenience, never the guarantee (issue #16).
    if (host === 'claude-code' && (payload as { hook_event_name?: unknown } | null)?.hook_event_name === 'PreToolUse') {
      const ask = personActAsk(payload);
      if (ask !== undefined) io.stdout.write(`${ask}\n`);
    }
    const p = await prepare(io, host, payload);
    if (p.initialised === undefined) return void (await (await import('./fullPath.js')).run(io, host, payload));
    if (!p.initialised) return;
    const { event } = p;
    if (event.kind !== 'pre-tool' && event.kind !== 'post-tool') return void (await (await import('./fullPath.js')).run(io, host, payload));
    await withDeps(
      io,
      p,
      () => Promise.reject(new Error('a tool call does not open the project session')),
      (deps) => handleToolEvent(event, deps),
    );
  } catch (error) {
    report(io, error);
  }
}
