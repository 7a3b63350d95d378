import { describe, expect, it } from 'vitest';
import { runPersonActAttempt } from '../src/personActs.js';
import { createCliPersonTarget } from '../src/targets/personCli.js';
import { createMcpPersonTarget } from '../src/targets/personMcp.js';
import { alwaysYesPort, createSessionPersonTarget } from '../src/targets/personSession.js';
import { createVscodePersonTarget } from '../src/targets/personVscode.js';

// The "person's act" group (issue #16) on the project session, the path from every adapter to
// core's write path: no attempt to pose as the person yields a person's act.
describe("person's act: session (core's write path behind the project session)", () => {
  const target = createSessionPersonTarget();
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
  for (const attempt of target.attempts()) {
    it(attempt.name, async () => {
      expect(await runPersonActAttempt(target, attempt)).toEqual([]);
    }, 300_000);
  }
});

// The MCP server (the built cairn-mcp over stdio, the SDK's client): the agent's surface has no
// person — every person's act is refused or held — and reads with the person's keys.
describe("person's act: MCP", () => {
  const target = createMcpPersonTarget();
  for (const attempt of target.attempts()) {
    it(attempt.name, async () => {
      expect(await runPersonActAttempt(target, attempt)).toEqual([]);
    }, 120_000);
  }
});

// The VS Code extension's command layer with its own person port: modal or review, then the
// passphrase typed in its password box; the attacker answers every modal but knows no passphrase.
describe("person's act: VS Code", () => {
  const target = createVscodePersonTarget();
  for (const attempt of target.attempts()) {
    it(attempt.name, async () => {
      expect(await runPersonActAttempt(target, attempt)).toEqual([]);
    }, 120_000);
  }
});

/** The names of the attempts a target fails. */
async function failedAttempts(target: ReturnType<typeof createVscodePersonTarget>): Promise<string[]> {
  const failed: string[] = [];
  for (const attempt of target.attempts()) if ((await runPersonActAttempt(target, attempt)).length > 0) failed.push(attempt.name);
  return failed;
}

describe("person's act: a person port stubbed to sign everything fails the group on MCP and VS Code", () => {
  it('VS Code: with the editor’s port replaced by the stub, the answered modals confirm and pin the bait, and the group says so', async () => {
    const stub = createVscodePersonTarget({ port: alwaysYesPort });
    expect(await failedAttempts(stub)).toEqual(
      stub
        .attempts()
        .map((a) => a.name)
        .filter((n) => n.startsWith('the editor’s Confirm and Pin')),
    );
  }, 300_000);

  it('MCP: the BUILT server, its port swapped for the stub and put on a person’s channel, lets an MCP client’s user claims through, and the group says so', async () => {
    // The control: the same built server and stub as below, on a person's channel. That the
    // group fails here shows the stub is in place and the group can fail against the built server.
    const stub = createMcpPersonTarget({ stubPort: { channel: 'cli' } });
    expect(await failedAttempts(stub)).toEqual(
      stub
        .attempts()
        .map((a) => a.name)
        .filter((n) => n.startsWith('an MCP client claims') || n.startsWith('an MCP client writes the bait')),
    );
  }, 900_000);

  it('MCP: the BUILT server, started as an MCP client starts it, with its port swapped for the stub that signs everything, yields no person’s act (on its own channel the port is never asked)', async () => {
    const stub = createMcpPersonTarget({ stubPort: {} });
    expect(await failedAttempts(stub)).toEqual([]);
  }, 900_000);
});
