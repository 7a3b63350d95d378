/**
 * The answers given in the review panel (issue #17): the editor's person port takes one as the
 * answer to exactly one act on exactly the records the panel showed, unchanged, within a
 * minute; anything else is asked again in a modal.
 */
import { actView, declareSandboxOnly, recordView } from '@cairn/session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createVscodePersonProof, MODAL_PLAN_CHARS, SANDBOX_ONLY_WARNING } from '../src/person/createVscodePersonProof.js';
import { createLiveKeyring } from '../src/person/liveKeyring.js';
import { CONSENT_TTL_MS, createReviewConsents } from '../src/person/reviewConsents.js';
import { createFakeUi, createTempProject, PASSPHRASE, record, type TempProject } from './helpers.js';

const r = record({
  id: 'mem_a',
  status: 'candidate',
  origin: 'web',
  flags: ['instruction'],
  gateReasons: ['shell-pipe'],
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const request = (over: Partial<{ act: 'confirm' | 'pin' | 'forget'; updatedAt: string; id: string }> = {}) => ({
  act: over.act ?? ('confirm' as const),
  project: '/p',
  records: [{ ...r, id: over.id ?? r.id, updatedAt: over.updatedAt ?? r.updatedAt }],
  question: 'Confirm this memory?',
  channel: 'vscode' as const,
});

describe('reviewConsents', () => {
  it('matches the same act on the same unchanged records, once', () => {
    const c = createReviewConsents(() => 0);
    c.grant({ act: 'confirm', records: [{ id: r.id, updatedAt: r.updatedAt }] });
    expect(c.take(request())?.act).toBe('confirm');
    expect(c.take(request())).toBeUndefined();
  });

  it('never matches another act, another record, a changed record or a stale answer', () => {
    let t = 0;
    const c = createReviewConsents(() => t);
    const grant = () => c.grant({ act: 'confirm', records: [{ id: r.id, updatedAt: r.updatedAt }] });
    grant();
    expect(c.take(request({ act: 'pin' }))).toBeUndefined();
    grant();
    expect(c.take(request({ id: 'mem_b' }))).toBeUndefined();
    grant();
    expect(c.take(request({ updatedAt: '2026-01-02T00:00:00.000Z' }))).toBeUndefined();
    grant();
    t += CONSENT_TTL_MS + 1;
    expect(c.take(request())).toBeUndefined();
  });
});

describe('the editor person port', () => {
  let tmp: TempProject;
  beforeEach(async () => {
    tmp = await createTempProject();
  });
  afterEach(async () => {
    await tmp.remove();
  });
  const port = (ui: ReturnType<typeof createFakeUi>, consents = createReviewConsents()) =>
    createVscodePersonProof({ ui, home: () => tmp.home, keyring: createLiveKeyring(() => tmp.home), consents, now: () => new Date('2026-01-02T00:00:00Z') });
  const keyed = (over: Parameters<typeof request>[0] = {}) => ({ ...request(over), project: { key: 'abcdefabcdef', path: '/p' } });

  it('an act answered in the panel asks no modal, and is signed with the key the passphrase opens', async () => {
    const ui = createFakeUi();
    const consents = createReviewConsents();
    consents.grant({ act: 'confirm', records: [{ id: r.id, updatedAt: r.updatedAt }] });
    const signature = await port(ui, consents).sign(keyed());
    expect(ui.modals).toHaveLength(0);
    // The record is flagged `instruction`: the box names the instruction the person signs for.
    expect(ui.secretPrompts).toEqual([{ prompt: 'Your Cairn passphrase, to sign: confirm the instruction “A fact.”' }]);
    expect(signature).toMatchObject({ act: 'confirm', scheme: 'ed25519', interactive: true, signer: expect.stringMatching(/^ed25519:/u) });
    expect(signature?.acts).toHaveLength(1);
    expect(signature?.acts[0]).toMatchObject({ act: 'confirm', id: r.id, project: 'abcdefabcdef' });
  });

  it('in a sandbox-only home, warns before the first signed act that the editor signs without a passphrase and its own agent is not sandboxed; "Not now" signs nothing; once answered, the session signs with no password box (walk h50 item 1)', async () => {
    await declareSandboxOnly(tmp.home, PASSPHRASE, true);
    const ui = createFakeUi();
    const consents = createReviewConsents();
    const p = port(ui, consents);
    consents.grant({ act: 'confirm', records: [{ id: r.id, updatedAt: r.updatedAt }] });
    ui.answers.push(false);
    expect(await p.sign(keyed())).toBeUndefined();
    expect(ui.modals).toEqual([{ ...SANDBOX_ONLY_WARNING }]);
    expect(ui.modals[0]?.detail).toMatch(/no password box.*VS Code's own agent.*is not: anything it runs can read the key and sign as you/su);
    // Answered: signed with the unsealed key (no passphrase asked), and not warned again this session.
    consents.grant({ act: 'confirm', records: [{ id: r.id, updatedAt: r.updatedAt }] });
    expect(await p.sign(keyed())).toMatchObject({ act: 'confirm', interactive: true });
    consents.grant({ act: 'confirm', records: [{ id: r.id, updatedAt: r.updatedAt }] });
    expect(await p.sign(keyed())).toMatchObject({ act: 'confirm' });
    expect(ui.modals).toHaveLength(2);
    expect(ui.secretPrompts).toHaveLength(0);
  });

  it('asks in a modal when the panel answer does not match (the record changed since shown); Cancel signs nothing', async () => {
    const ui = createFakeUi();
    ui.answers.push(false);
    const consents = createReviewConsents();
    consents.grant({ act: 'confirm', records: [{ id: r.id, updatedAt: r.updatedAt }] });
    expect(await port(ui, consents).sign(keyed({ updatedAt: '2026-01-03T00:00:00.000Z' }))).toBeUndefined();
    expect(ui.modals).toHaveLength(1);
    expect(ui.modals[0]?.detail).toContain('Why: tells the agent to run a script from the internet (shell-pipe)');
    expect(ui.secretPrompts).toHaveLength(0);
  });

  it("a merge's modal shows what the merge keeps — the lines the terminal's prompt shows and the signature covers, in core's wording (issue #16)", async () => {
    const ui = createFakeUi();
    ui.answers.push(false);
    const merged = record({ id: 'mem_m', pinned: true, stable: true, confirmedAt: '2026-01-01T00:00:00.000Z' });
    const merge = {
      act: 'consolidate' as const,
      project: { key: 'abcdefabcdef', path: '/p' },
      records: [merged],
      question: 'Apply this merge?',
      channel: 'vscode' as const,
    };
    expect(await port(ui).sign(merge)).toBeUndefined();
    // What the signature covers beyond the record's own view: one line per standing kept.
    const signed = actView('consolidate', merged).split('\n').slice(recordView(merged).split('\n').length);
    expect(signed).toHaveLength(3);
    const shown = ui.modals[0]?.detail.split('\n') ?? [];
    for (const line of signed) expect(shown).toContain(line);
    expect(shown).toContain('pinned: yes (a merge of pinned memories keeps the pin)');
    // Any other act on the same record shows no merge line.
    const pin = createFakeUi();
    pin.answers.push(false);
    await port(pin).sign({ ...merge, act: 'pin' });
    expect(pin.modals[0]?.detail).not.toContain('a merge of');
  });

  it('the modal’s question is folded: bidi controls, colour codes and zero-width characters in a plan’s names show as markers (issue #16)', async () => {
    const ui = createFakeUi();
    ui.answers.push(false);
    const question = 'Bound after: src/\u202Egnp.exe\u202C.ts \u001b[32m(verified by maintainer)\u001b[0m x\u200By\nRe-verify this memory?';
    expect(await port(ui).sign({ ...keyed(), act: 'confirm', question })).toBeUndefined();
    const message = ui.modals[0]?.message ?? '';
    expect(message).not.toMatch(/[\u202E\u202C\u001b\u200B]/u);
    expect(message).toContain('\u27E8RLO\u27E9');
    expect(message).toContain('Re-verify this memory?');
  });

  it("a project-wide act's modal shows its plan — what the signature covers — folded, and says when it is cut (newcomer walk)", async () => {
    const ui = createFakeUi();
    ui.answers.push(false);
    const plan = 'Remove 2 memories:\n  mem_a  Old deploy note \u202Egnp.exe\u202C\n  mem_b  Stale port';
    expect(await port(ui).sign({ ...keyed(), act: 'prune', records: [], plan, question: 'Apply this prune?' })).toBeUndefined();
    const detail = ui.modals[0]?.detail ?? '';
    expect(detail).toContain('Remove 2 memories:');
    expect(detail).toContain('mem_b  Stale port');
    expect(detail).not.toMatch(/[\u202E\u202C]/u);
    const long = createFakeUi();
    long.answers.push(false);
    await port(long).sign({ ...keyed(), act: 'prune', records: [], plan: 'x'.repeat(MODAL_PLAN_CHARS + 10), question: 'Apply this prune?' });
    expect(long.modals[0]?.detail).toContain('… and 10 more characters of the plan');
  });

  it('a wrong passphrase is asked again (three tries); a dismissed password box signs nothing', async () => {
    const ui = createFakeUi();
    ui.secrets.push('wrong one');
    expect(await port(ui).sign(keyed())).toMatchObject({ scheme: 'ed25519' });
    expect(ui.secretPrompts[1]?.problem).toMatch(/does not open your Cairn key.*Try again \(2 left\)/u);
    const dismissed = createFakeUi();
    dismissed.secrets.push(undefined);
    expect(await port(dismissed).sign(keyed())).toBeUndefined();
    const wrong = createFakeUi();
    wrong.secrets.push('x1', 'x2', 'x3');
    await expect(port(wrong).sign(keyed())).rejects.toThrow(/does not open your Cairn key/u);
  });

  it('a home with no key signs nothing and names the one-time setup', async () => {
    const bare = await createTempProject(false);
    try {
      const ui = createFakeUi();
      const p = createVscodePersonProof({ ui, home: () => bare.home, keyring: createLiveKeyring(() => bare.home) });
      await expect(p.sign(keyed())).rejects.toMatchObject({
        code: 'PERSON_REQUIRED',
        message: expect.stringMatching(/has none yet.*Set Up Your Signing Key/u),
      });
      expect(ui.modals).toHaveLength(0);
      // Enabling memory too: every act is signed, none is done unsigned (issue #16).
      await expect(p.sign({ ...keyed(), act: 'init', records: [] })).rejects.toMatchObject({ code: 'PERSON_REQUIRED' });
      expect(ui.modals).toHaveLength(0);
    } finally {
      await bare.remove();
    }
  });
});
