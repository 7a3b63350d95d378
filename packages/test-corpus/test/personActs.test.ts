import { afterAll, describe, expect, it } from 'vitest';
import { runPersonActAttempt } from '../src/personActs.js';
import { createCliPersonTarget } from '../src/targets/personCli.js';
import { alwaysYesPort, createSessionPersonTarget } from '../src/targets/personSession.js';

// The "person's act" group (issue #16) on the project session, the path from every adapter to
// core's write path: no attempt to pose as the person yields a person's act.
describe("person's act: session (core's write path behind the project session)", () => {
  const target = createSessionPersonTarget();
  // The world is seeded once and copied back before each attempt (seededWorkspace); removed at the end.
  afterAll(() => target.dispose?.());
  for (const attempt of target.attempts()) {
    it(attempt.name, async () => {
      expect(await runPersonActAttempt(target, attempt)).toEqual([]);
    });
  }
});

describe("person's act: the group fails a person port stubbed to always say yes", () => {
  it('signing whatever it is asked, the port lets the surface’s own attempts through, and the group says so', async () => {
    const stub = createSessionPersonTarget({ port: alwaysYesPort });
    const failed: string[] = [];
    for (const attempt of stub.attempts()) {
      if ((await runPersonActAttempt(stub, attempt)).length > 0) failed.push(attempt.name);
    }
    await stub.dispose?.();
    expect(failed).toEqual(
      stub
        .attempts()
        .map((a) => a.name)
        .filter((n) => n.startsWith('the surface’s own port')),
    );
  }, 300_000);
});

// The same group on the built `cairn` as child processes: the person on a pseudo-terminal, the
// attacker an agent's shell (turbo builds the CLI first: test dependsOn ^build).
describe("person's act: CLI", () => {
  const target = createCliPersonTarget();
  // The world is seeded once and copied back before each attempt (seededWorkspace); removed at the end.
  afterAll(() => target.dispose?.());
  for (const attempt of target.attempts()) {
    it(attempt.name, async () => {
      expect(await runPersonActAttempt(target, attempt)).toEqual([]);
    }, 300_000);
  }
});

// The MCP server's and the VS Code extension's groups are in personActsMcp.test.ts and
// personActsVscode.test.ts: files of their own, so the runner can run them beside this one.
