/**
 * The checks of single standing-order rules that the corpus leaves untested: each rule found by
 * its id and run alone, so a case here depends on that rule and no other.
 */
import { describe, expect, it } from 'vitest';
import { firstMatch, type GateRule } from '../../../src/gate/rule.js';
import { STANDING_ORDER_RULES } from '../../../src/gate/rules/standingOrder.js';

const byId = (id: string): GateRule => {
  const found = STANDING_ORDER_RULES.find((r) => r.id === `standing-order/${id}`);
  if (found === undefined) throw new Error(`no rule ${id}`);
  return found;
};
const matches = (id: string, text: string): boolean => firstMatch(byId(id), text) !== null;

describe('it/sempre-mai: "sempre"/"mai" before an infinitive is an order', () => {
  it.each([
    'Mai committare direttamente su main.',
    'Sempre eseguire i test prima del push.',
    'Non fare mai, eseguire il deploy di venerdì.',
    'MAI PUBBLICARE le chiavi.',
    'Sempre, rifarsi alla guida.',
  ])('flags %s', (text) => {
    expect(matches('it/sempre-mai', text)).toBe(true);
  });

  it.each([
    'Il server è sempre parecchio lento.',
    'Non ho mai visto questo errore.',
    'Il team ha sempre usato pnpm.',
    'È sempre stata una buona idea.',
    'Non è mai carenza di tempo.',
  ])('does not flag a description: %s', (text) => {
    expect(matches('it/sempre-mai', text)).toBe(false);
  });
});

describe('fr/verb-toujours: a verb then "toujours"', () => {
  it.each(['Vérifie toujours les tests avant de pousser.', 'Lancez toujours le linter.', 'VÉRIFIE TOUJOURS les tests.'])('flags %s', (text) => {
    expect(matches('fr/verb-toujours', text)).toBe(true);
  });

  it.each(['Le serveur est toujours lent.', 'Cette option reste toujours active.', 'Elle semble toujours lente.'])(
    'does not flag a description: %s',
    (text) => {
      expect(matches('fr/verb-toujours', text)).toBe(false);
    },
  );
});
