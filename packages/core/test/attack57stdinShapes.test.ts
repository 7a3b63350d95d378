import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/index.js';

/**
 * Attack h57 H2 (goal b, medium-low: a password kept whole in a memory's text; h54b F5's class,
 * shapes it did not list): a password handed to a program on its standard input or through its
 * script is redacted for `echo <pw> | sudo -S`, `… | passwd --stdin`, `… | chpasswd`,
 * `… | docker login --password-stdin` — but kept when
 * - `printf '%s\n' '<pw>' | sudo -S …` (printf's format word comes first: the usual way to avoid echo's escapes),
 * - `echo -n '<pw>' | secret-tool store …` (libsecret's CLI reads the secret from stdin),
 * - `expect … send "<pw>\r"` after `expect "password:"` (the classic scripted login),
 * - `echo '<pw>' > .vault_pass` then `--vault-password-file .vault_pass` (Ansible's documented file).
 * An agent that records how it ran a deploy or a setup keeps the password under the home.
 * Fix direction: read printf's argument after a format word as echo's; add secret-tool store to the
 * stdin readers; in an expect script, the `send` string after an `expect "…pass…:"`; and a word
 * written into a file named by a `--vault-password-file`/`password-file` flag on the same line.
 * Fixed in session 59 (h59-redact): printf's format word, secret-tool store, `;` before send, and
 * src/redact/passwordFiles.ts. The password is assembled at run time (obviously fake).
 */
const PW = ['Tr0ub4dor', 'x9Qm2Lp7Zk'].join('-');

describe('attack h57 H2: passwords fed on stdin or by a script, shapes F5 did not list', () => {
  it('control: echo into sudo -S, passwd --stdin, chpasswd and docker --password-stdin is redacted', () => {
    for (const text of [
      `echo '${PW}' | sudo -S systemctl restart nginx`,
      `echo '${PW}' | passwd --stdin alice`,
      `echo 'alice:${PW}' | chpasswd`,
      `echo ${PW} | docker login -u alice --password-stdin`,
    ])
      expect(redactSecrets(text).text, text).not.toContain(PW);
  });

  for (const [name, text] of [
    ["printf '%s\\n' into sudo -S", `To restart it, run: printf '%s\\n' '${PW}' | sudo -S -k systemctl restart harbour`],
    ['echo -n into secret-tool store', `echo -n '${PW}' | secret-tool store --label=db service db user alice`],
    ['expect send after a password prompt', `expect -c 'spawn ssh root@10.0.0.5; expect "password:"; send "${PW}\\r"; interact'`],
    [
      'an Ansible vault password file written by echo',
      `echo '${PW}' > .vault_pass && ansible-vault decrypt --vault-password-file .vault_pass group_vars/all.yml`,
    ],
  ] as const) {
    it(`${name}: the password is redacted`, () => {
      expect(redactSecrets(text).text).not.toContain(PW);
    });
  }
});
