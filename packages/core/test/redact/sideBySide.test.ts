// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Two credentials side by side on one line (issue #19, item 2): both go, and each keeps its own
 * label and marker, in every way people write a pair — blanks, tabs, `;`, `,`, `&` (a form
 * body), `|`, JSON and flow objects, flags, headers, prose. A bare value ends before the next
 * `name=` or `name:` glued on by a comma or an ampersand, so the second pair is not read as part
 * of the first value.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { fake } from './fixtures.js';

const a = 'Tr0ub' + '4dor-Mx9';
const b = fake(24, 40);
const m = '[REDACTED:secret-assignment]';

describe('two credentials on one line: both go, each label stays', () => {
  test.each([
    [`token=${a} secret=${b}`, `token=${m} secret=${m}`],
    [`password=${a}\ttoken=${b}`, `password=${m}\ttoken=${m}`],
    [`password=${a}; token=${b}`, `password=${m}; token=${m}`],
    [`password=${a},token=${b}`, `password=${m},token=${m}`],
    [`password=${a}&token=${b}`, `password=${m}&token=${m}`],
    [`password:${a},secret:${b}`, `password:${m},secret:${m}`],
    [`db_password=${a},api_key=${b} ./run.sh`, `db_password=${m},api_key=${m} ./run.sh`],
    [`pass: ${a} | token: ${b}`, `pass: ${m} | token: ${m}`],
    [`{"password":"${a}","api_key":"${b}"}`, `{"password":"${m}","api_key":"${m}"}`],
    [`{password: ${a}, token: ${b}}`, `{password: ${m}, token: ${m}}`],
    [`--password=${a} --token=${b}`, `--password=${m} --token=${m}`],
    [`my password is ${a} and my token is ${b}`, `my password is ${m} and my token is ${m}`],
    [`<add key="Password" value="${a}"/><add key="ApiToken" value="${b}"/>`, `<add key="Password" value="${m}"/><add key="ApiToken" value="${m}"/>`],
  ])('%s', (text, expected) => {
    expect(redactSecrets(text)).toEqual({ text: expected, kinds: ['secret-assignment'] });
  });

  test('two vendor tokens side by side, glued by a comma', () => {
    const gh = 'gh' + 'p_' + fake(36, 2);
    const sk = 'sk' + '_live_' + fake(24, 9);
    expect(redactSecrets(`${gh},${sk}`)).toEqual({ text: '[REDACTED:github-token],[REDACTED:stripe-key]', kinds: ['github-token', 'stripe-key'] });
  });
});

describe('a value that merely holds a comma or an ampersand stays one value', () => {
  test.each([
    [`password=${a},${b}`, `password=${m}`],
    [`password=${a}&&make`, `password=${m}&&make`],
    [`password=${a}&,x`, `password=${m}`],
  ])('%s', (text, expected) => {
    expect(redactSecrets(text)).toEqual({ text: expected, kinds: ['secret-assignment'] });
  });
  test.each(['token=abcd&page=2', 'auth=basic,realm=x'])('stays: %s', (text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
