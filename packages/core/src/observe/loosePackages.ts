/**
 * Package names and commands an observed text writes in plain prose (h57-attest, issue #22: "a
 * paraphrase that keeps the payload's address or command"; commands: {@link proseCommands}). {@link rareTokens} takes a package name only where the text
 * installs it or names it as one (`npm install x`, `the x package`, `use x`, `` `x` ``), and a
 * memory is compared by the same contexts: an issue comment saying "the maintainers published
 * tidewater-pump-hotfix; add it as a dependency" kept no token, so the agent's "fixed by adding
 * tidewater-pump-hotfix as a dependency" met nothing. An observation now also keeps the names it
 * writes anywhere, each marked {@link LOOSE_PREFIX}, and attestation counts one only against a
 * package the memory itself names in a package's context (`attestOrigin`): a word shared in prose
 * on both sides never attests.
 */
import { isStockCommand } from './mentionedTokens.js';
import { COMMAND_WORDS, englishCompound, NOT_PACKAGES } from './rareTokens.js';
import { commandShapes } from './tokenShapes.js';

/** Words that join an English phrase hyphenated into one word (`end-to-end`, `state-of-the-art`, `built-in-for-you`). */
const JOINERS: ReadonlySet<string> = new Set(
  'a an the to of in on at by for from into onto per and or nor but vs via with without as is be it up out over off'.split(' '),
);

/** Marks a stored token as a package name written in prose (`lpackage:…`: the letter `l`, the same keyed hash as `package:…`). */
export const LOOSE_PREFIX = 'l';

/**
 * A word that could only be a package's name written in prose: three to six parts of lower-case
 * letters and digits joined by `-` or `_`, the first starting with a letter, standing alone (not
 * inside a path, a flag, an address or an identifier with dots). How chosen (h57-attest's
 * development cases, packages/test-corpus/src/cases/attestCarriers.ts; never a blind set): two
 * parts are what English hyphenates every day (`round-robin`, `open-source`), and a memory naming
 * one "as a dependency" is not rare; three content parts are a coined name (`fast-json-stringify`,
 * `tidewater-pump-hotfix`).
 */
const LOOSE_NAME = /(?<![\w@/.:=$-])[a-z][a-z0-9]*(?:[-_][a-z0-9]+){2,5}(?![\w@/-]|\.[\w])/giu;

/**
 * The package-like names of `text` written anywhere ({@link LOOSE_NAME}), lower-cased, each once
 * (no cap here: a cap in text order is one padding reaches, h58; the observation's token keeper
 * bounds what is kept, by keyed order, fingerprint's `createTokenKeeper`): none with a part that joins an English phrase ({@link JOINERS}: `end-to-end`,
 * `state-of-the-art`), a hyphenated English word or one inside it ({@link englishCompound}: `read-only-mode`) or a word never taken
 * for a package (`NOT_PACKAGES`). Linear in the text.
 */
export function loosePackageNames(text: string): string[] {
  const out = new Set<string>();
  if (!text.includes('-') && !text.includes('_')) return [];
  for (const m of text.matchAll(LOOSE_NAME)) {
    const name = m[0].toLowerCase();
    if (out.has(name) || NOT_PACKAGES.has(name) || englishCompound(name)) continue;
    const parts = name.split(/[-_]/u);
    if (parts.some((part) => JOINERS.has(part))) continue;
    // A hyphenated English word inside (`read-only-mode`, `built-in-tools`).
    if (parts.some((part, i) => i > 0 && englishCompound(`${parts[i - 1] as string}-${part}`))) continue;
    out.add(name);
    // As PyPI compares names (PEP 503), as rareTokens keeps a package it finds: `a_b_c` is `a-b-c`.
    if (name.includes('_')) out.add(name.replace(/[-_]+/gu, '-'));
  }
  return [...out];
}

/** Longest command read from prose, in words (a sentence goes on after it; each shorter prefix is kept too). */
export const MAX_PROSE_COMMAND_WORDS = 12;

const LEADING = /^[('"`[<]+/u;
const TRAILING = /[.,;:!?'")\]}>`]+$/u;
/**
 * A word that shows a sentence quotes a command (h58, the h57 note: evidence, not a program's name
 * followed by any word — "we go through 3 review rounds" is no command): a flag, a path or an
 * address (`/`), an assignment (`=`).
 */
const EVIDENCE = /^[('"`[<]*-{1,2}[A-Za-z]|[/=]/u;
/** A word that makes a command specific where it ends: a digit, a dot, slash, `=`, `:` or an inner hyphen or underscore (`pump-guard`, `--replicas=0`, `http.sslVerify`). */
const SPECIFIC = /[0-9./=:]|[A-Za-z0-9][-_][A-Za-z0-9]/u;

/**
 * The commands `text` writes inside its sentences (h57-attest: "you need to execute git config
 * --global http.sslVerify false before cloning"), which {@link rareTokens} takes only at a line's
 * start or in inline code: from each known program (`COMMAND_WORDS`, `sudo`) that is not a line's
 * first word, every prefix of 3 to {@link MAX_PROSE_COMMAND_WORDS} words (up to a backtick) that
 * ends on a specific word ({@link SPECIFIC}) and is no stock command (`isStockCommand`), its
 * trailing punctuation dropped — as a memory's own text is read (`commandCandidates`, which tries
 * every prefix), so the two meet where the memory keeps the command. A prefix ending on a bare
 * flag (`git push --force`) is not kept: it is what any page and any note say. A prefix is kept only
 * from the first word that shows a command ({@link EVIDENCE}: a flag, a path, an assignment) on (h58):
 * a program's name followed by ordinary words is no command. With each command's shapes
 * (tokenShapes' `commandShapes`, flags dropped, operands sorted). No cap (see
 * {@link loosePackageNames}). Linear in the text (each line's words once, 12 prefixes a program).
 */
export function proseCommands(text: string): string[] {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.length > 4096) continue;
    const words = line.split(/\s+/u).filter((w) => w !== '');
    for (let i = 1; i < words.length; i++) {
      const first = (words[i] as string).replace(LEADING, '');
      if (!COMMAND_WORDS.has(first.toLowerCase()) && first.toLowerCase() !== 'sudo') continue;
      const rest = [first];
      for (let j = i + 1; j < words.length && rest.length < MAX_PROSE_COMMAND_WORDS; j++) {
        const w = words[j] as string;
        const tick = w.indexOf('`');
        if (tick >= 0) {
          if (tick > 0) rest.push(w.slice(0, tick));
          break;
        }
        rest.push(w);
      }
      let evidence = false;
      for (let n = 2; n <= rest.length; n++) {
        const word = rest[n - 1] as string;
        if (EVIDENCE.test(word)) evidence = true;
        if (n < 3 || !evidence) continue;
        const last = word.replace(TRAILING, '');
        if (last === '' || last.startsWith('-') ? !/=./u.test(last) : !SPECIFIC.test(last)) continue;
        const candidate = [...rest.slice(0, n - 1), last].join(' ');
        if (!isStockCommand(candidate)) out.add(candidate);
      }
      // Its shapes (h58): a paraphrase that reorders its flags or drops them.
      for (const shape of commandShapes(rest.join(' '), true, false)) out.add(shape);
    }
  }
  return [...out];
}
