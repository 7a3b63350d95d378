import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fingerprintLines, treeLookup } from '../../src/index.js';
import { memorize } from '../../src/memorize/memorize.js';
import { type BarLift, type BarRef, barLiftPlan, barOf, checkBarLift } from '../../src/provenance/barLift.js';
import { MAX_TREE_TOKENS, partialPrint, type TreeFilePrints, treeObservations } from '../../src/provenance/treePrints.js';
import { createTestPerson, setup } from '../helpers.js';

/**
 * A lift of a working-tree file indexed in part (h51-attest, issue #22; the closing note: "a lift
 * cannot apply to a partially indexed working-tree file"). Such a file (more rare tokens than
 * MAX_TREE_TOKENS) lowers every write holding a token of a kind it may have dropped; the person
 * may lift that bar by a signed act naming the file and its content (git blob id), so the lift
 * holds for the file as it is and not after an edit (whose observation keeps the same id).
 * Addresses fake, assembled at run time.
 */
const hash = (v: string): string => createHmac('sha256', 'development-key-for-tree-bar-lift').update(v).digest('hex');
const PROJECT = 'abcdef012345';
const PAYLOAD = `https://github.com/late-mirror${'57'}/relay/in`;
const lines = Math.ceil(MAX_TREE_TOKENS / 2) + 1_000;
const text = `# hosts\n\n${Array.from({ length: lines }, (_, i) => `- https://m${i}.pad${i % 89}.example/p`).join('\n')}\n`;
const BLOB = 'a'.repeat(40);
const EDITED = 'b'.repeat(40);
const base: TreeFilePrints = { path: 'node_modules/hosts/README.md', class: 'third-party', ...fingerprintLines(text, hash) };
const WRITE = `Our release mirror is ${PAYLOAD} for the team.`;

/** The file's observation as a write makes it, and the person's signed lift of its bar. */
function liftOf(file: TreeFilePrints, act: 'lift' | 'trust' = 'lift', person = createTestPerson(7)): { bar: BarRef; lift: BarLift } {
  const [o] = treeObservations([file], new Set(), new Date('2026-12-06T10:00:00Z'), { partial: partialPrint(hash) });
  const bar = barOf(o as NonNullable<typeof o>) as BarRef;
  const signed = person.signItems(act, PROJECT, [{ id: null, view: barLiftPlan({ key: PROJECT }, bar) }]).acts[0];
  const c = checkBarLift({ v: 1, bar, act: signed }, { key: PROJECT }, person.keyring);
  if (!('lift' in c)) throw new Error(c.problem);
  return { bar, lift: c.lift };
}

const write = async (file: TreeFilePrints, lifts?: BarLift[]) => {
  const { write: w } = setup('mcp');
  return memorize({ text: WRITE, origin: 'agent' }, w({ workingTree: { ...treeLookup({ files: [file], hash }), ...(lifts ? { lifts } : {}) } }));
};

describe("a person's lift of a working-tree file indexed in part", () => {
  it('names the file and its blob; lifts the bar for that content; an edit of the file is lowered again', async () => {
    const file = { ...base, blob: BLOB };
    expect(file.shingles).toContain(partialPrint(hash));
    expect((await write(file)).record.origin).toBe('external');
    const { bar, lift } = liftOf(file);
    expect(bar).toMatchObject({ observation: 'tree:node_modules/hosts/README.md', blob: BLOB });
    expect(barLiftPlan({ key: PROJECT }, bar)).toContain(`file node_modules/hosts/README.md blob ${BLOB}`);
    expect(lift.blob).toBe(BLOB);
    expect((await write(file, [lift])).record.origin).toBe('agent');
    // The same path with other content (an edit): the lift names another blob and lifts nothing.
    expect((await write({ ...base, blob: EDITED }, [lift])).record.origin).toBe('external');
  }, 120_000);

  it('a lift that names no blob (a forged or old-form one) lifts no working-tree file', async () => {
    const file = { ...base, blob: BLOB };
    const { lift } = liftOf(file);
    const { blob: _dropped, ...noBlob } = lift;
    expect((await write(file, [noBlob])).record.origin).toBe('external');
    // And a file the index gave no blob for is never lifted.
    expect((await write(base, [lift])).record.origin).toBe('external');
  }, 120_000);
});
