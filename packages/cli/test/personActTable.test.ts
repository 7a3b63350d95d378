import { personActInCommand } from '@cairn/hooks';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../src/main.js';
import { PERSON_ACT_MARK } from '../src/personActMark.js';

/**
 * The PreToolUse hook keeps its own table of the commands that are a person's act (it asks the
 * person before such a Bash call runs); the CLI marks each such command in its help. One list in
 * two places may drift: this reads every command of the real program and holds the two together.
 */
interface Entry {
  /** `team link`, `confirm`… */
  path: string;
  /** The help's mark: undefined (not an act), '' (always an act) or its `when` (`--apply`, `setup, change-key…`). */
  when: string | undefined;
}

function entries(cmd: Command, prefix: string[] = []): Entry[] {
  return cmd.commands.flatMap((c) => {
    const path = [...prefix, c.name()];
    const m = new RegExp(`\\((?:([^()]*): )?${PERSON_ACT_MARK}\\)$`, 'u').exec(c.description());
    return [{ path: path.join(' '), when: m === null ? undefined : (m[1] ?? '') }, ...entries(c, path)];
  });
}

const all = entries(createProgram());
const marked = all.filter((e) => e.when !== undefined);

describe("the hook's table of person's acts and the CLI's help marks", () => {
  it('reads the marks (the walk finds the commands it must)', () => {
    expect(marked.map((e) => e.path)).toEqual(expect.arrayContaining(['confirm', 'init', 'person', 'team link', 'memorize', 'prune']));
  });

  it('every command the help marks as a person’s act is one the hook asks about', () => {
    const missed: string[] = [];
    for (const e of marked) {
      const words = e.path.split(' ');
      const asked = (line: string) => personActInCommand(line) !== undefined || missed.push(line);
      if (e.when === '') asked(`cairn ${e.path} mem_0123456789abcdef`);
      else if (e.when === '--apply') asked(`cairn ${e.path} --apply`);
      else if (words[0] === 'memorize') {
        asked('cairn memorize --text "Ship from main."');
        asked('cairn memorize --pin --origin agent --text "Ship from main."');
      } else for (const sub of (e.when ?? '').split(/,\s*/u)) asked(`cairn ${e.path} ${sub}`);
    }
    expect(missed).toEqual([]);
  });

  it('no command the help leaves unmarked is asked about (a subcommand of a marked parent is its parent’s)', () => {
    const markedPaths = new Set(marked.map((e) => e.path));
    const partial = new Map(marked.filter((e) => e.when !== '').map((e) => [e.path, e.when as string]));
    const overAsked = all
      .filter((e) => e.when === undefined)
      .filter((e) => {
        const [head, sub] = e.path.split(' ');
        if (sub !== undefined && markedPaths.has(head as string)) {
          // A part-act parent (`person`) names its acting subcommands in its mark.
          const when = partial.get(head as string);
          return when === undefined ? false : !when.split(/,\s*/u).includes(sub) && personActInCommand(`cairn ${e.path}`) !== undefined;
        }
        return personActInCommand(`cairn ${e.path}`) !== undefined;
      })
      .map((e) => e.path);
    expect(overAsked).toEqual([]);
  });
});
