import { describe, expect, it } from 'vitest';
import { OWNER_CANNOT_WRITE, permissionsFix } from '../src/permissions.js';

/**
 * The doctor's recursive fix for the home's permissions (closing note h52: "doctor's recursive fix
 * for the home is not shell-quoted"): the home is one shell word, as core's `shellQuote` writes it,
 * so a home under "My Projects" does not split into `chmod -R … /home/dev/My` and a relative path.
 */
describe('permissionsFix: the home as one shell word', () => {
  it('a plain path as it is; a blank, a quote or a `$` single-quoted', () => {
    expect(permissionsFix('/home/dev/.cairn', ['x has mode 0755'])).toBe('chmod -R go-rwx /home/dev/.cairn');
    expect(permissionsFix('/home/dev/My Projects/.cairn', ['x has mode 0755'])).toBe("chmod -R go-rwx '/home/dev/My Projects/.cairn'");
    expect(permissionsFix("/home/dev/it's $HOME/.cairn", [`x has mode 0500${OWNER_CANNOT_WRITE}`])).toBe(
      `chmod -R u+rwX,go-rwx '/home/dev/it'\\''s $HOME/.cairn'`,
    );
  });
});
