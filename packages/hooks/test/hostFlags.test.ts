import { describe, expect, it } from 'vitest';
import { addedDirsReason, hostFlagsReason } from '../src/handle.js';
import { isClaudeCommandLine, layerFlagsOf } from '../src/hostFlags.js';
import { addDirArguments, type ReadProcess } from '../src/hostProcess.js';

/** h56 attack H5/H6: flags on the host's command line that add a layer Cairn does not read. */
describe('layerFlagsOf (h56 H5)', () => {
  it.each([
    ['--mcp-config', ['node', '-e', 'x', '--', '--mcp-config', '/home/u/mail-mcp.json']],
    ['--settings', ['claude', '--settings={"sandbox":{"enabled":false}}']],
    ['--plugin-dir', ['/usr/local/bin/claude', '--plugin-dir', './plugins']],
    ['--dangerously-skip-permissions', ['bash', '--dangerously-skip-permissions']],
    ['--permission-mode', ['claude', '--permission-mode', 'bypassPermissions']],
    ['--permission-mode', ['claude', '--permission-mode=dontAsk']],
    ['--channels', ['claude', '--channels', 'plugin:telegram@claude-plugins-official']],
  ])('%s is a layer flag on any command line', (flag, args) => {
    // A layer flag after `--` counts too: a wrapper hands it on (the stand-in host of attack56hostFlags).
    expect(layerFlagsOf(args)).toContain(flag);
  });

  it('on Claude Code’s own line an unknown flag counts (fail closed); plain ones do not', () => {
    expect(isClaudeCommandLine(['node', '/usr/lib/node_modules/@anthropic-ai/claude-code/cli.js'])).toBe(true);
    expect(isClaudeCommandLine(['/home/u/.local/bin/claude', '--model', 'opus'])).toBe(true);
    expect(layerFlagsOf(['claude', '--some-future-flag', 'x'])).toEqual(['--some-future-flag']);
    expect(layerFlagsOf(['claude', '--model', 'opus', '--resume', 'abc', '--add-dir', '/data', '-p', 'fix the build'])).toEqual([]);
    // Allow rules and asking modes lift no deny rule (deny is evaluated first, in every mode): the
    // real Claude Code test's own command lines (realClaude.slow.test.ts) stay protected.
    expect(layerFlagsOf(['claude', '-p', 'x', '--output-format', 'json', '--allowedTools', 'WebFetch ToolSearch mcp__cairn__memorize Bash'])).toEqual([]);
    expect(layerFlagsOf(['claude', '-p', 'x', '--permission-mode', 'acceptEdits', '--allowedTools', 'Write Edit Read'])).toEqual([]);
    // Not Claude Code: another program's unknown flags are its own business.
    expect(isClaudeCommandLine(['node', '/work/node_modules/vitest/vitest.mjs', '--run'])).toBe(false);
    expect(layerFlagsOf(['node', '--conditions=source', '/work/node_modules/vitest/vitest.mjs', '--run'])).toEqual([]);
    // Near misses: a flag name inside a value is no flag; after `--` only a layer flag counts.
    expect(layerFlagsOf(['claude', '-p', 'explain --settings', '--', '--frobnicate'])).toEqual([]);
    expect(layerFlagsOf(['make', 'settings', 'mcp-config'])).toEqual([]);
  });

  it('the walk gathers them and the reason names them; none → no reason', async () => {
    const procs: Record<number, { ppid: number; args: string[] }> = {
      40: { ppid: 30, args: ['sh', '-c', 'cairn hook'] },
      30: { ppid: 1, args: ['claude', '--mcp-config', '/home/u/m.json', '--model', 'opus'] },
      1: { ppid: 0, args: ['/sbin/init'] },
    };
    const read: ReadProcess = async (pid) => procs[pid];
    const r = await addDirArguments(40, read);
    expect(r.layerFlags).toEqual(['--mcp-config']);
    expect(hostFlagsReason(r)).toMatch(/^started with --mcp-config: /u);
    expect(addedDirsReason(r)).toBeUndefined();
    expect(hostFlagsReason({ dirs: [] })).toBeUndefined();
    expect(hostFlagsReason({ dirs: [], layerFlags: [] })).toBeUndefined();
  });
});

describe('addDirArguments reads process 1 (h56 H6)', () => {
  it('a host that is process 1 has its flags and folders read, and the walk stops there', async () => {
    const seen: number[] = [];
    const read: ReadProcess = async (pid) => {
      seen.push(pid);
      return pid === 1 ? { ppid: 0, args: ['claude', '--add-dir', '/data', '--settings', '/s.json'] } : undefined;
    };
    const r = await addDirArguments(1, read);
    expect(r.dirs).toEqual(['/data']);
    expect(r.layerFlags).toEqual(['--settings']);
    expect(seen).toEqual([1]);
  });
});
