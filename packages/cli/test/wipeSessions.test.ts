/**
 * `cairn wipe` deletes the project's host session records with its memories (walk h54 item 6:
 * its prompt named only the memories, and `cairn sessions show s1` found nothing afterwards).
 * Now the question, the typed words' line and the result count both. Real child processes, the
 * hook fed Claude Code's SessionStart, the person on a pseudo-terminal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { wipeOnPty } from './pty.js';

describe('cairn wipe and the host session records', () => {
  it('asks and says how many host session records go with the memories; they are gone after', async () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', 'The harbour API listens on port 8080.']).code).toBe(0);
    const transcript = join(box.root, 't.jsonl');
    writeFileSync(transcript, '');
    for (const id of ['s1', 's2']) {
      const event = { session_id: id, cwd: box.project, transcript_path: transcript, hook_event_name: 'SessionStart', source: 'startup' };
      const r = box.cairn(['hook', '--host', 'claude-code'], { input: JSON.stringify(event), env: { CAIRN_NO_DAEMON: '1' } });
      expect(r.code, r.stderr).toBe(0);
    }
    expect(box.cairn(['sessions', 'show', 's1']).code).toBe(0);

    const wipe = await wipeOnPty(box);
    expect(wipe.code, wipe.output).toBe(0);
    const said = wipe.output.replace(/\s+/gu, ' ');
    expect(said).toContain('Delete the one memory of this project? Its 2 host session records (`cairn sessions`) go too.');
    expect(said).toContain('Wiping deletes 1 memory and its 2 host session records (`cairn sessions`) of project from every file Cairn keeps');
    expect(said).toContain('Deleted 1 memory and 2 host session records. Memory stays enabled');
    const gone = box.cairn(['sessions', 'show', 's1']);
    expect(gone.code).not.toBe(0);
    expect(gone.stderr).toContain('No host session "s1"');
  }, 180_000);
});
