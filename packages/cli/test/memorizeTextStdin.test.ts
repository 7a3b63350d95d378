/**
 * `memorize --text "…"` with a JSON request also piped on stdin (the newcomer walk): stdin was
 * silently ignored, so the request was lost without a word. Now refused (exit 2, nothing stored)
 * with what to do; an empty stdin, white space only, or a pipe left open with nothing in it (an
 * agent's shell) still stores the --text. Real child processes.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, type Sandbox, sandbox } from './harness.js';

const stored = (box: Sandbox): string[] => box.json<{ text: string }[]>(['list']).value.map((m) => m.text);

describe('memorize --text with input on stdin too', () => {
  it('a JSON request on stdin is refused (exit 2) saying to give one or the other; nothing is stored', () => {
    const box = sandbox();
    const r = box.cairn(['memorize', '--origin', 'agent', '--text', 'The queue is Redis.'], {
      input: JSON.stringify({ text: 'The cache is Memcached.', origin: 'agent' }),
    });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain('memorize got --text and input on stdin too (a JSON request?): give one or the other.');
    expect(r.stderr).toContain('Nothing was stored.');
    expect(stored(box)).toEqual([]);
    const json = box.json<{ error: { code: string; message: string } }>(['memorize', '--origin', 'agent', '--text', 'The queue is Redis.'], {
      input: '{"text": "x"}\n',
    });
    expect(json.run.code).toBe(2);
    expect(json.value.error.code).toBe('INVALID_INPUT');
  });

  it('an empty stdin or white space only stores the --text', () => {
    const box = sandbox();
    for (const input of ['', ' \n\t\n']) {
      const r = box.cairn(['memorize', '--origin', 'agent', '--text', `The queue is Redis (${JSON.stringify(input)}).`], { input });
      expect(r.code, r.stderr).toBe(0);
    }
    expect(stored(box)).toHaveLength(2);
  });

  it('a pipe left open with nothing in it is not waited on: the --text is stored', async () => {
    const box = sandbox();
    const child = spawn(process.execPath, [BIN, 'memorize', '--origin', 'agent', '--text', 'The queue is Redis.'], {
      cwd: box.project,
      env: { PATH: process.env.PATH ?? '', HOME: `${box.root}/user`, CAIRN_HOME: box.home, NO_COLOR: '1', LANG: 'C.UTF-8' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.end();
    expect(code, stderr).toBe(0);
    expect(stored(box)).toEqual(['The queue is Redis.']);
  });
});
