import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/**
 * English part-of-speech tagging for the gate's mood rules, by wink-nlp with its packaged
 * light English model (wink-eng-lite-web-model: pure JavaScript, no download, no I/O). Only the
 * POS pipe is loaded. The model takes a few hundred milliseconds to load, so it is loaded the
 * first time an English clause needs tagging, never at import.
 */

/** One tagged word: the text as written, its lemma and its Universal POS tag (VERB, NOUN, AUX, …). */
export interface TaggedWord {
  readonly word: string;
  readonly lemma: string;
  readonly pos: string;
}

type Tagger = (text: string) => TaggedWord[];
let tagger: Tagger | undefined;

function load(): Tagger {
  const nlp = winkNLP(model, ['pos']);
  const its = nlp.its;
  return (text) => {
    const tokens = nlp.readDoc(text).tokens();
    const words = tokens.out();
    const lemmas = tokens.out(its.lemma as never) as string[];
    const tags = tokens.out(its.pos as never) as string[];
    return words.map((word, i) => ({ word, lemma: lemmas[i] ?? word, pos: tags[i] ?? 'X' }));
  };
}

/**
 * Tags `text` (one clause; callers keep it short). Never throws: a tagger failure tags every
 * word `X`, which no mood rule reads as a verb.
 */
export function tagEnglish(text: string): TaggedWord[] {
  try {
    tagger ??= load();
    return tagger(text);
  } catch {
    return text.split(/\s+/u).map((word) => ({ word, lemma: word, pos: 'X' }));
  }
}
