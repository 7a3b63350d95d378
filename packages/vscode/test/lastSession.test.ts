/**
 * The view's line about the last agent session (issue #17, from the host-hooks issue): whether
 * the host's sandbox kept the agent out of the Cairn home, with a one-line explanation; read
 * from the session records the hooks keep in the home.
 */
import { newSessionRecord, openObservations, type SessionRecord } from '@cairn/session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createVscodePersonProof } from '../src/person/createVscodePersonProof.js';
import { createLiveKeyring } from '../src/person/liveKeyring.js';
import { createCairnWorkspace } from '../src/session/createCairnWorkspace.js';
import { snapshotWorkspace } from '../src/session/snapshotWorkspace.js';
import { lastSessionLine } from '../src/tree/lastSession.js';
import { createFakeUi, createTempProject, type TempProject } from './helpers.js';

const now = new Date('2026-03-01T12:00:00Z');

describe('lastSessionLine', () => {
  it('a protected session: a shield, the host by name, what protected means', () => {
    const line = lastSessionLine({ host: 'claude-code', protected: true, reasons: [], at: '2026-03-01T10:00:00Z' }, now);
    expect(line).toMatchObject({ text: 'Last session: protected by settings', icon: 'shield', warning: false });
    expect(line.description).toMatch(/^Claude Code · /u);
    // What it rests on, not more (issue #14, fourth walk item 8): the settings, not an observation.
    expect(line.tooltip).toMatch(/denied the agent your Cairn home/u);
    expect(line.tooltip).toContain('it did not observe the agent being kept out');
    expect(line.tooltip).not.toMatch(/sandbox kept the agent out/u);
  });

  it('an unprotected one: a warning, why in the recorded words (folded), and what to do', () => {
    const line = lastSessionLine(
      { host: 'claude-code', protected: false, reasons: ['sandbox.enabled is not true\u202E', 'bubblewrap is not installed'], at: '2026-03-01T10:00:00Z' },
      now,
    );
    expect(line).toMatchObject({ text: 'Last session: not protected', icon: 'warning', warning: true });
    expect(line.tooltip).toContain('Why: sandbox.enabled is not true⟨RLO⟩; bubblewrap is not installed.');
    expect(line.tooltip).toContain('`cairn setup claude-code`');
    expect(line.tooltip).not.toMatch(/\u202E/u);
  });

  it('an unknown host name is shown folded, not trusted', () => {
    expect(lastSessionLine({ host: 'x\u200By', protected: true, reasons: [], at: '2026-03-01T10:00:00Z' }, now).description).toMatch(/^x⟨ZWSP⟩y · /u);
  });
});

describe('the snapshot reads the last session the hooks recorded', () => {
  let tmp: TempProject;
  beforeEach(async () => {
    tmp = await createTempProject();
  });
  afterEach(async () => {
    await tmp.remove();
  });

  const record = (id: string, updatedAt: string, isProtected: boolean): SessionRecord =>
    newSessionRecord({
      id,
      host: 'claude-code',
      startedAt: updatedAt,
      reasons: isProtected ? [] : ['sandbox.enabled is not true in any settings file'],
      sources: ['startup'],
      protected: isProtected,
      interactive: true,
    });

  it('none recorded: no line; then the newest session, unprotected, with its reasons', async () => {
    const workspace = createCairnWorkspace({
      folders: () => [{ path: tmp.project, name: 'p' }],
      settings: () => ({ home: tmp.home, digestBudget: 8000 }),
      personProof: createVscodePersonProof({ ui: createFakeUi(), home: () => tmp.home, keyring: createLiveKeyring(() => tmp.home) }),
    });
    try {
      expect((await snapshotWorkspace(workspace, now)).folders[0]?.lastSession).toBeUndefined();
      const session = await workspace.folders()[0]!.session();
      const observations = openObservations(session.location);
      try {
        await observations.updateSession('s-old', () => record('s-old', '2026-03-01T08:00:00.000Z', true));
        await observations.updateSession('s-new', () => record('s-new', '2026-03-01T11:00:00.000Z', false));
      } finally {
        await observations.close();
      }
      expect((await snapshotWorkspace(workspace, now)).folders[0]?.lastSession).toEqual({
        host: 'claude-code',
        protected: false,
        reasons: ['sandbox.enabled is not true in any settings file'],
        at: '2026-03-01T11:00:00.000Z',
      });
    } finally {
      await workspace.reset();
    }
  });
});
