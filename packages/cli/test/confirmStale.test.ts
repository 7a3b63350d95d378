/**
 * A person's act that puts a memory in force says when a file the memory is bound to changed
 * (issue #14, the eighth newcomer walk: `confirm` of a memory whose source had been edited said
 * nothing of it, while `show`, `recall` and `stale` said "may be outdated"). Real child
 * processes, a real git repository, the person on a pseudo-terminal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedSources, sandbox } from './harness.js';

describe('confirm of a memory whose bound file changed', () => {
  it('says what changed and how to re-read and rebind it; an unchanged one is asked as before', () => {
    const box = sandbox();
    committedSources(box);
    const port = box.json<{ id: string }>(['memorize', '--text', 'The service listens on port 8080.', '--source', 'src/config.ts:1-1']).value.id;
    const retries = box.json<{ id: string }>(['memorize', '--text', 'A failed job is retried three times.', '--source', 'src/queue.ts:1-1']).value.id;
    writeFileSync(join(box.project, 'src/config.ts'), 'export const PORT = 9090;\n');

    const stale = box.person(['confirm', port]);
    expect(stale.code, stale.stderr).toBe(0);
    const said = stale.stderr.replace(/\s+/gu, ' ');
    expect(said).toContain('It may be outdated — src/config.ts changed today. Re-read it first');
    expect(said).toContain(`cairn reverify ${port}`);

    const fresh = box.person(['confirm', retries]);
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(fresh.stderr).not.toContain('may be outdated');
  }, 180_000);
});
