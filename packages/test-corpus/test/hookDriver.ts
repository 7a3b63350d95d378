import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { runHook } from '@cairn/hooks';

/** The hooks package's recorded Claude Code payloads (`{{session}}`, `{{cwd}}` … placeholders). */
const FIXTURES = resolve(import.meta.dirname, '../../hooks/test/fixtures/claude-code');

/**
 * A Claude Code session driven through `runHook` in process, for the redaction door tests: a
 * transcript whose assistant turns carry `values` ("Done. <value>"), a payload from the recorded
 * fixtures with its placeholders filled and `patch` laid over it, and a hook call that keeps what
 * the hook printed in `printed`; `session` is the session's id.
 *
 * @param prefix - the session id's prefix (a random suffix is added)
 */
export function hookSession(o: { home: string; userHome: string; project: string; values: readonly string[]; printed: string[]; prefix: string }): {
  session: string;
  payload: (name: string, patch: Record<string, unknown>) => unknown;
  hook: (event: unknown) => Promise<void>;
} {
  const session = `${o.prefix}-${randomBytes(4).toString('hex')}`;
  writeFileSync(
    join(o.userHome, `${session}.jsonl`),
    `${o.values.map((v) => JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: `Done. ${v}` }] } })).join('\n')}\n`,
  );
  return {
    session,
    payload: (name, patch) => {
      const raw = readFileSync(join(FIXTURES, `${name}.json`), 'utf8')
        .replaceAll('{{session}}', session)
        .replaceAll('{{transcriptDir}}', o.userHome)
        .replaceAll('{{cwd}}', o.project)
        .replaceAll('{{prompt}}', 'prompt-1');
      return { ...(JSON.parse(raw) as Record<string, unknown>), ...patch };
    },
    hook: async (event) => {
      await runHook({
        home: o.home,
        env: { PATH: process.env.PATH },
        userHome: o.userHome,
        stdin: Readable.from([Buffer.from(JSON.stringify(event))]),
        stdout: { write: (t: string) => void o.printed.push(t) },
        stderr: { write: (t: string) => void o.printed.push(t) },
      });
    },
  };
}
