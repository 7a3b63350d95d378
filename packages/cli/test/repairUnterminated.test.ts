/**
 * An events.jsonl whose last frame is whole (valid JSON, crc ok) but lacks only its newline
 * (h49-attack N6: a short write on a full disk ends so): every command refused, saying memories
 * were missing, and `cairn repair` deleted the frame, saying "nothing stored was lost", with no
 * quarantine. Now a reader says what it is, and repair adds the newline and keeps the frame.
 * Built CLI, child processes.
 */
import { readdirSync, readFileSync, truncateSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

describe('a last frame that lacks only its newline', () => {
  it('a read refuses, saying the frame is whole and repair keeps it; repair adds the newline, and both memories are there', () => {
    const box = sandbox();
    for (const text of ['The nightly job rotates logs.', 'The staging database is rebuilt every Sunday.']) {
      expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
    }
    const projects = join(box.home, 'projects');
    const log = join(projects, String(readdirSync(projects)[0]), 'events.jsonl');
    truncateSync(log, statSync(log).size - 1);
    const listed = box.cairn(['list']);
    expect(listed.code).not.toBe(0);
    expect(listed.stderr).toContain('is whole but lacks its newline (an interrupted write)');
    expect(listed.stderr).toContain('`cairn repair`, which adds the newline and keeps the frame');
    const repaired = box.person(['repair']);
    expect(repaired.code, repaired.stderr).toBe(0);
    expect(repaired.stderr).not.toContain('nothing stored was lost');
    expect(repaired.stderr).toContain('was whole but lacked its newline (an interrupted write); added the newline and kept the frame.');
    expect(readFileSync(log, 'utf8').endsWith('\n')).toBe(true);
    const after = box.cairn(['list']);
    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).toContain('The staging database is rebuilt every Sunday.');
    expect(after.stdout).toContain('The nightly job rotates logs.');
    expect(existsSync(join(log, '..', 'quarantine.jsonl'))).toBe(false);
  }, 120_000);
});
