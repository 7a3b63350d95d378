import { afterAll, describe, expect, it } from 'vitest';
import { failedAttempts, runPersonActAttempt } from '../src/personActs.js';
import { createMcpPersonTarget } from '../src/targets/personMcp.js';

// The "person's act" group of issue #16 (personActs.test.ts: the session and the CLI).
// The MCP server (the built cairn-mcp over stdio, the SDK's client): the agent's surface has no
// person — every person's act is refused or held — and reads with the person's keys.
describe("person's act: MCP", () => {
  const target = createMcpPersonTarget();
  // The world is seeded once and copied back before each attempt (seededWorkspace); removed at the end.
  afterAll(() => target.dispose?.());
  for (const attempt of target.attempts()) {
    it(attempt.name, async () => {
      expect(await runPersonActAttempt(target, attempt)).toEqual([]);
    }, 120_000);
  }
});

describe("person's act: a person port stubbed to sign everything fails the group on MCP", () => {
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
