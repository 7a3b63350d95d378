import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../src/main.js';
import { sandbox } from './harness.js';

/**
 * A repeatable option's help said `(default: [])` (commander prints the empty list it was given
 * as the first value): `cairn confirm --help`'s `--reviewed`. No command's help shows an empty
 * default; every command of the real program is read, then the built CLI as a child process.
 */
function commands(cmd: Command, prefix: string[] = []): { path: string; cmd: Command }[] {
  return cmd.commands.flatMap((c) => {
    const path = [...prefix, c.name()];
    return [{ path: path.join(' '), cmd: c }, ...commands(c, path)];
  });
}

describe('help shows no empty default', () => {
  it('no option of any command prints "(default: [])" or another empty default', () => {
    const all = commands(createProgram());
    expect(all.map((c) => c.path)).toContain('confirm');
    const empty = all.filter(({ cmd }) => /\(default: (?:\[\]|""|\{\})\)/u.test(cmd.helpInformation())).map((c) => c.path);
    expect(empty).toEqual([]);
  });

  it('cairn confirm --help names --reviewed as repeatable, with no default', () => {
    const box = sandbox({ init: false, person: false });
    const help = box.cairn(['confirm', '--help']);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout.replace(/\s+/gu, ' ')).toContain('repeat for several');
    expect(help.stdout).not.toContain('(default: [])');
  });
});
