import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/index.js';

/**
 * Attack h54b F7 (a credential on disk): a password-type label ending its line and the value
 * alone at the start of the next (`DB_PASSWORD=` / `summer2024harbour …`: a wrapped terminal line,
 * a log, a copy) passed whole, so `cairn memorize` stored the password. The value is redacted now;
 * what usually follows such a label on the next line (a YAML list or mapping, a sentence) is not.
 */
const PW = ['summer', '2024', 'harbour'].join('');

describe('attack h54b F7: a labelled value on the line after its label', () => {
  it('DB_PASSWORD=, password: and a quoted-key label with the value on the next line are redacted', () => {
    for (const text of [`The staging login: DB_PASSWORD=\n${PW} in the deploy env.`, `db:\n  password:\n    ${PW}\n`, `"api_token":\n${PW},`])
      expect(redactSecrets(text).text, text).not.toContain(PW);
  });

  it('a YAML list or mapping, a sentence or a placeholder after the label is left', () => {
    for (const text of [
      'password:\n  - name: x',
      'secret:\n  name: value1',
      'Password:\nEnter your password',
      'Secret:\nRequired for the admin panel.',
      'DB_PASSWORD=\n<your-password>',
    ])
      expect(redactSecrets(text).text, text).toBe(text);
  });
});
