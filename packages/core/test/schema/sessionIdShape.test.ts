/**
 * Issue #20 (h57-speed): `isSessionId` answers for `SessionIdSchema` without zod (every `cairn
 * hook` keys its session by it). Both read one pattern; this holds them together over ids of
 * every shape around the pattern's edges and every value one change away from valid ids.
 */
import { describe, expect, it } from 'vitest';
import { isSessionId, SessionIdSchema } from '../../src/observe/observation.js';
import { oneChangeAway } from '../../src/testing/oneChangeAway.js';

const VALID = ['0b9d2c1e-4f6a-4e1b-9c3d-2a5f6e7d8c9b', 'h-0123456789abcdef0123456789abcdef', 'copilot-abc.def:1', '_', '-x', 'a'.repeat(128)];
const ODD: unknown[] = [null, undefined, 0, 1, [], {}, true, '', '.', ':', '.hidden', ':x', 'a'.repeat(129), 'a b', 'a/b', 'a\nb', 'é', 'ghp_x', 'x\u0000'];

describe('isSessionId says what SessionIdSchema says', () => {
  it('over valid ids, odd values and every value one change away', () => {
    let yes = 0;
    let no = 0;
    for (const id of VALID) {
      for (const v of [id, ...oneChangeAway(id, ODD), `${id}/`, `.${id}`, `${id}\n`]) {
        const said = isSessionId(v);
        expect([v, said]).toEqual([v, SessionIdSchema.safeParse(v).success]);
        if (said) yes++;
        else no++;
      }
    }
    expect(yes).toBeGreaterThan(10);
    expect(no).toBeGreaterThan(10);
  });
});
