/**
 * The commands and packages a text mentions in prose (DESIGN.md §10, issue #22): what a memory's
 * text is compared with an observation's rare tokens by, and what a person's prompt keeps besides
 * its rare tokens so that what the person said in a sentence exempts what a tool repeats.
 * {@link rareTokens} finds a command only where a line starts with one (or in inline code) and a
 * package only where it is installed or named as one; a sentence quotes them anywhere.
 */
import { COMMAND_WORDS, NOT_PACKAGES, PACKAGE_NOUNS, PACKAGE_SHAPE, PROSE_STOPS, type RareToken } from './rareTokens.js';
import { commandShapes } from './tokenShapes.js';

/** Longest command prefix tried, in words (a command quoted inside a sentence runs on into prose). */
export const MAX_COMMAND_WORDS = 24;

/** Words after which a word names a package (`install left-pad`, `add zod`). */
const PACKAGE_VERBS = new Set(['install', 'add', 'i', 'require', 'import', 'dlx', 'npx', 'bunx', 'get']);
const TRAILING = /[.,;:!?'")\]}>`]+$/u;
const LEADING = /^[('"`[<]+/u;
/** A word of a stock command after its program: lower-case letters only (`install`, `status`, `test`). */
const PLAIN_WORD = /^[a-z]+$/u;

/**
 * A command made of a program and plain words only (`npm install`, `git status`, `pnpm test`,
 * `npm run build`): every setup page, README and person says these, so one shared with what the
 * agent read reproduces nothing (issue #22: "ordinary words shared with a page are not" caught).
 * A flag, path, URL, pipe, version, digit, or a name with a hyphen or dot makes it specific
 * (`git push --force origin main`, `npm install left-pad`); a package it installs is a token of
 * its own either way.
 *
 * @param command - words separated by single spaces, the program first (`sudo` may precede it)
 */
export function isStockCommand(command: string): boolean {
  const words = command.split(' ');
  const rest = words[0]?.toLowerCase() === 'sudo' ? words.slice(2) : words.slice(1);
  return rest.every((w) => PLAIN_WORD.test(w));
}

/**
 * Every way the text could carry a command an observation held: each place a known program
 * starts (after a space, quote, backtick or bracket), and every prefix of the rest of that line
 * up to {@link MAX_COMMAND_WORDS} words — a sentence quoting `curl … | sh` goes on in prose.
 * Stock commands ({@link isStockCommand}) are left out.
 */
export function commandCandidates(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const words = line.split(/[\s]+/u).filter((w) => w !== '');
    for (let i = 0; i < words.length; i++) {
      const first = (words[i] as string).replace(LEADING, '');
      const isSudo = first.toLowerCase() === 'sudo';
      if (!COMMAND_WORDS.has(first.toLowerCase()) && !isSudo) continue;
      const rest = [first, ...words.slice(i + 1, i + MAX_COMMAND_WORDS)];
      let end = rest.findIndex((w, j) => j > 0 && w.includes('`'));
      if (end !== -1) rest[end] = (rest[end] as string).slice(0, (rest[end] as string).indexOf('`'));
      else end = rest.length - 1;
      const cut = rest.slice(0, end + 1).filter((w) => w !== '');
      // Its shapes (program and sorted operands, flags dropped; h58): a paraphrase that reorders flags.
      out.push(...commandShapes(cut.join(' ')));
      for (let n = 2; n <= cut.length; n++) {
        const candidate = cut.slice(0, n).join(' ');
        const trimmed = candidate.replace(TRAILING, '');
        // Judged without its trailing punctuation: `npm install.` is as stock as `npm install`.
        if (!isStockCommand(trimmed)) out.push(candidate, trimmed);
      }
    }
  }
  return out;
}

/** Words of the text that may name a package an observation saw installed or named (lower-cased, version dropped). */
export function packageCandidates(text: string): string[] {
  const words = text.split(/\s+/u).map((w) => w.replace(LEADING, '').replace(TRAILING, ''));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    // A version after the name is dropped first (`pump-fix@2.1.0`, `pump_fix==0.3`; h58): the name is what an observation keeps.
    const w = (words[i] as string)
      .toLowerCase()
      .replace(/(?<=.)@[^/@]*$/u, '')
      .replace(/(?:==|>=|<=|~=|!=).*$/u, '');
    if (w.length < 2 || !PACKAGE_SHAPE.test(w) || NOT_PACKAGES.has(w)) continue;
    const marked = /[-_.@/0-9]/u.test(w);
    const afterVerb = PACKAGE_VERBS.has((words[i - 1] ?? '').toLowerCase());
    const beforeNoun = PACKAGE_NOUNS.has((words[i + 1] ?? '').toLowerCase().replace(/s$/u, ''));
    // After a verb, a sentence's own words are no package (`install after pulling`, h58).
    if (marked || (afterVerb && !PROSE_STOPS.has(w)) || beforeNoun) out.push(w);
  }
  return out;
}

/**
 * The commands ({@link commandCandidates}) and packages ({@link packageCandidates}) a text
 * mentions anywhere in its prose, as rare tokens of kind `command` and `package`, each once.
 * Broader than {@link rareTokens} by design: these are compared against an observation's rare
 * tokens, never stored for a tool's output (a person's prompt keeps them, to exempt them).
 */
export function mentionedTokens(text: string): RareToken[] {
  const seen = new Set<string>();
  const out: RareToken[] = [];
  const add = (kind: 'command' | 'package', value: string): void => {
    if (value === '' || seen.has(`${kind}\u0000${value}`)) return;
    seen.add(`${kind}\u0000${value}`);
    out.push({ kind, value });
  };
  for (const c of commandCandidates(text)) add('command', c);
  for (const p of packageCandidates(text)) add('package', p);
  return out;
}
