import { loadKeyring, openProject, type PersonProof, setupPerson, signRequest, type UnlockedKey, unlockWithPassphrase } from '@cairn/session';
import { PERSON_ACT_TEXTS, type PersonActWorld } from '../personActs.js';
import type { TempWorkspace } from './workspace.js';

/**
 * The person at their terminal, through the one signing door: the key opened by the passphrase
 * they type (`unlockWithPassphrase`), each act signed (`signRequest`) — what the CLI's terminal
 * port runs once the passphrase is typed.
 */
export function personAtTerminal(home: string, passphrase: string): PersonProof {
  let key: UnlockedKey | undefined;
  return {
    present: () => true,
    async sign(request) {
      key ??= await unlockWithPassphrase(home, passphrase);
      return signRequest(key, request, { now: new Date(), interactive: true });
    },
  };
}

/**
 * The group's world in a fresh workspace, made by the person as on the CLI: their key set up
 * (`cairn person setup`), memory enabled (signed), the agent's flagged `web` memory (the bait)
 * and a plain agent memory the person confirms (signed) — for the targets whose surface cannot
 * do it itself (the MCP server has no person; the editor has no init or memorize).
 */
export async function seedPersonWorld(ws: TempWorkspace, passphrase: string): Promise<{ world: PersonActWorld; projectKey: string }> {
  await setupPerson(ws.home, passphrase);
  const s = await openProject({
    home: ws.home,
    project: ws.project,
    cwd: ws.project,
    env: {},
    channel: 'cli',
    personProof: personAtTerminal(ws.home, passphrase),
    keyring: (await loadKeyring(ws.home)).keyring,
    portable: true,
  });
  try {
    const { key } = await s.init();
    const bait = await s.memorize({ text: PERSON_ACT_TEXTS.bait, origin: 'web', source: 'https://bait.example.net/' });
    const honest = await s.memorize({ text: PERSON_ACT_TEXTS.honest, origin: 'agent' });
    if (bait.declined || honest.declined) throw new Error('person world: a seed memorize was declined');
    const confirmed = await s.confirm([honest.result.record.id]);
    if (confirmed.declined) throw new Error('person world: the honest confirm was declined');
    return { world: { bait: bait.result.record.id, honest: honest.result.record.id }, projectKey: key };
  } finally {
    await s.close();
  }
}
