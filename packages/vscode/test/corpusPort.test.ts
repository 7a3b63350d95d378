import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCorpusPort, type VscodeCorpusPort } from '../src/corpusPort.js';
import { createTempProject, PASSPHRASE, type Seeded, seed, TEXTS, type TempProject } from './helpers.js';

let tmp: TempProject;
let ids: Seeded;
let port: VscodeCorpusPort;

beforeEach(async () => {
  tmp = await createTempProject();
  ids = await seed(tmp.home, tmp.project);
  port = createCorpusPort({ home: tmp.home, projectPath: tmp.project, passphrase: PASSPHRASE });
});

afterEach(async () => {
  await port.close();
  await port.close();
  await tmp.remove();
});

describe('corpus port (the command layer a VS Code corpus target drives)', () => {
  it('writes on the api channel: a claimed user memory is stored as the agent’s', async () => {
    const r = await port.memorize({ text: 'The person prefers tabs.', origin: 'user' });
    expect(r.record.origin).toBe('agent');
    expect((await port.audit()).at(-1)).toMatchObject({ event: 'memorize', channel: 'api', interactive: false, client: 'cairn-test-corpus' });
  });

  it('reads records and the digest through the extension', async () => {
    expect((await port.records()).map((r) => r.id).sort()).toEqual(Object.values(ids).sort());
    const digest = await port.digest();
    expect(digest).toContain(TEXTS.active);
    expect(digest).not.toContain('get.example.com');
    expect(port.shown()).toContain(digest);
  });

  it('confirms through the modal, audited as the vscode channel', async () => {
    await port.confirm([ids.flagged, ids.candidate]);
    const records = await port.records();
    expect(records.find((r) => r.id === ids.flagged)?.status).toBe('active');
    expect(records.find((r) => r.id === ids.candidate)?.status).toBe('active');
    expect(port.shown().some((s) => s.includes(TEXTS.flagged))).toBe(true);
    const audit = await port.audit();
    expect(audit.at(-1)).toMatchObject({ event: 'confirm', channel: 'vscode', interactive: true, signer: expect.stringMatching(/^ed25519:/u) });
    expect(await port.digest()).toContain('[web, confirmed instruction]');
  });

  it('pins, and rejects with the shown message on an error', async () => {
    await port.pin(ids.candidate);
    expect((await port.records()).find((r) => r.id === ids.candidate)?.pinned).toBe(true);
    await expect(port.pin('mem_missing')).rejects.toThrow(/No memory with id mem_missing/);
    await expect(port.pin(ids.superseded)).rejects.toThrow(/superseded/);
  });
});
