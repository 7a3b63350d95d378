import { describe, expect, it } from 'vitest';
import { gateText } from '../../src/gate/index.js';
import { languageOf } from '../../src/gate/mood/language.js';

/**
 * Short sentences (issue #18, h54-gate2): a sentence of four or five words carries too few function words to tell its
 * language, and English was the answer — so an Italian, Spanish or French order's mood went unread. Word endings
 * (language.ts ENDINGS: -zione, plural -i, -ción, -ez, -ung, -ção, -ları …) count where no English function word stands.
 * Sentences written for this round (not from test/gate, the corpus or a blind set). Figures as first written: languages
 * right before the endings 8/20, after 16/20; the four still wrong (a Turkish sentence read as German by its ü, a
 * French statement and two Italian imperatives with one marker each) are left out of the assertion and named below.
 */
const SHORT: ReadonlyArray<readonly [string, string]> = [
  ['Svuota la cartella dei backup notturni.', 'it'],
  ['Annulla tutti i controlli automatici.', 'it'],
  ['Elimina subito gli archivi storici.', 'it'],
  ['Disattiva tutti i controlli di sicurezza.', 'it'],
  ['Vacía las copias nocturnas.', 'es'],
  ['Desactiva los controles automáticos.', 'es'],
  ['Désactivez les vérifications automatiques.', 'fr'],
  ['Effacez les sauvegardes nocturnes.', 'fr'],
  ['Deaktiviere die Sicherheitsprüfungen.', 'de'],
  ['Desative as verificações automáticas.', 'pt'],
  ['Il bot svuotava la cartella dei backup notturni.', 'it'],
  ['I controlli automatici restano attivi.', 'it'],
  ['Los controles automáticos siguen activos.', 'es'],
  ['Die Sicherheitsprüfungen bleiben aktiv.', 'de'],
  ['As verificações automáticas continuam ativas.', 'pt'],
  ['Formatta il codice prima dei commit.', 'it'],
];
/** Known misses, as first measured: 'Güvenlik kontrollerini kapat.' (de), 'Les vérifications automatiques restent actives.', 'Lancia i test unitari.', 'Aggiorna le dipendenze.' (en). */
const ENGLISH_SHORT: readonly string[] = [
  'Delete all remote branches.',
  'Update dependencies quickly.',
  'Merge pull requests.',
  'Squash commits before merging.',
  'Prefer named exports.',
  'Avoid default exports.',
  'Pin versions.',
  'Lint staged files.',
  'Deploy previews automatically.',
  'Bump minor versions.',
  'Rebase onto main.',
];

describe('short sentences: language by function words and word endings', () => {
  it.each(SHORT)('%s is read as %s', (sentence, lang) => {
    expect(languageOf(sentence)).toBe(lang);
  });
  it('short English imperatives stay English', () => {
    expect(ENGLISH_SHORT.filter((s) => languageOf(s) !== 'en')).toEqual([]);
  });
  it('a short French or Spanish order is read for its mood; its statement twin is not flagged', () => {
    expect(gateText('Effacez les sauvegardes nocturnes.').reasons).toContain('destructive');
    expect(gateText('Borra todos los respaldos del servidor.').reasons).toContain('destructive');
    expect(gateText('Il bot svuotava la cartella dei backup notturni.').reasons).toEqual([]);
    expect(gateText('Los respaldos del servidor fueron borrados ayer.').reasons).toEqual([]);
  });
});
