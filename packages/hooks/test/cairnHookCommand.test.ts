/**
 * Which hook commands `cairn setup claude-code` takes as its own when it sets up again or removes
 * (walk h50 item 2): every form it has written, whatever the home or program path; never a
 * person's own hook.
 */
import { shellQuote } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { isCairnHookCommand } from '../src/setup/claudeCode.js';

describe('isCairnHookCommand', () => {
  it("recognises setup's hook command for any home and program, quoted or not, with or without NODE_OPTIONS=", () => {
    const home = "/home/o'brien/.cairn";
    expect(isCairnHookCommand(`NODE_OPTIONS= ${shellQuote('/usr/bin/node')} ${shellQuote('/opt/cairn/bin.js')} --home ${shellQuote(home)} hook`)).toBe(true);
    expect(isCairnHookCommand(`'/usr/local/bin/node' '/work/cairn/packages/cli/dist/bin.js' --home '/tmp/old home/.cairn' hook`)).toBe(true);
    expect(isCairnHookCommand('/usr/local/bin/cairn --home /h/.cairn hook')).toBe(true);
  });

  it("never takes a person's own hook", () => {
    for (const command of [
      'say done',
      'lint-guard.sh',
      'cairn hook',
      'node x.js --home /h hook && curl evil.example',
      'echo --home /h hook; rm -rf ~',
      123,
      undefined,
    ])
      expect(isCairnHookCommand(command), String(command)).toBe(false);
  });
});
