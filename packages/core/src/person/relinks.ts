import { z } from 'zod';
import { lazySchema } from '../schema/lazySchema.js';
import { foldLine } from '../display/foldForDisplay.js';
import type { PersonKeyring } from './PersonKeyring.js';
import { actStatement, type SignedAct, SignedActSchema, statementOf } from './signedAct.js';

/** One end of a relink: a project's key (12 hex) and canonical path. */
export interface ProjectEnd {
  key: string;
  path: string;
}

/**
 * A project move the person signed (`cairn init --relink`), kept with the project: its memory
 * moved from `from` to `to`, and `act` is the person's signed `relink` statement (project
 * `to.key`, id null, `shown` the sha256 of {@link relinkView}). Readers accept acts signed for
 * `from.key` through it ({@link projectKeys}); stored beside the project, so anything read
 * from it is checked, never trusted.
 */
export interface ProjectRelink {
  from: ProjectEnd;
  to: ProjectEnd;
  act: SignedAct;
}

const EndSchema = lazySchema(() => z.object({ key: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/u), path: z.string().min(1).max(4096) }).strict());
const RelinkSchema = lazySchema(() => z.object({ from: EndSchema, to: EndSchema, act: SignedActSchema }).strict());

/**
 * Exactly what the person is shown and signs when a moved project's memory is relinked (its
 * sha256 is the statement's `shown`): both paths (folded) and both keys, so a signature names
 * this move and no other.
 */
export function relinkView(from: ProjectEnd, to: ProjectEnd): string {
  return [
    `Move the memory of ${foldLine(from.path)} (key ${from.key}) to ${foldLine(to.path)} (key ${to.key}).`,
    "Every act you signed for the old folder's memory stays yours in the new folder.",
  ].join('\n');
}

/** True when `raw` is a relink the person signed for exactly its move (`to` named by the statement). */
export function relinkVerifies(raw: unknown, ring: PersonKeyring): raw is ProjectRelink {
  const parsed = RelinkSchema.safeParse(raw);
  if (!parsed.success) return false;
  const { from, to, act } = parsed.data as ProjectRelink;
  if (act.act !== 'relink' || act.id !== null || act.project !== to.key || from.key === to.key) return false;
  if (act.shown !== ring.digest(relinkView(from, to))) return false;
  let statement: string;
  try {
    statement = actStatement(statementOf(act));
  } catch {
    return false;
  }
  return ring.verify(act.key, statement, act.sig, act.at);
}

/**
 * The project keys whose signed acts a reader accepts for `project` (issue #16, a moved
 * project keeps the person's acts): its own key, and each key a chain of relinks the person
 * signed leads back to — a relink counts only when it verifies ({@link relinkVerifies}) and
 * its `to` is already accepted, so a relink copied from another project, edited, or written
 * by anyone but the person adds nothing (what an agent could forge may only lower trust).
 *
 * @param project - the store's project (`relinks` as stored beside it, unchecked)
 * @returns the accepted keys, the project's own first
 */
export function projectKeys(project: { key: string; relinks?: readonly unknown[] }, ring: PersonKeyring): ReadonlySet<string> {
  const keys = new Set<string>([project.key]);
  const valid = (project.relinks ?? []).filter((r): r is ProjectRelink => relinkVerifies(r, ring));
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of valid) {
      if (keys.has(r.to.key) && !keys.has(r.from.key)) {
        keys.add(r.from.key);
        grew = true;
      }
    }
  }
  return keys;
}
