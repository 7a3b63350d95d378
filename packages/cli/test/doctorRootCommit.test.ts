/**
 * Doctor's repository line said "your next command here records the root commit" (walk h52 item
 * 3): untrue, since only a command a person runs in a terminal records it (an agent's command, a
 * hook or the MCP server never does, and doctor records nothing). Now the line says who records it,
 * and that is what happens. Real child processes; the person's command on a pseudo-terminal.
 */
import { describe, expect, it } from 'vitest';
import { committedSources, gitIn, sandbox } from './harness.js';

const repositoryLine = (stdout: string): string => (stdout.split('\n').find((l) => /^\S+ +repository:/u.test(l)) ?? '').replace(/\s+/gu, ' ');

describe("doctor's repository line says who records the root commit", () => {
  it('outside git, before the first commit, after it, after an off-terminal command, and once a person ran one in a terminal', () => {
    const box = sandbox();
    // Outside git the line said "no git commit yet" too, as if a commit were due (walk h53).
    const outside = box.cairn(['doctor']);
    expect(repositoryLine(outside.stdout)).toBe(
      "ok repository: not a git repository: the memory is bound to this folder's path alone; should it become one, the first cairn command a person runs in a terminal here after its first commit records it (an agent's, a hook's or doctor's does not)",
    );
    gitIn(box)('init', '-q');
    const before = box.cairn(['doctor']);
    expect(repositoryLine(before.stdout)).toBe(
      "ok repository: no git commit yet: the first cairn command a person runs in a terminal here after it records it (an agent's, a hook's or doctor's does not)",
    );
    committedSources(box);
    const said = (): string => repositoryLine(box.cairn(['doctor']).stdout);
    const waiting = said();
    expect(waiting).toMatch(
      /^ok repository: no git commit when recorded: the next cairn command a person runs in a terminal here records root commit [0-9a-f]{7,}/u,
    );
    expect(waiting).toContain("(an agent's, a hook's or doctor's does not)");
    // A command off a terminal (what an agent runs) records nothing: the line is unchanged.
    expect(box.cairn(['list']).code).toBe(0);
    expect(said()).toBe(waiting);
    // Doctor on the terminal records nothing either.
    expect(box.person(['doctor']).code).toBe(0);
    expect(said()).toBe(waiting);
    // A person's command in a terminal records it.
    const listed = box.person(['list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(said()).toMatch(/^ok repository: the memory is this repository's \(root commit [0-9a-f]{7,}/u);
  });
});
