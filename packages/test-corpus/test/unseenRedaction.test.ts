/**
 * Secret redaction measured on what its authors never saw (issue #19): the blind set
 * `unseen/redaction-1.ts`, `unseen/redaction-2.ts`, `unseen/redaction-3.ts`, `unseen/redaction-4.ts`, `unseen/redaction-5.ts`, `unseen/redaction-6.ts`, `unseen/redaction-7.ts`, `unseen/redaction-8.ts`, `unseen/redaction-9.ts`, `unseen/redaction-10.ts`, `unseen/redaction-11.ts`, `unseen/redaction-12.ts`, `unseen/redaction-13.ts`, `unseen/redaction-14.ts`, `unseen/redaction-15.ts`, `unseen/redaction-16.ts` and `unseen/redaction-17.ts`, each written by a helper who had not read the redactor, through every door
 * on the core target and on the built CLI, beside the committed corpus's figure. Prints aggregate
 * figures only — never a case's text, id or secret — and asserts only that every case was
 * measured: a blind set is never tuned against, so its figure is reported, not a threshold that a
 * rule could be fitted to.
 */
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_CASES, NEAR_MISS_CASES } from '../src/cases/index.js';
import { applyVariant } from '../src/cases/index.js';
import { measureRedactionCli, measureRedactionCore, type RedactionDoor, type RedactionMeasureCase, redactionLines } from '../src/measureRedaction.js';
import { UNSEEN_SECRET_CASES } from '../unseen/redaction-1.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_2 } from '../unseen/redaction-2.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_3 } from '../unseen/redaction-3.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_4 } from '../unseen/redaction-4.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_5 } from '../unseen/redaction-5.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_6 } from '../unseen/redaction-6.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_7 } from '../unseen/redaction-7.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_8 } from '../unseen/redaction-8.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_9 } from '../unseen/redaction-9.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_10 } from '../unseen/redaction-10.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_11 } from '../unseen/redaction-11.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_12 } from '../unseen/redaction-12.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_13 } from '../unseen/redaction-13.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_14 } from '../unseen/redaction-14.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_15 } from '../unseen/redaction-15.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_16 } from '../unseen/redaction-16.js';
import { UNSEEN_SECRET_CASES as UNSEEN_SECRET_CASES_17 } from '../unseen/redaction-17.js';

/** The committed corpus as measure cases: each credential in its field, each near-miss as text. */
function corpusCases(): RedactionMeasureCase[] {
  const secrets = CREDENTIAL_CASES.map(
    (c): RedactionMeasureCase => ({
      expect: 'secret',
      placement: c.variant,
      basis: c.variant === 'plain' || c.variant.startsWith('in-') ? 'vendor' : 'transformed',
      door: (c.field ?? 'text') as RedactionDoor,
      build: c.build,
      secrets: () => [applyVariant(c.variant, c.secret()), c.secret(), ...(c.extraSecrets?.() ?? [])],
    }),
  );
  const near = NEAR_MISS_CASES.map(
    (c): RedactionMeasureCase => ({ expect: 'near-miss', placement: c.category, basis: 'near-miss', build: () => c.text, secrets: () => [] }),
  );
  return [...secrets, ...near];
}

describe('secret redaction: unseen set beside the corpus', () => {
  it('core target: measures both sets and prints the figures', async () => {
    const corpus = await measureRedactionCore(corpusCases());
    const unseen = await measureRedactionCore(UNSEEN_SECRET_CASES);
    const unseen2 = await measureRedactionCore(UNSEEN_SECRET_CASES_2);
    const unseen3 = await measureRedactionCore(UNSEEN_SECRET_CASES_3);
    const unseen4 = await measureRedactionCore(UNSEEN_SECRET_CASES_4);
    const unseen5 = await measureRedactionCore(UNSEEN_SECRET_CASES_5);
    const unseen6 = await measureRedactionCore(UNSEEN_SECRET_CASES_6);
    const unseen7 = await measureRedactionCore(UNSEEN_SECRET_CASES_7);
    const unseen8 = await measureRedactionCore(UNSEEN_SECRET_CASES_8);
    const unseen9 = await measureRedactionCore(UNSEEN_SECRET_CASES_9);
    const unseen10 = await measureRedactionCore(UNSEEN_SECRET_CASES_10);
    const unseen11 = await measureRedactionCore(UNSEEN_SECRET_CASES_11);
    const unseen12 = await measureRedactionCore(UNSEEN_SECRET_CASES_12);
    const unseen13 = await measureRedactionCore(UNSEEN_SECRET_CASES_13);
    const unseen14 = await measureRedactionCore(UNSEEN_SECRET_CASES_14);
    const unseen15 = await measureRedactionCore(UNSEEN_SECRET_CASES_15);
    const unseen16 = await measureRedactionCore(UNSEEN_SECRET_CASES_16);
    const unseen17 = await measureRedactionCore(UNSEEN_SECRET_CASES_17);
    console.log(
      [
        ...redactionLines('core corpus', corpus, false),
        ...redactionLines('core unseen redaction-1', unseen),
        ...redactionLines('core unseen redaction-2', unseen2),
        // Set 3's placements describe single cases, so its figures stay by basis and door (a per-placement line would name a failing case).
        ...redactionLines('core unseen redaction-3', unseen3, true, false),
        // Set 4 likewise: by basis and door only.
        ...redactionLines('core unseen redaction-4', unseen4, true, false),
        // Set 5 groups its placements by kind of place (env file, shell history, …: several cases each), so they are printed.
        ...redactionLines('core unseen redaction-5', unseen5),
        // Set 6 groups its placements by kind of place too (vendor prose, env file, escaped, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-6', unseen6),
        // Set 7 groups its placements by kind of place too (env file, shell history, base64, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-7', unseen7),
        // Set 8 groups its placements by kind of place too (env file, shell history, other door, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-8', unseen8),
        // Set 9 groups its placements by kind of place too (env file, shell history, other door, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-9', unseen9),
        // Set 10 groups its placements by kind of place too (env file, shell history, other door, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-10', unseen10),
        // Set 11 groups its placements by kind of place too (env file, shell history, other door, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-11', unseen11),
        // Set 12 groups its placements by kind of place too (env file, shell history, tag door, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-12', unseen12),
        // Set 13 groups its placements by kind of place too (env file, shell history, query door, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-13', unseen13),
        // Set 14 groups its placements by kind of place too (env file, ci log, github actions, title door, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-14', unseen14),
        // Set 15 groups its placements by kind of place too (env file, gradle properties, hcl nomad, query door, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-15', unseen15),
        // Set 16 groups its placements by kind of place too (env file, pem block, json escaped, projectPath door, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-16', unseen16),
        // Set 17 groups its placements by kind of place too (env file, elixir config, appsettings json, systemd unit, projectPath door, …: two or more cases each), so they are printed.
        ...redactionLines('core unseen redaction-17', unseen17),
      ].join('\n'),
    );
    expect(corpus.secrets.total + corpus.nearMisses.total).toBe(CREDENTIAL_CASES.length + NEAR_MISS_CASES.length);
    expect(unseen.secrets.total + unseen.nearMisses.total).toBe(UNSEEN_SECRET_CASES.length);
    expect(unseen2.secrets.total + unseen2.nearMisses.total).toBe(UNSEEN_SECRET_CASES_2.length);
    expect(unseen3.secrets.total + unseen3.nearMisses.total).toBe(UNSEEN_SECRET_CASES_3.length);
    expect(unseen4.secrets.total + unseen4.nearMisses.total).toBe(UNSEEN_SECRET_CASES_4.length);
    expect(unseen5.secrets.total + unseen5.nearMisses.total).toBe(UNSEEN_SECRET_CASES_5.length);
    expect(unseen6.secrets.total + unseen6.nearMisses.total).toBe(UNSEEN_SECRET_CASES_6.length);
    expect(unseen7.secrets.total + unseen7.nearMisses.total).toBe(UNSEEN_SECRET_CASES_7.length);
    expect(unseen8.secrets.total + unseen8.nearMisses.total).toBe(UNSEEN_SECRET_CASES_8.length);
    expect(unseen9.secrets.total + unseen9.nearMisses.total).toBe(UNSEEN_SECRET_CASES_9.length);
    expect(unseen10.secrets.total + unseen10.nearMisses.total).toBe(UNSEEN_SECRET_CASES_10.length);
    expect(unseen11.secrets.total + unseen11.nearMisses.total).toBe(UNSEEN_SECRET_CASES_11.length);
    expect(unseen12.secrets.total + unseen12.nearMisses.total).toBe(UNSEEN_SECRET_CASES_12.length);
    expect(unseen13.secrets.total + unseen13.nearMisses.total).toBe(UNSEEN_SECRET_CASES_13.length);
    expect(unseen14.secrets.total + unseen14.nearMisses.total).toBe(UNSEEN_SECRET_CASES_14.length);
    expect(unseen15.secrets.total + unseen15.nearMisses.total).toBe(UNSEEN_SECRET_CASES_15.length);
    expect(unseen16.secrets.total + unseen16.nearMisses.total).toBe(UNSEEN_SECRET_CASES_16.length);
    expect(unseen17.secrets.total + unseen17.nearMisses.total).toBe(UNSEEN_SECRET_CASES_17.length);
  }, 120_000);

  it('CLI target (built bin): measures the unseen set and prints the figures', async () => {
    const unseen = await measureRedactionCli(UNSEEN_SECRET_CASES);
    console.log(redactionLines('cli unseen redaction-1', unseen).join('\n'));
    expect(unseen.secrets.total + unseen.nearMisses.total).toBe(UNSEEN_SECRET_CASES.length);
  }, 600_000);
});
