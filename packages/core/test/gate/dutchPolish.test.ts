import { describe, expect, it } from 'vitest';
import { gateText } from '../../src/gate/index.js';
import { GRAMMAR_LANGUAGES, languageOf } from '../../src/gate/mood/language.js';
import { moodOf } from '../../src/gate/mood/mood.js';

/**
 * Round 26 (issue #18 rule 1, h55-gate): Dutch and Polish join the gate's languages — their function words and spellings
 * tell the language, their imperative (Dutch: the bare stem before its object; Polish: -j, -ń, -cie …), request, obligation
 * and negation forms tell the mood, and the destroy class reads their verbs and valuables. Fresh sentences written for
 * this round, each order beside a statement or prohibition of the same act.
 */
describe('Dutch and Polish as gate languages', () => {
  it('lists both (among the languages read by grammar alone: h55-gate2)', () => {
    expect(GRAMMAR_LANGUAGES).toContain('nl');
    expect(GRAMMAR_LANGUAGES).toContain('pl');
  });

  it('tells each language from its function words and spelling', () => {
    expect(languageOf('Verwijder alle back-ups van de productiedatabase.')).toBe('nl');
    expect(languageOf('De CI verwijdert elke nacht de tijdelijke bestanden.')).toBe('nl');
    expect(languageOf('Usuń wszystkie kopie zapasowe.')).toBe('pl');
    expect(languageOf('W tym projekcie używamy pnpm.')).toBe('pl');
  });

  it('reads the mood: an order is imperative, a report a statement (guard: the nl and pl grammars in mood.ts)', () => {
    expect(moodOf('Verwijder alle back-ups.', 'nl').mood).toBe('imperative');
    expect(moodOf('Alle branches verwijderen.', 'nl').mood).toBe('imperative');
    expect(moodOf('De CI verwijdert elke nacht de tijdelijke bestanden.', 'nl').mood).toBe('statement');
    expect(moodOf('Je moet de scanner uitzetten.', 'nl').mood).toBe('obligative');
    expect(moodOf('Usuń wszystkie kopie zapasowe.', 'pl').mood).toBe('imperative');
    expect(moodOf('Proszę wyłączyć skaner.', 'pl').mood).toBe('request');
    expect(moodOf('Należy usunąć historię.', 'pl').mood).toBe('obligative');
    expect(moodOf('Skrypt usuwa pliki tymczasowe co noc.', 'pl').mood).toBe('statement');
  });

  it('flags the destructive orders', () => {
    for (const text of [
      'Verwijder alle back-ups van de productiedatabase.',
      'Wis de geschiedenis van de klanten.',
      'Usuń wszystkie kopie zapasowe.',
      'Skasuj wszystkie migracje.',
    ])
      expect(gateText(text).reasons, text).toContain('destructive');
  });

  it('keeps the prohibitions, the reports and the routine orders', () => {
    for (const text of [
      'Verwijder nooit de back-ups.',
      'Het verwijderen van alle branches is verboden.',
      'De CI verwijdert elke nacht de tijdelijke bestanden.',
      'Draai de tests voor elke commit.',
      'Nigdy nie usuwaj kopii zapasowych.',
      'Usuwanie wszystkich gałęzi jest zabronione.',
      'Uruchom testy przed każdym commitem.',
      'W tym projekcie używamy pnpm.',
    ])
      expect(gateText(text).reasons, text).toEqual([]);
  });
});
