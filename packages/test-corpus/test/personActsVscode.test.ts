import { afterAll, describe, expect, it } from 'vitest';
import { failedAttempts, runPersonActAttempt } from '../src/personActs.js';
import { alwaysYesPort } from '../src/targets/personSession.js';
import { createVscodePersonTarget } from '../src/targets/personVscode.js';

// The "person's act" group of issue #16 (personActs.test.ts: the session and the CLI).
// The VS Code extension's command layer with its own person port: modal or review, then the
// passphrase typed in its password box; the attacker answers every modal but knows no passphrase.
describe("person's act: VS Code", () => {
  const target = createVscodePersonTarget();
  // The world is seeded once and copied back before each attempt (seededWorkspace); removed at the end.
  afterAll(() => target.dispose?.());
  for (const attempt of target.attempts()) {
    it(attempt.name, async () => {
      expect(await runPersonActAttempt(target, attempt)).toEqual([]);
    }, 120_000);
  }
});

describe("person's act: a person port stubbed to sign everything fails the group on VS Code", () => {
  it('VS Code: with the editor’s port replaced by the stub, the answered modals confirm and pin the bait, and the group says so', async () => {
    const stub = createVscodePersonTarget({ port: alwaysYesPort });
    expect(await failedAttempts(stub)).toEqual(
      stub
        .attempts()
        .map((a) => a.name)
        .filter((n) => n.startsWith('the editor’s Confirm and Pin')),
    );
  }, 300_000);
});
