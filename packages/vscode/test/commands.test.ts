import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCommandHandlers } from '../src/commands/createCommandHandlers.js';
import { createVscodePersonProof } from '../src/person/createVscodePersonProof.js';
import { type CairnWorkspace, createCairnWorkspace } from '../src/session/createCairnWorkspace.js';
import { createFakeUi, createTempProject, type FakeUi, type Seeded, seed, TEXTS, type TempProject } from './helpers.js';

let tmp: TempProject;
let ids: Seeded;
let ui: FakeUi;
let workspace: CairnWorkspace;
let changes: number;

function handlers(folders = [{ path: tmp.project, name: 'project' }], home = tmp.home) {
  workspace = createCairnWorkspace({ folders: () => folders, settings: () => ({ home, digestBudget: 8000 }), personProof: createVscodePersonProof(ui) });
  return createCommandHandlers({ workspace, ui, now: () => new Date(), digestBudget: () => 8000, changed: () => void changes++ });
}

const at = (id: string) => ({ folder: tmp.project, id });

/** The folder's project session, and a `get` that says undefined for a missing id. */
async function store() {
  const m = workspace.folder(tmp.project);
  if (!m) throw new Error('no folder');
  const s = await m.session();
  return {
    get: (id: string) => s.get(id).catch(() => undefined),
    readAudit: () => s.audit(Number.MAX_SAFE_INTEGER),
    dir: (await s.watchPaths())[0] as string,
  };
}

beforeEach(async () => {
  tmp = await createTempProject();
  ids = await seed(tmp.home, tmp.project);
  ui = createFakeUi();
  changes = 0;
});

afterEach(async () => {
  await workspace?.reset();
  await tmp.remove();
});

describe('Confirm', () => {
  it('shows a modal with the text, origin and flags, then confirms on channel vscode, interactive', async () => {
    const h = handlers();
    const out = await h.confirm(at(ids.flagged));
    expect(ui.modals).toHaveLength(1);
    const modal = ui.modals[0];
    expect(modal?.action).toBe('Confirm');
    expect(modal?.message).toMatch(/^Confirm this memory\?/);
    expect(modal?.detail).toContain('Origin: web (a fetched page or document)');
    expect(modal?.detail).toContain('Flags: instruction (shell-pipe');
    expect(modal?.detail).toContain('Source: https://docs.example.com/install');
    expect(modal?.detail).toContain(`Text: “${TEXTS.flagged}”`);
    expect(out?.[0]?.status).toBe('active');
    expect(out?.[0]?.confirmedAt).toBeDefined();

    const s = await store();
    expect((await s.get(ids.flagged))?.status).toBe('active');
    const last = (await s.readAudit()).at(-1);
    expect(last).toMatchObject({ event: 'confirm', id: ids.flagged, channel: 'vscode', interactive: true, client: 'cairn-vscode' });
    expect(changes).toBe(1);
    expect(ui.infos.at(-1)).toContain('confirmed');
  });

  it('changes nothing when the person cancels the modal', async () => {
    const h = handlers();
    ui.answers.push(false);
    const before = (await (await store()).readAudit()).length;
    expect(await h.confirm(at(ids.flagged))).toBeUndefined();
    const s = await store();
    expect((await s.get(ids.flagged))?.status).toBe('candidate');
    expect((await s.readAudit()).length).toBe(before);
    expect(changes).toBe(0);
  });

  it('from the palette, offers only memories that can be confirmed', async () => {
    const h = handlers();
    ui.choose = (items) => items.find((i) => i.detail === ids.contradicting)?.value;
    const out = await h.confirm();
    const offered = ui.picks[0]?.items.map((i) => i.detail);
    expect(offered?.sort()).toEqual([ids.candidate, ids.flagged, ids.contradicting].sort());
    expect(out?.[0]?.id).toBe(ids.contradicting);
    // Confirming the contradicting memory applies its supersede: the old one steps aside.
    expect((await (await store()).get(ids.contradicted))?.status).toBe('superseded');
  });

  it('confirms a multi-selection with one modal that lists every memory', async () => {
    const h = handlers();
    const out = await h.confirm(at(ids.flagged), [at(ids.flagged), at(ids.candidate)]);
    expect(ui.modals).toHaveLength(1);
    expect(ui.modals[0]?.message).toMatch(/^Confirm these 2 memories\?/);
    expect(ui.modals[0]?.detail).toContain(TEXTS.candidate);
    expect(out?.map((r) => r.status)).toEqual(['active', 'active']);
  });

  it('accepts a bare id (executeCommand from another extension)', async () => {
    const h = handlers();
    expect((await h.confirm(ids.candidate))?.[0]?.id).toBe(ids.candidate);
  });

  it('shows the error and resolves undefined for an unknown id', async () => {
    const h = handlers();
    expect(await h.confirm(at('mem_nope'))).toBeUndefined();
    expect(ui.errors[0]).toMatch(/^Cairn: No memory with id mem_nope/);
    expect(ui.modals).toHaveLength(0);
  });
});

describe('Pin and Unpin', () => {
  it('pins after a modal, on channel vscode, interactive; unpins', async () => {
    const h = handlers();
    const pinned = await h.pin(at(ids.candidate));
    expect(ui.modals[0]?.action).toBe('Pin');
    expect(ui.modals[0]?.detail).toContain('Origin: repo (files in the working tree)');
    expect(pinned?.pinned).toBe(true);
    expect(pinned?.status).toBe('active');
    const s = await store();
    expect((await s.readAudit()).at(-1)).toMatchObject({ event: 'pin', id: ids.candidate, channel: 'vscode', interactive: true });

    const unpinned = await h.unpin(at(ids.candidate));
    expect(ui.modals[1]?.action).toBe('Unpin');
    expect(unpinned?.pinned).toBe(false);
    expect((await s.readAudit()).at(-1)).toMatchObject({ event: 'unpin', channel: 'vscode', interactive: true, signer: 'presence:vscode' });
  });

  it('offers only unpinned memories to pin, and only pinned ones to unpin', async () => {
    const h = handlers();
    ui.choose = () => undefined;
    await h.unpin();
    expect(ui.picks).toHaveLength(0);
    expect(ui.infos.at(-1)).toContain('no memory to unpin');
    await h.pin();
    expect(ui.picks[0]?.items.map((i) => i.detail)).not.toContain(ids.superseded);
  });
});

describe('Forget', () => {
  it('asks first, and keeps the memory when the person says no', async () => {
    const h = handlers();
    ui.answers.push(false);
    expect(await h.forget(at(ids.flagged))).toBeUndefined();
    expect(ui.modals[0]?.action).toBe('Forget');
    expect(ui.modals[0]?.message).toMatch(/^Forget this memory\?/);
    expect(await (await store()).get(ids.flagged)).toBeDefined();
  });

  it('removes the text from the event log when the person agrees', async () => {
    const h = handlers();
    expect(await h.forget(at(ids.flagged))).toEqual({ id: ids.flagged });
    const s = await store();
    expect(await s.get(ids.flagged)).toBeUndefined();
    expect((await s.readAudit()).at(-1)).toMatchObject({ event: 'forget', id: ids.flagged, channel: 'vscode', interactive: true });
    const log = await readFile(join(s.dir, 'events.jsonl'), 'utf8');
    expect(log).not.toContain('get.example.com');
  });
});

describe('Show provenance, Open digest, Refresh', () => {
  it('opens the provenance with the audit history', async () => {
    const h = handlers();
    const md = await h.showProvenance(at(ids.superseded));
    expect(ui.documents).toEqual([md]);
    expect(md).toContain(`# Provenance of ${ids.superseded}`);
    expect(md).toContain(`Replaced by: \`${TEXTS.replacement}\``);
    expect(md).toMatch(/- \S+ memorize · channel cli \(seed\) · interactive false · signed presence:terminal/);
    expect(md).toMatch(/- \S+ supersede · channel cli/);
  });

  it('opens the digest: trusted memories, never an unconfirmed flagged one', async () => {
    const h = handlers();
    const before = await h.openDigest();
    expect(before).toContain(TEXTS.active);
    expect(before).not.toContain('get.example.com');
    await h.confirm(at(ids.flagged));
    const after = await h.openDigest(tmp.project);
    expect(after).toContain('[web, confirmed]');
    expect(ui.documents).toHaveLength(2);
  });

  it('refresh resolves to the groups the view shows', async () => {
    const h = handlers();
    const snap = await h.refresh();
    const groups = Object.fromEntries((snap.folders[0]?.groups ?? []).map((g) => [g.id, g.items.map((i) => i.id).sort()]));
    expect(groups).toEqual({
      active: [ids.active, ids.contradicted, ids.replacement].sort(),
      candidates: [ids.candidate],
      needsConfirmation: [ids.flagged, ids.contradicting].sort(),
      superseded: [ids.superseded],
    });
    expect(snap.needsConfirmation).toBe(2);
    expect(snap.folders[0]?.state).toBe('ready');
  });
});

describe('Enable memory for this workspace', () => {
  it('initialises an uninitialised folder (channel vscode), and the view then shows it ready', async () => {
    const fresh = await createTempProject(false);
    try {
      const h2 = handlers([{ path: fresh.project, name: 'fresh' }], fresh.home);
      expect((await h2.refresh()).folders[0]?.state).toBe('uninitialised');
      const result = await h2.enable();
      expect(result?.created).toBe(true);
      expect((await h2.refresh()).folders[0]?.state).toBe('ready');
      // Enabling is a person's act recorded as signed at the editor; no question was asked.
      const audit = await (await workspace.folders()[0]?.session())?.audit();
      expect(audit?.[0]).toMatchObject({ event: 'init', channel: 'vscode', interactive: false, signer: 'presence:vscode', client: 'cairn-vscode' });
    } finally {
      await workspace.reset();
      await fresh.remove();
    }
  });

  it('asks which folder in a multi-root workspace', async () => {
    const other = await createTempProject(false);
    try {
      const h = handlers([
        { path: tmp.project, name: 'project' },
        { path: other.project, name: 'other' },
      ]);
      ui.choose = (items) => items[1]?.value;
      const result = await h.enable();
      expect(ui.picks[0]?.items.map((i) => i.label)).toEqual(['project', 'other']);
      expect(result?.path).toBe(other.project);
    } finally {
      await other.remove();
    }
  });
});
