import { describe, expect, it } from 'vitest';
import { observationOrigin, promptOrigin } from '../../src/observe/observationOrigin.js';

describe('observationOrigin (the host-hooks issue: origins of what the agent read)', () => {
  it.each([
    [{ kind: 'file-read', path: { insideProject: true, thirdParty: false } }, 'repo'],
    [{ kind: 'file-read', path: { insideProject: true, thirdParty: true } }, 'external'],
    [{ kind: 'file-read', path: { insideProject: false, thirdParty: false } }, 'external'],
    [{ kind: 'file-read' }, 'external'],
    [{ kind: 'command' }, 'tool'],
    [{ kind: 'web' }, 'web'],
    [{ kind: 'mcp' }, 'tool'],
    [{ kind: 'mcp', mcpServer: 'tool' }, 'tool'],
    [{ kind: 'mcp', mcpServer: 'mail' }, 'external'],
    [{ kind: 'mcp', mcpServer: 'issues' }, 'external'],
    [{ kind: 'mcp', mcpServer: 'chat' }, 'external'],
    [{ kind: 'file-edit' }, 'agent'],
    [{ kind: 'other' }, 'tool'],
  ] as const)('%j → %s', (call, origin) => {
    expect(observationOrigin(call)).toBe(origin);
  });

  it('a prompt is the person’s only in a protected, interactive session', () => {
    expect(promptOrigin({ protected: true, interactive: true })).toBe('user');
    expect(promptOrigin({ protected: true, interactive: false })).toBe('external');
    expect(promptOrigin({ protected: false, interactive: true })).toBe('external');
    expect(promptOrigin(undefined)).toBe('external');
  });
});
