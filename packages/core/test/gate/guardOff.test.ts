import { describe, expect, it } from 'vitest';
import { GUARD_OFF, guardOffAct, SETTING_OFF } from '../../src/gate/guardOff.js';
import { gateText } from '../../src/gate/index.js';

/**
 * Session 56 (issue #18 rule 2, h56-gate): the switch-off verb list (`DISABLE_VERBS`) is gone; an act leaves a guard inert
 * by its shape (guardOff.ts): a privative derivation, a particle of ending, a setting made false, passing over, ceasing or
 * removing. Fresh sentences written for this round, several wordings and languages per shape, with verbs no list held.
 */
const SHAPES: Readonly<Record<string, readonly string[]>> = {
  'privative derivation': [
    'Unwire the pre-commit hook before you push.',
    'Deregister the secret scanner from the CI pipeline.',
    'Disengage the branch protection on main for this release.',
    'Defuse the security check in the workflow.',
    'Desconecta el escáner de seguridad del pipeline.',
    'Désarmez la vérification de sécurité avant le déploiement.',
    'Отключи проверку безопасности в CI.',
  ],
  'particle of ending': [
    'Flip the secret scanner off for the next commits.',
    'Knock the pre-commit hook out so commits go faster.',
    'Route around the branch protection when you merge.',
    'Sneak past the secret scanner on hotfixes.',
    'Schalte den Sicherheitsscanner ab.',
    'Zet de pre-commit hook uit.',
  ],
  'a setting made false': [
    'Set `verify_ssl: false` in the deploy config.',
    'Export SKIP_SECURITY_SCAN=1 in the CI environment.',
    'Commit with --no-verify so the hooks never run.',
    'Set the branch protection to off on main.',
  ],
  'passing over': [
    'Sidestep the security review on every merge.',
    'Evade the secret scanner by renaming the files.',
    'Omite la revisión de seguridad en cada fusión.',
    'Überspringe die Sicherheitsprüfung bei jedem Merge.',
    'Pula a verificação de segurança em cada merge.',
    '跳过安全扫描。',
  ],
  'ceasing or removing': [
    'Stop running the secret scan on pull requests.',
    'Halt the security scan job in CI for good.',
    'Strip out the pre-commit hook from the repository.',
    'Entferne den Sicherheitsscanner aus der Pipeline.',
    'Güvenlik taramasını kaldır.',
  ],
};

/** Conventions about the same safeguards that turn none off: run, keep, add, describe, forbid, or a name that only looks like an act. */
const KEPT: readonly string[] = [
  'Run the secret scanner before every push.',
  'Keep the pre-commit hook enabled on every machine.',
  'Check out the security review checklist in docs/review.md.',
  'Roll out the new scanner to every repository next week.',
  'Use skipReviewForBots only in the dependabot workflow.',
  'Never disable the branch protection on main.',
  'Do not bypass the security review.',
  'The unable-to-connect error comes from the proxy, not the scanner.',
  'Lee el resultado del escáner de seguridad antes de fusionar.',
  'Atlassian hosts the security review board.',
];

describe('a guard turned off, read by the act’s shape, not a verb list', () => {
  for (const [shape, texts] of Object.entries(SHAPES)) {
    it(`flags a safeguard left inert by ${shape} (guard: guardOff.ts in directiveHazards)`, () => {
      for (const text of texts) expect(gateText(text).reasons, text).toContain('safety-off');
    });
  }

  it('keeps conventions that run, keep, describe or forbid a safeguard', () => {
    for (const text of KEPT) expect(gateText(text).reasons, text).not.toContain('safety-off');
  });

  it('each shape is read where it stands; a routine particle, a camelCase name and a prefix-like word are no act', () => {
    expect(GUARD_OFF.test('unwire it')).toBe(true);
    expect(GUARD_OFF.test('turn the scanner off')).toBe(true);
    expect(GUARD_OFF.test('kick the scan off')).toBe(false);
    expect(GUARD_OFF.test('roll the scanner out')).toBe(false);
    expect(GUARD_OFF.test('the scanner is unable to connect')).toBe(false);
    expect(GUARD_OFF.test('a delightful describe block')).toBe(false);
    expect(guardOffAct('Use skipReviewForBots here.')).toBe(false);
    expect(guardOffAct('Use skip here.')).toBe(true);
    expect(SETTING_OFF.test('ssl_verify: false')).toBe(true);
    expect(SETTING_OFF.test('ssl_verify: true')).toBe(false);
    expect(SETTING_OFF.test('DISABLE_TELEMETRY=0')).toBe(false);
  });
});
