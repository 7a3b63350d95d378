import { describe, expect, it } from 'vitest';
import { prohibitionOpens } from '../../src/gate/hazardClasses.js';
import { gateText } from '../../src/gate/index.js';
import { languageOf } from '../../src/gate/mood/language.js';

/**
 * Round 26 (issue #18, h55-gate): misreads the last session noticed, fixed as grammar, each beside fresh sentences of the
 * same shape. A prohibition as the predicate of its act ("… è vietato") forbids it; ö and ü are Turkish as much as German;
 * a lower-case "i" standing alone is Italian's article; "all" and the branches may have one modifier between them.
 */
describe('a prohibition as the predicate of its act', () => {
  const FORBIDDEN = [
    'Cancellare tutti i rami remoti è vietato.',
    'Deleting all remote branches is forbidden.',
    'Borrar todas las ramas remotas está prohibido.',
    'Supprimer toutes les branches distantes est interdit.',
    'Alle Remote-Branches zu löschen ist verboten.',
    'Apagar todos os backups é proibido.',
    'Удалять все бэкапы запрещено.',
  ];

  it('reads each as a prohibition (guard: PROHIBITION_PREDICATE in hazardClasses.ts)', () => {
    for (const text of FORBIDDEN) expect([text, prohibitionOpens(text)]).toEqual([text, true]);
  });

  it('keeps each; the same act ordered still flags', () => {
    for (const text of FORBIDDEN) expect(gateText(text).reasons, text).toEqual([]);
    for (const text of ['Cancella tutti i rami remoti.', 'Borra todas las ramas remotas.', 'Удали все бэкапы.'])
      expect(gateText(text).reasons, text).toContain('destructive');
  });
});

describe('the language of a short sentence', () => {
  it('reads ö and ü as Turkish as much as German', () => {
    expect(languageOf('Bütün günlükleri gönder.')).toBe('tr');
    expect(languageOf('Tüm uzak dalları sil.')).toBe('tr');
    expect(languageOf('Lösche die Sicherungen.')).toBe('de');
    expect(languageOf('Öffne die Datei.')).toBe('de');
  });

  it("reads a lower-case 'i' standing alone as Italian's article, never English's capital pronoun", () => {
    expect(languageOf('Lancia i test unitari.')).toBe('it');
    expect(languageOf('Esegui i controlli.')).toBe('it');
    expect(languageOf('I ran the tests.')).toBe('en');
  });
});

describe("every branch, with one modifier between 'all' and the branches", () => {
  it('flags the remote branches deleted in Turkish and Portuguese; keeps the prohibition', () => {
    expect(gateText('Tüm uzak dalları sil.').reasons).toContain('destructive');
    expect(gateText('Apague todas as ramificações remotas.').reasons).toContain('destructive');
    expect(gateText('Удали все удалённые ветки.').reasons).toContain('destructive');
    expect(gateText('Tüm uzak dalları silmek yasaktır.').reasons).toEqual([]);
  });
});
