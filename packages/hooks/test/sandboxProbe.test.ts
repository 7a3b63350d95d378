/**
 * Issue #20 (h61-speed): SessionStart's sandbox probe (`sandboxTools`) starts one child process
 * when the sandbox runs — bwrap starting `socat -V` inside the namespaces it creates — and tries
 * bwrap and socat apart only when that fails, to say which one is missing. Its answer is the one
 * the two separate runs gave: a bwrap that cannot create namespaces, a missing socat or one that
 * fails is never "available". Driven through stand-in `bwrap` and `socat` scripts first on PATH
 * that log their arguments, alone on PATH (the real ones are not needed, nor run).
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxTools } from '../src/hostSettings.js';

let bin: string;
let log: string;
let savedPath: string | undefined;

/**
 * A stand-in `bwrap`: logs its arguments, exits `exit` when given, else runs the program after
 * `--die-with-parent` (as bwrap runs it inside the sandbox) from the same PATH.
 */
function fakeBwrap(exit?: number): void {
  const body = exit !== undefined ? `exit ${exit}` : 'while [ "$#" -gt 0 ] && [ "$1" != "--die-with-parent" ]; do shift; done\nshift\nexec "$@"';
  writeFileSync(join(bin, 'bwrap'), `#!/bin/sh\necho "bwrap $*" >> "${log}"\n${body}\n`);
  chmodSync(join(bin, 'bwrap'), 0o755);
}

/** A stand-in `socat` that logs its arguments and exits `exit`. */
function fakeSocat(exit: number): void {
  writeFileSync(join(bin, 'socat'), `#!/bin/sh\necho "socat $*" >> "${log}"\nexit ${exit}\n`);
  chmodSync(join(bin, 'socat'), 0o755);
}

/** What the stand-ins were started with, one line per process. */
const started = (): string[] => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []);

const PROBE = '--ro-bind / / --dev /dev --unshare-all --die-with-parent';

beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), 'cairn-sandbox-probe-'));
  log = join(bin, 'started.log');
  savedPath = process.env.PATH;
  // Only the stand-ins and `true` (bwrap's program when tried alone): a real bwrap or socat is never found.
  symlinkSync(['/usr/bin/true', '/bin/true'].find((t) => existsSync(t)) ?? '/usr/bin/true', join(bin, 'true'));
  process.env.PATH = bin;
});

afterEach(() => {
  process.env.PATH = savedPath;
  rmSync(bin, { recursive: true, force: true });
});

describe.skipIf(process.platform === 'win32')('sandboxTools on Linux (stand-in bwrap and socat)', () => {
  it('both run: available, from one child process (socat started inside bwrap)', async () => {
    fakeBwrap();
    fakeSocat(0);
    expect(await sandboxTools('linux')).toEqual({ available: true });
    expect(started()).toEqual([`bwrap ${PROBE} socat -V`, 'socat -V']);
  });

  it('bwrap cannot create its namespaces: not available, named bubblewrap', async () => {
    fakeBwrap(1);
    fakeSocat(0);
    expect(await sandboxTools('linux')).toEqual({
      available: false,
      detail: 'bubblewrap is missing or cannot create namespaces (sudo apt-get install bubblewrap)',
    });
    expect(started()).toEqual([`bwrap ${PROBE} socat -V`, `bwrap ${PROBE} true`]);
  });

  it('no bwrap at all: not available, named bubblewrap', async () => {
    fakeSocat(0);
    expect(await sandboxTools('linux')).toEqual({
      available: false,
      detail: 'bubblewrap is missing or cannot create namespaces (sudo apt-get install bubblewrap)',
    });
  });

  it('socat fails: not available, named socat (bwrap alone runs)', async () => {
    fakeBwrap();
    fakeSocat(1);
    expect(await sandboxTools('linux')).toEqual({ available: false, detail: 'socat is missing (sudo apt-get install socat)' });
    expect(started()).toEqual([`bwrap ${PROBE} socat -V`, 'socat -V', `bwrap ${PROBE} true`, 'socat -V']);
  });

  it('no socat at all: not available, named socat', async () => {
    fakeBwrap();
    expect(await sandboxTools('linux')).toEqual({ available: false, detail: 'socat is missing (sudo apt-get install socat)' });
  });

  it('another platform has no sandbox Cairn can verify', async () => {
    expect(await sandboxTools('win32')).toEqual({ available: false, detail: 'no sandbox on win32' });
    expect(started()).toEqual([]);
  });
});
