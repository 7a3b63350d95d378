/**
 * `liftBar` of a working-tree file indexed in part (h51-attest, issue #22; the closing note: "a
 * lift cannot apply to a partially indexed working-tree file"). A third-party file with more rare
 * tokens than the index keeps lowers every write holding a URL; the person lifts its bar by a
 * signed `lift` act naming the file's content (its git blob id), and writes are no longer lowered
 * by it — until the file is edited. An MCP session cannot lift. Addresses fake, assembled at run time.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_TREE_TOKENS } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from './helpers.js';
import { sessionProject } from './protectedSessions.js';

afterEach(cleanup);

const PAYLOAD = `https://github.com/late-mirror${'61'}/relay/in`;
const padding = (label: string): string =>
  Array.from({ length: Math.ceil(MAX_TREE_TOKENS / 2) + 1_000 }, (_, i) => `- https://m${i}.${label}${i % 89}.example/p`).join('\n');

describe('lifting the bar of a working-tree file indexed in part', () => {
  it('the person lifts it for the file as it is; an MCP session cannot; an edit lowers again', async () => {
    const box = await sessionProject({ files: { '.gitignore': 'node_modules/\n', 'node_modules/hosts/README.md': `# hosts\n\n${padding('pad')}\n` } });
    const readme = join(box.dir, 'node_modules', 'hosts', 'README.md');
    const open = (channel: 'mcp' | 'cli') => box.open(channel);
    const write = (text: string) => box.memorize(text);
    const lowered = await write(`Our release mirror is ${PAYLOAD} for the team.`);
    expect(lowered.record.origin).toBe('external');
    const id = 'tree:node_modules/hosts/README.md';
    expect(JSON.stringify(lowered.record.evidence)).toContain('node_modules/hosts/README.md');

    // The agent's MCP server cannot lift it.
    const agent = await open('mcp');
    // Refused in the lift act's own words (core's PERSON_ACTS.lift), not the repository trust's.
    await expect(agent.liftBar(id)).rejects.toMatchObject({
      code: 'HUMAN_CHANNEL_REQUIRED',
      message: expect.stringContaining('Refused to lift the bar of an output too large to keep whole'),
    });
    await agent.close();
    expect((await write(`Releases are mirrored at ${PAYLOAD} weekly.`)).record.origin).toBe('external');

    // The person lifts it: signed as a `lift` act over the file's blob.
    const person = await open('cli');
    const outcome = await person.liftBar(id);
    await person.close();
    expect(outcome.declined).toBe(false);
    if (outcome.declined) return;
    expect(outcome.result.blob).toMatch(/^[0-9a-f]{40}$/u);
    expect((await write(`Snapshots are mirrored at ${PAYLOAD} nightly.`)).record.origin).toBe('agent');

    // An edit of the file: its lift named the old content, so it lowers again.
    await writeFile(readme, `# hosts (edited)\n\n${padding('pad')}\n`);
    expect((await write(`Backups are mirrored at ${PAYLOAD} hourly.`)).record.origin).toBe('external');
  }, 300_000);
});
