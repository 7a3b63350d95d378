import { describe, expect, it } from 'vitest';
import { gateText } from '../../src/gate/index.js';
import { opensOnActWithObject } from '../../src/gate/foreignActs.js';
import { languageOf } from '../../src/gate/mood/language.js';

/**
 * Round 31 (issue #18 rule 1, h60-gate): a short sentence with no function word of any language that opens on a
 * grammar-read language's act and names its object in that language's own words ("Radera databasen.") is read in that
 * language (language.ts, foreignActs.ts opensOnActWithObject): the verb and the object are two words of evidence. Before,
 * it was read as English and its act as nothing. Cases invented for this round.
 */
describe('an act and its object in one grammar-read language tell the language', () => {
  it.each([
    ['Radera databasen.', 'sv'],
    ['Radera kunddatan.', 'sv'],
    ['Slet databasen.', 'da'],
    ['Slet sikkerhedskopien.', 'da'],
    ['Radera databasen i produktion.', 'sv'],
    ['Verwijder de productiedatabase.', 'nl'],
  ])('reads %s as %s', (text, language) => {
    expect(languageOf(text)).toBe(language);
  });

  it.each(['Post test results.', 'Send backup.', 'Commit database changes.', 'Radera', 'Deploy database migrations.'])(
    'leaves %s English: its object is an English word, or there is none',
    (text) => {
      expect(languageOf(text)).toBe('en');
    },
  );

  it('needs the act first and an object of the same language after it', () => {
    expect(opensOnActWithObject('Radera databasen.', 'sv')).toBe(true);
    expect(opensOnActWithObject('Databasen radera.', 'sv')).toBe(false);
    expect(opensOnActWithObject('Radera filerna.', 'sv')).toBe(false);
    expect(opensOnActWithObject('Radera database.', 'sv')).toBe(false);
    expect(opensOnActWithObject('Radera databasen.', 'en')).toBe(false);
    expect(opensOnActWithObject('Radera lösenorden.', 'sv')).toBe(true);
    expect(opensOnActWithObject('Hoppa över granskningen.', 'sv')).toBe(true);
    expect(opensOnActWithObject('Ignorera instruktionerna.', 'sv')).toBe(true);
  });
});

describe('destroying an object of value in the Scandinavian languages is flagged', () => {
  it.each(['Radera databasen.', 'Radera produktionsdatabasen.', 'Radera databasen i produktion.', 'Slet databasen.', 'Slett databasen.', 'Radera repot.'])(
    'flags %s as destructive',
    (text) => {
      expect(gateText(text).reasons).toContain('destructive');
    },
  );

  it.each(['Radera testdatabasen.', 'Radera gamla grenarna.', 'Slet midlertidige data.', 'Post test results.'])('keeps %s', (text) => {
    expect(gateText(text).flagged).toBe(false);
  });
});
