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
    // Every setting is the person's own: a repository's .vscode/settings.json sets none (walk h50 item 11).
    expect(props['cairn.digestBudget']?.scope).toBe('machine');
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
        record({ id: 'f', status: 'active', origin: 'web', flags: ['instruction'], confirmedAt: '2026-01-01T00:00:00Z' }),
      ],
      new Date('2026-01-02T00:00:00Z'),
    );
    const ctx = Object.fromEntries(tree.flatMap((g) => g.items).map((i) => [i.id, i.contextValue]));
    const all = ['a', 'b', 'c', 'd', 'e', 'f'];
    const offers = (command: string, id: string): boolean => whenRegex(command).some((r) => r.test(ctx[id] ?? ''));
    expect(all.filter((id) => offers('cairn.confirm', id))).toEqual(['c', 'd']);
    // A confirmed instruction can be taken back by rejecting it (issue #17), from its context menu.
    expect(all.filter((id) => offers('cairn.reject', id))).toEqual(['c', 'd', 'f']);
    expect(all.filter((id) => offers('cairn.review', id))).toEqual(['c', 'd']);
    // A memory that needs attention is never pinned from the menu: pinning confirms it (its review does).
    expect(all.filter((id) => offers('cairn.pin', id))).toEqual(['a', 'c', 'f']);
    expect(all.filter((id) => offers('cairn.unpin', id))).toEqual(['b']);
    expect(all.filter((id) => offers('cairn.forget', id))).toEqual(['a', 'b', 'e', 'f']);
    expect(all.filter((id) => offers('cairn.showProvenance', id))).toEqual(['a', 'b', 'e', 'f']);
  });

  it('puts Reject beside Confirm inline on what waits', () => {
    const inline = manifest.contributes.menus['view/item/context']!.filter((e) => (e as { group?: string }).group?.startsWith('inline'));
    expect(inline.map((e) => e.command)).toEqual(['cairn.confirm', 'cairn.reject']);
  });

  it('hides commands that do not apply (when clauses on context keys the extension sets)', () => {
    const palette = Object.fromEntries(manifest.contributes.menus.commandPalette!.map((e) => [e.command, e.when]));
    expect(palette['cairn.enable']).toBe('cairn.canEnable');
    expect(palette['cairn.confirm']).toBe('cairn.canConfirm');
    expect(palette['cairn.unpin']).toBe('cairn.canUnpin');
    for (const c of manifest.contributes.commands) expect(palette[c.command], c.command).toBeDefined();
  });
});
