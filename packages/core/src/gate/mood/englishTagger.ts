import { createRequire } from 'node:module';
import type { Model } from 'wink-nlp';
import type winkNLP from 'wink-nlp';

/**
 * English part-of-speech tagging for the gate's mood rules, by wink-nlp with its packaged
 * light English model (wink-eng-lite-web-model: pure JavaScript, no download, no I/O). Only the
 * POS pipe is loaded.
 *
 * Loading is the cost: requiring the model parses ≈ 3 MB of JSON and building the tagger
 * decodes its lexicon — hundreds of milliseconds on a busy machine, against a gate call of a few.
 * So neither package is imported at load time: both are required the first time an English
 * clause needs tagging (the gate tags only a clause that names a hazard), once per process. A
 * process that stores or recalls plain memories never loads them.
 */

/** One tagged word: the text as written, its lemma and its Universal POS tag (VERB, NOUN, AUX, …). */
export interface TaggedWord {
  readonly word: string;
  readonly lemma: string;
  readonly pos: string;
}

type Tagger = (text: string) => TaggedWord[];
/** What one load gives: the tagger, and a test of whether a word is outside the model's lexicon. */
interface Loaded {
  readonly tag: Tagger;
  readonly unknown: (word: string) => boolean;
}
type WinkNLP = typeof winkNLP;

// CommonJS's `require` where the module runs as CommonJS or inside a bundle that defines it
// (esbuild turns `require('…')` of a bundled package into a lazy call of the bundled copy, so the
// model ships inside cairn-memory and the editor's extension); under Node's ES module loader it is
// undefined and `createRequire` stands in.
declare const require: ((id: string) => unknown) | undefined;

/** wink-nlp and its model, required now. */
function requireWink(): { nlp: WinkNLP; model: Model } {
  if (typeof require === 'function') {
    return { nlp: require('wink-nlp') as WinkNLP, model: require('wink-eng-lite-web-model') as Model };
  }
  const load = createRequire(import.meta.url);
  return { nlp: load('wink-nlp') as WinkNLP, model: load('wink-eng-lite-web-model') as Model };
}

let tagger: Loaded | undefined;

/**
 * A word no English lexicon holds, read first in each process: wink-nlp numbers a word outside its model's lexicon
 * after every word inside it, in the order it first meets them, so this word's number is the lexicon's size.
 */
const SENTINEL = 'qzxqvjkwq';

function load(): Loaded {
  const { nlp: winkNLP, model } = requireWink();
  const nlp = winkNLP(model, ['pos']);
  const its = nlp.its;
  const idOf = (word: string): number =>
    (
      nlp
        .readDoc(word)
        .tokens()
        .out(its.uniqueId as never) as number[]
    )[0] ?? 0;
  const lexiconSize = idOf(SENTINEL);
  const unknown = (word: string): boolean => idOf(word.toLowerCase()) >= lexiconSize;
  const tag: Tagger = (text) => {
    const tokens = nlp.readDoc(text).tokens();
    const words = tokens.out();
    const lemmas = tokens.out(its.lemma as never) as string[];
    const tags = tokens.out(its.pos as never) as string[];
    return words.map((word, i) => ({ word, lemma: lemmas[i] ?? word, pos: tags[i] ?? 'X' }));
  };
  return { tag, unknown };
}

/** Whether this process has loaded the tagger (for tests of the lazy load; loading is once per process). */
export function englishTaggerLoaded(): boolean {
  return tagger !== undefined;
}

/** At most this many characters of a clause are tagged: mood is read from a clause's first words (issue #18, bounded cost). */
export const MAX_TAGGED_CHARS = 240;
/** A run of non-blanks longer than this is no English word: it is tagged by its first {@link MAX_WORD_CHARS} characters. */
export const MAX_WORD_CHARS = 48;
/** A run of non-blanks past {@link MAX_WORD_CHARS}. */
const OVERLONG_WORD = new RegExp(`(\\S{${MAX_WORD_CHARS}})\\S+`, 'gu');

/**
 * What the tagger reads of `text`: its first {@link MAX_TAGGED_CHARS} characters, each overlong run of non-blanks cut to
 * {@link MAX_WORD_CHARS}. The tagger's own abbreviation test reads a token from each of its letters to its end, so one
 * 16,000-letter "word" cost ≈ 20 ms a call (2026-12-06, 32 KiB fills); a clause's mood is in its first words.
 */
export function taggerInput(text: string): string {
  return text
    .slice(0, MAX_TAGGED_CHARS * 4)
    .replace(OVERLONG_WORD, '$1')
    .slice(0, MAX_TAGGED_CHARS);
}

/**
 * Tags `text` (one clause; only its first words are read: {@link taggerInput}). Never throws: a tagger failure tags every
 * word `X`, which no mood rule reads as a verb.
 */
export function tagEnglish(text: string): TaggedWord[] {
  try {
    tagger ??= load();
    return tagger.tag(taggerInput(text));
  } catch {
    return text.split(/\s+/u).map((word) => ({ word, lemma: word, pos: 'X' }));
  }
}

/**
 * True when `word` (one word, any case) is in no English dictionary the tagger knows: a coined name such as a
 * product's or a package's ("hashwave", "chronoflux"), not an English word ("caching", "library"). The light English
 * model's lexicon is the dictionary. Never throws: a tagger failure reads every word as known.
 */
export function outsideEnglishLexicon(word: string): boolean {
  try {
    tagger ??= load();
    return tagger.unknown(word);
  } catch {
    return false;
  }
}
