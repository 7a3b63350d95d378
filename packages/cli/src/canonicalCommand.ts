import type { Command, Option } from 'commander';

/**
 * The canonical words of a `cairn` command, as a signed-ahead act binds them (`cairn person sign
 * -- …`, issue #16; the newcomer walk found `memorize --text X --kind fact` signed ahead and run as
 * `memorize --kind fact --text X` read as the agent's, without a word): the command's path, its
 * options sorted by name — each as its long form with its value, short forms and `--name=value`
 * spelled out — then `--` and its arguments in their order (an argument's place can change what
 * it means: `supersede <old> <new>`). Two spellings that commander parses to the same options and
 * arguments have the same canonical words; the signature over the act is checked as before.
 *
 * Words this grammar cannot read with certainty (an option it does not know, grouped short flags
 * that take a value) are returned as typed: such a command is bound to its exact words.
 *
 * @param program - the `cairn` program (commander), for its commands and options
 * @param command - the words, starting with `cairn`
 * @returns the canonical words, starting with `cairn`
 */
export function canonicalCommand(program: Command, command: readonly string[]): string[] {
  const [head, ...words] = command;
  if (head !== 'cairn') return [...command];
  const path: string[] = [];
  const options: [string, string[]][] = [];
  const args: string[] = [];
  let cmd = program;
  let scope: Command[] = [program];
  const find = (flag: string): Option | undefined => {
    for (const c of scope) {
      const o = c.options.find((x) => x.long === flag || x.short === flag);
      if (o !== undefined) return o;
    }
    return undefined;
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') {
      args.push(...words.slice(i + 1));
      break;
    }
    if (w.startsWith('-') && w.length > 1) {
      const eq = w.startsWith('--') ? w.indexOf('=') : -1;
      const flag = eq > 0 ? w.slice(0, eq) : w.startsWith('--') ? w : w.slice(0, 2);
      const attached = eq > 0 ? w.slice(eq + 1) : !w.startsWith('--') && w.length > 2 ? w.slice(2) : undefined;
      const option = find(flag);
      if (option === undefined) return [...command];
      const name = option.long ?? option.short ?? flag;
      if (!option.required && !option.optional) {
        // A flag: `-abc` grouping or a value given to a flag is read as typed.
        if (attached !== undefined) return [...command];
        options.push([name, []]);
        continue;
      }
      const values: string[] = [];
      if (attached !== undefined) values.push(attached);
      else if (option.required && i + 1 < words.length) values.push(words[++i] as string);
      else if (option.optional && i + 1 < words.length && !(words[i + 1] as string).startsWith('-')) values.push(words[++i] as string);
      // A variadic option takes every word up to the next option.
      while (option.variadic && i + 1 < words.length && !(words[i + 1] as string).startsWith('-')) values.push(words[++i] as string);
      options.push([name, values]);
      continue;
    }
    const sub = args.length === 0 ? cmd.commands.find((c) => c.name() === w || c.aliases().includes(w)) : undefined;
    if (sub !== undefined) {
      path.push(sub.name());
      cmd = sub;
      scope = [sub, ...scope];
      continue;
    }
    args.push(w);
  }
  // Stable: one option given twice keeps the order of its values.
  const sorted = options.map((o, at) => ({ o, at })).sort((a, b) => (a.o[0] < b.o[0] ? -1 : a.o[0] > b.o[0] ? 1 : a.at - b.at));
  return ['cairn', ...path, ...sorted.flatMap(({ o }) => [o[0], ...o[1]]), '--', ...args];
}
