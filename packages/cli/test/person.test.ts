import { describe, expect, it } from 'vitest';
import { loadKeyring, personPaths } from '@cairn/person';
import { statSync } from 'node:fs';
import { sandbox } from './harness.js';
import { onPty } from './pty.js';

const PASS = 'a test passphrase typed on the terminal';
const env = (home: string, root: string) => ({ PATH: process.env.PATH ?? '', HOME: `${root}/user`, CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' });

describe('cairn person setup (issue #16)', () => {
  it('on the terminal: the passphrase typed twice seals a new key; the recovery code is printed once and stored nowhere', async () => {
    const box = sandbox({ init: false });
    const r = await onPty(['person', 'setup'], {
      cwd: box.project,
      env: env(box.home, box.root),
      steps: [
        { expect: /Choose a passphrase[^:]*: /u, send: `${PASS}\r` },
        { expect: /The same passphrase again: /u, send: `${PASS}\r` },
      ],
    });
    expect(r.code, r.output).toBe(0);
    expect(r.output).not.toContain(PASS);
    const code = /\b([0-9A-Z]{4}(?:-[0-9A-Z]{4}){5})\b/u.exec(r.output)?.[1];
    expect(code).toBeDefined();
    expect(box.storeBytes().toString('utf8')).not.toContain(code as string);
    expect(statSync(personPaths(box.home).identity).mode & 0o777).toBe(0o600);
    const { identity, keyring } = await loadKeyring(box.home);
    expect(identity?.keys).toHaveLength(1);
    expect(keyring.doubt).toBeUndefined();
  }, 120_000);

  it('refuses without the terminal: piped answers, arguments and the environment never carry a passphrase', () => {
    const box = sandbox({ init: false });
    const piped = box.cairn(['person', 'setup'], { input: `${PASS}\n${PASS}\n`, env: { CAIRN_PASSPHRASE: PASS } });
    expect(piped.code).toBe(3);
    expect(piped.stderr).toContain('in a terminal');
    expect(box.storeFiles()).toEqual([]);
  });
});
