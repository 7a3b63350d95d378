/**
 * `cairn review` says, before the keystroke, that a memory may be outdated (walk h54 item 1: a
 * memory whose bound file changed was shown as fresh and confirmed with one key, while
 * `cairn confirm <id>` said "It may be outdated — … Re-read it first"). The same words as
 * confirm's question (session's `staleActNote`). Real child processes, a real git repository,
 * the person on a pseudo-terminal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedSources, sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';

const PORT = 'The service listens on port 8080.';
const RETRIES = 'A failed job is retried three times.';

describe('cairn review of a memory whose bound file changed', () => {
  it('shows confirm’s "may be outdated" line before asking; an unchanged one is shown without it', async () => {
    const box = sandbox();
    const git = committedSources(box);
    const port = box.json<{ id: string }>(['memorize', '--text', PORT, '--source', 'src/config.ts:1-1']).value.id;
    expect(box.json<{ id: string }>(['memorize', '--text', RETRIES, '--source', 'src/queue.ts:1-1']).run.code).toBe(0);
    writeFileSync(join(box.project, 'src/config.ts'), 'export const PORT = 9090;\n');
    git('commit', '-qam', 'two');

    const walk = await onPty(['review'], {
      cwd: box.project,
      env: ptyEnv(box),
      steps: [
        { expect: /Confirm\? /u, send: 'n' },
        { expect: /Confirm\? /u, send: 'n' },
      ],
    });
    expect(walk.code, walk.output).toBe(0);
    const said = walk.output.replace(/\s+/gu, ' ');
    // Each memory's block, from its [i/2] head to its question.
    const blocks = [...said.matchAll(/\[\d\/2\].*?Confirm\? /gu)].map((m) => m[0]);
    expect(blocks).toHaveLength(2);
    const stale = blocks.find((b) => b.includes(PORT)) ?? '';
    const fresh = blocks.find((b) => b.includes(RETRIES)) ?? '';
    expect(stale).toContain(
      `It may be outdated — src/config.ts changed today. Re-read it first (\`cairn show ${port}\`); \`cairn reverify ${port}\` binds it to the file as it is now.`,
    );
    expect(fresh).not.toContain('may be outdated');
    expect(said).toContain('0 confirmed, 0 rejected, 2 left.');

    // The same words as confirm's question.
    const confirm = box.person(['confirm', port]);
    expect(confirm.code, confirm.stderr).toBe(0);
    expect(confirm.stderr.replace(/\s+/gu, ' ')).toContain(`It may be outdated — src/config.ts changed today. Re-read it first (\`cairn show ${port}\`)`);
  }, 180_000);
});
