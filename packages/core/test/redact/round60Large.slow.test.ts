// Speed is measured in bench/, not asserted here: each 30 KiB adversarial line must finish within
// the suite's timeout (a quadratic pattern would take minutes) and give a settled output.
// biome-ignore-all lint/style/useTemplate: values are concatenated on purpose so no whole credential literal exists in source
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const KIB_30 = 30 * 1024;
const fill = (unit: string): string => unit.repeat(Math.ceil(KIB_30 / unit.length)).slice(0, KIB_30);
const ID = ['3f2a1b4c', '5d6e', '4f70', '8a9b', '0c1d2e3f4a5b'].join('-');

describe('30 KiB adversarial lines for the session 60 rules', () => {
  test.each([
    ['pieces that never end the line', 'k=AbCdEfGh3 IjKlMn4p '],
    ['a value, then pieces to a line of 30 KiB', 'secret = AbCdEfGh3' + ' Gh3kGh3k'.repeat(8) + ','],
    ['password columns with no call', 'password = x, pass = y, '],
    ['password columns and calls with no quote', 'password MD5( SHA2( '],
    ['unclosed literals', "password = MD5('abc"],
    ['UUIDs with colons', ID + ':'],
    ['a UUID and an endless run', ID + ':' + 'Ab3x'.repeat(8)],
  ])('%s', (_name, unit) => {
    const once = redactSecrets(fill(unit));
    expect(redactSecrets(once.text)).toEqual({ text: once.text, kinds: [] });
  });
});
