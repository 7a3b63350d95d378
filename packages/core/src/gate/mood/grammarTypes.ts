/**
 * The gate's language codes and the shape of a language's grammar: kept apart from the readers (language.ts, mood.ts,
 * moreGrammars.ts, foreignActs.ts) so that none of them imports another only for a type (core has no import cycle:
 * test/layering.test.ts).
 */

/** A supported language (BCP 47 primary subtag): the README's eleven, then those read by grammar alone ({@link GRAMMAR_LANGUAGES}). */
export type Language = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ru' | 'tr' | 'zh' | 'ja' | 'ko' | GrammarLanguage;

/**
 * The languages whose mood is read by grammar rules written from each language's grammar (moreGrammars.ts) and whose
 * hazardous acts by stems (foreignActs.ts), with no tagger and no phrase list (issue #18, h55): Dutch, Polish, Swedish,
 * Danish, Norwegian Bokmål, Czech, Romanian, Finnish, Hungarian, Greek, Ukrainian, Arabic, Hebrew, Hindi, Bengali,
 * Indonesian/Malay (`id`), Vietnamese, Thai, Swahili, Persian.
 */
export type GrammarLanguage =
  | 'nl'
  | 'pl'
  | 'sv'
  | 'da'
  | 'nb'
  | 'cs'
  | 'ro'
  | 'fi'
  | 'hu'
  | 'el'
  | 'uk'
  | 'ar'
  | 'he'
  | 'hi'
  | 'bn'
  | 'id'
  | 'vi'
  | 'th'
  | 'sw'
  | 'fa';

/** Every language read by grammar alone, in the order of {@link GrammarLanguage}. */
export const GRAMMAR_LANGUAGES: readonly GrammarLanguage[] = [
  'nl',
  'pl',
  'sv',
  'da',
  'nb',
  'cs',
  'ro',
  'fi',
  'hu',
  'el',
  'uk',
  'ar',
  'he',
  'hi',
  'bn',
  'id',
  'vi',
  'th',
  'sw',
  'fa',
];

/** Every supported language, in README order. */
export const LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'tr', 'zh', 'ja', 'ko'];

/** A language's grammatical rules: request, obligation and negation markers, and the imperative test. */
export interface Grammar {
  readonly request: RegExp;
  readonly obligative: RegExp;
  readonly negation: RegExp;
  /** Words that may precede the verb of an order (lower case). */
  readonly leading: ReadonlySet<string>;
  /**
   * Object pronouns that stand before the verb only in a negative order (Romance languages: "no lo borres", "ne le
   * supprime pas", "non lo cancellare", "não o apague"); an affirmative order joins them after ("bórralo", "supprime-le").
   * Skipped only after a negation, so a clause opening on an article ("la base se vacía", "o pipeline apaga …") is read
   * from its noun, never from the word after it (round 25).
   */
  readonly clitics?: ReadonlySet<string>;
  /** True when the clause (leading words removed, lower case) starts or ends with an imperative or instruction verb. */
  readonly imperative: (words: readonly string[], clause: string) => boolean;
}
