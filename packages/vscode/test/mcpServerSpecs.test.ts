import { describe, expect, it } from 'vitest';
import { mcpServerSpecs } from '../src/mcp/mcpServerSpecs.js';

describe('mcpServerSpecs', () => {
  const base = { home: '/home/u/.cairn', serverScript: '/ext/dist/mcp.js', version: '0.1.0' };

  it('runs the bundled server with the node on PATH, for the folder', () => {
    expect(mcpServerSpecs({ ...base, nodePath: '', folders: [{ path: '/w/app', name: 'app' }] })).toEqual([
      {
        label: 'Cairn project memory',
        command: 'node',
        args: ['/ext/dist/mcp.js', '--home', '/home/u/.cairn', '--project', '/w/app'],
        cwd: '/w/app',
        version: '0.1.0',
      },
    ]);
  });

  it('uses cairn.nodePath when set, and one server per folder in a multi-root workspace', () => {
    const specs = mcpServerSpecs({
      ...base,
      nodePath: ' /opt/node/bin/node ',
      folders: [
        { path: '/w/a', name: 'a' },
        { path: '/w/b', name: 'b' },
      ],
    });
    expect(specs.map((s) => s.label)).toEqual(['Cairn project memory (a)', 'Cairn project memory (b)']);
    expect(specs.map((s) => s.command)).toEqual(['/opt/node/bin/node', '/opt/node/bin/node']);
    expect(specs[1]?.args.slice(-2)).toEqual(['--project', '/w/b']);
  });

  it('provides nothing without a folder', () => {
    expect(mcpServerSpecs({ ...base, nodePath: '', folders: [] })).toEqual([]);
  });
});
