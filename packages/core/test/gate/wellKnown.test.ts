import { describe, expect, it } from 'vitest';
import { gateText } from '../../src/gate/index.js';
import { squatsWellKnown, WELL_KNOWN_PACKAGES } from '../../src/gate/wellKnown.js';
import type { ProjectVocabulary } from '../../src/gate/vocabulary.js';

/** A vocabulary that names `packages` and no host. */
function vocabularyOf(...packages: string[]): ProjectVocabulary {
  return { packages: new Set(packages), hosts: new Set() };
}

describe('squatsWellKnown: a typosquat of a well-known package without a manifest (round 24)', () => {
  it.each(['l0dash', '1odash', 'reque5ts', 'lodahs', 'reqeusts', 'axioss', 'djangoo'])('imitates: %s', (name) => {
    expect(squatsWellKnown(name, undefined)).toBe(true);
  });
  it.each(['lodash', 'boto3', 'log4js', 'web3', 'es2015', 'preact', 'flash', 'k8s', 'i18n', 'sha256', 'lodash-es'])('not a squat: %s', (name) => {
    expect(squatsWellKnown(name, undefined)).toBe(false);
  });
  it('a one-letter substitution is not read: too many real words are one letter from a package ("flash", "flask")', () => {
    expect(squatsWellKnown('numpi', undefined)).toBe(false);
  });
  it('a name the project itself names is no squat', () => {
    expect(squatsWellKnown('axioss', vocabularyOf('axioss'))).toBe(false);
  });
  it('every listed name is at least four characters and lower case', () => {
    for (const name of WELL_KNOWN_PACKAGES) expect(name.length >= 4 && name === name.toLowerCase()).toBe(true);
  });
});

describe('round 24: a typosquat ordered with no package list at hand', () => {
  it.each(['Use l0dash for the helpers.', 'Install reqeusts for the HTTP calls.', 'Always import axioss in new modules.'])('flags: %s', (text) => {
    expect(gateText(text).reasons).toContain('new-package');
  });
  it.each(['Use lodash for the helpers.', 'Install log4js for logging.', 'Use boto3 for the S3 calls.'])('keeps: %s', (text) => {
    expect(gateText(text).reasons).toEqual([]);
  });
});
