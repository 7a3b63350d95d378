import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MCP_PROVIDER_ID } from '../src/host/registerMcpProvider.js';
import { VIEW_ID } from '../src/host/createMemoryView.js';
import { buildMemoryTree } from '../src/tree/buildMemoryTree.js';
import { record } from './helpers.js';

interface Manifest {
  main: string;
  engines: { vscode: string };
  activationEvents: string[];
  contributes: {
    commands: Array<{ command: string; title: string }>;
    views: Record<string, Array<{ id: string }>>;
    viewsContainers: { activitybar: Array<{ id: string; icon: string }> };
    menus: Record<string, Array<{ command: string; when?: string }>>;
    configuration: { properties: Record<string, { scope?: string; type: string }> };
    mcpServerDefinitionProviders: Array<{ id: string }>;
  };
}

const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as Manifest;
const props = manifest.contributes.configuration.properties;

describe('package.json (the extension manifest)', () => {
  it('makes the settings that choose the store or a program machine-scoped', () => {
    expect(props['cairn.home']?.scope).toBe('machine');
    expect(props['cairn.nodePath']?.scope).toBe('machine');
    expect(props['cairn.digestBudget']?.type).toBe('number');
  });

  it('runs in code-server 4.139.1 (VS Code 1.139.1), with the MCP definition API (1.101)', () => {
    expect(manifest.engines.vscode).toBe('^1.101.0');
    expect(manifest.main).toBe('./dist/extension.js');
  });

  it('declares the view, its container, the MCP provider and activation', () => {
    expect(manifest.contributes.views.cairn?.map((v) => v.id)).toEqual([VIEW_ID]);
    expect(manifest.contributes.viewsContainers.activitybar[0]?.icon).toBe('media/cairn.svg');
    expect(manifest.contributes.mcpServerDefinitionProviders.map((p) => p.id)).toEqual([MCP_PROVIDER_ID]);
    expect(manifest.activationEvents).toEqual(expect.arrayContaining([`onView:${VIEW_ID}`, `onMcpCollection:${MCP_PROVIDER_ID}`]));
  });

  it('menus name only contributed commands', () => {
    const known = new Set(manifest.contributes.commands.map((c) => c.command));
    for (const entries of Object.values(manifest.contributes.menus)) for (const e of entries) expect(known).toContain(e.command);
  });

  it('context menu when-clauses match the context values the tree produces', () => {
    const whenRegex = (command: string): RegExp[] =>
      manifest.contributes.menus['view/item/context']!.filter((e) => e.command === command).map((e) => {
        const m = /viewItem =~ \/(.+)\/$/u.exec(e.when ?? '');
        if (!m?.[1]) throw new Error(`no viewItem regex for ${command}`);
        return new RegExp(m[1], 'u');
      });
    const tree = buildMemoryTree(
      [
        record({ id: 'a', status: 'active' }),
        record({ id: 'b', status: 'active', pinned: true }),
        record({ id: 'c', status: 'candidate', origin: 'repo' }),
        record({ id: 'd', status: 'candidate', origin: 'web', flags: ['instruction'] }),
        record({ id: 'e', status: 'superseded', supersededBy: 'a' }),
      ],
      new Date('2026-01-02T00:00:00Z'),
    );
    const ctx = Object.fromEntries(tree.flatMap((g) => g.items).map((i) => [i.id, i.contextValue]));
    const offers = (command: string, id: string): boolean => whenRegex(command).some((r) => r.test(ctx[id] ?? ''));
    expect(['a', 'b', 'c', 'd', 'e'].filter((id) => offers('cairn.confirm', id))).toEqual(['c', 'd']);
    expect(['a', 'b', 'c', 'd', 'e'].filter((id) => offers('cairn.pin', id))).toEqual(['a', 'c', 'd']);
    expect(['a', 'b', 'c', 'd', 'e'].filter((id) => offers('cairn.unpin', id))).toEqual(['b']);
    expect(['a', 'b', 'c', 'd', 'e'].filter((id) => offers('cairn.forget', id))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
