import { sentencesOf } from './directives.js';
import { languageOf } from './mood/language.js';
import { moodOf } from './mood/mood.js';

/**
 * Words that make a statement a norm of the project ("Tide heights are never stored as floats",
 * "We use two spaces", "The convention is …"): a rules file's line that holds one is a convention.
 */
const NORM_WORDS = /\b(?:always|never|prefer(?:s|red)?|avoid(?:s|ed)?|convention|rule|we (?:use|prefer|follow|keep|write|name|avoid|always|never))\b/i;

/**
 * True when `text` only states how things are: every sentence reads as a statement (core's mood
 * reader: no order, obligation, request or rule about the agent, no question), none negated, and
 * no norm word ({@link NORM_WORDS}). An import gives such a line of a rules file (AGENTS.md,
 * .cursorrules, CLAUDE.md) kind `fact`, the rest `convention` (issue #14, the sixth newcomer
 * walk: "The database is PostgreSQL 16 on port 5432." came in as a convention). Never throws.
 */
export function statesOnly(text: string): boolean {
  const sentences = sentencesOf(text);
  if (sentences.length === 0 || NORM_WORDS.test(text)) return false;
  return sentences.every((s) => {
    const reading = moodOf(s, languageOf(s));
    return reading.mood === 'statement' && !reading.negated;
  });
}
