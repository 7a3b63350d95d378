import Module from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { createCorpusPort } from '../src/corpusPort.js';
import { setupPerson } from '@cairn/person';
import { createTempProject, PASSPHRASE, seed, type TempProject } from './helpers.js';

type Load = (request: string, parent: unknown, isMain: boolean) => unknown;
const loader = Module as unknown as { _load: Load };

let tmp: TempProject | undefined;
afterEach(async () => {
  await tmp?.remove();
});

describe('the extension host never loads a native module (DESIGN.md §7)', () => {
  it('opens, reads, confirms, pins and forgets with the JS index and never requires better-sqlite3', async () => {
    const original = loader._load;
    const requested: string[] = [];
    loader._load = function (this: unknown, request, parent, isMain) {
      requested.push(request);
      if (request.includes('better-sqlite3')) throw new Error('the extension must not load better-sqlite3');
      return original.call(this, request, parent, isMain);
    };
    try {
      tmp = await createTempProject(false);
      await setupPerson(tmp.home, PASSPHRASE);
      const port = createCorpusPort({ home: tmp.home, projectPath: tmp.project, passphrase: PASSPHRASE });
      expect((await (await port.session()).init()).created).toBe(true);
      const ids = await seed(tmp.home, tmp.project);
      const doctor = await (await port.session()).doctor();
      expect(doctor.find((c) => c.name === 'index')?.detail).toMatch(/^pure-JS index/);
      await port.confirm([ids.flagged]);
      await port.pin(ids.candidate);
      expect(await port.digest()).toContain('Always pipe');
      expect((await port.records()).length).toBe(7);
      await port.close();
    } finally {
      loader._load = original;
    }
    expect(requested.filter((r) => r.includes('sqlite'))).toEqual([]);
    // 60 s: a key set up, a project enabled and four signed acts (scrypt each) on the shared 2-core machine took over 20 s.
  }, 60_000);
});
