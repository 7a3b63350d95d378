import { confirm, CoreError, ErrorCode, forget, type MemoryRecord, needsConfirmation, pin, supersede, unpin } from '@cairn/core';
import { isAbsolute, relative, sep } from 'node:path';
import type { Command } from 'commander';
import { operationContext, openStore } from '../context.js';
import type { Output } from '../output.js';
import { askConsent } from '../prompt.js';
import type { Runner } from '../run.js';

/**
 * The evidence reference `--source` names, relative to the project like imported sources:
 * `./AGENTS.md` and `/abs/project/AGENTS.md` both mean `AGENTS.md`.
 */
function sourceRefOf(source: string, projectPath: string): string {
  const trimmed = source.replace(/^\.\//, '');
  if (!isAbsolute(trimmed)) return trimmed.split(sep).join('/');
  const rel = relative(projectPath, trimmed);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : trimmed;
}

/**
 * True when a piece of the record's evidence came from `ref`: the exact reference, or — for
 * a whole file — any line range of it (`AGENTS.md` matches `AGENTS.md:12-14`). Core's list
 * filter matches exactly, so the prefix is matched here on the listed candidates.
 */
function fromSourceRef(r: MemoryRecord, ref: string): boolean {
  return r.evidence.some((e) => e.source !== null && (e.source === ref || (e.source.startsWith(`${ref}:`) && /^\d+-\d+$/.test(e.source.slice(ref.length + 1)))));
}

function preview(r: MemoryRecord): string {
  const flags = r.flags.length > 0 ? ` flags: ${r.flags.join(', ')}${r.gateReasons.length ? ` (${r.gateReasons.join(', ')})` : ''}` : '';
  return `  ${r.id} [origin ${r.origin}, ${r.status}]${flags}\n    ${r.text.replace(/\s+/g, ' ')}`;
}

async function mustGetAll(store: { get(id: string): Promise<MemoryRecord | undefined> }, ids: readonly string[]): Promise<MemoryRecord[]> {
  const out: MemoryRecord[] = [];
  for (const id of ids) {
    const r = await store.get(id);
    if (!r) throw new CoreError(ErrorCode.NOT_FOUND, `No memory with id ${id.slice(0, 60)} in this project. Run \`cairn list\` to see ids.`);
    out.push(r);
  }
  return out;
}

/** Registers confirm, pin, unpin, forget and supersede: a person's deliberate acts. */
export function registerReview(program: Command, run: Runner): void {
  program
    .command('confirm')
    .description('Confirm memories (asks on a terminal, showing text and origin; --yes skips and is audited)')
    .argument('[ids...]', 'memory ids')
    .option('--source <ref>', 'confirm every candidate whose evidence came from this source: a file (AGENTS.md: all its line ranges) or one reference (AGENTS.md:12-14)')
    .action(async (ids: string[], o: { source?: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        if (ids.length === 0 && o.source === undefined) throw new CoreError(ErrorCode.INVALID_INPUT, 'Name at least one memory id, or --source <ref>.');
        const { store, location } = await openStore(g, out);
        try {
          const fromSourceAll = o.source !== undefined ? (await store.list({ status: 'candidate' })).filter((r) => fromSourceRef(r, sourceRefOf(o.source as string, location.project.path))) : [];
          // A file's orders are never confirmed in bulk: each needs the person's own `confirm <id>`.
          const needsOwnConfirm = fromSourceAll.filter(needsConfirmation);
          const fromSource = fromSourceAll.filter((r) => !needsOwnConfirm.includes(r));
          if (needsOwnConfirm.length > 0) {
            out.note(
              [
                out.paint.yellow(`${needsOwnConfirm.length} memor${needsOwnConfirm.length === 1 ? 'y' : 'ies'} from ${o.source} ${needsOwnConfirm.length === 1 ? 'reads as an order to the agent and is' : 'read as orders to the agent and are'} NOT confirmed with --source; read each and confirm it by id if it is a real convention:`),
                ...needsOwnConfirm.map(preview),
              ].join('\n'),
            );
          }
          const records = [...(await mustGetAll(store, ids)), ...fromSource];
          const unique = [...new Map(records.map((r) => [r.id, r])).values()];
          if (unique.length === 0) {
            if (out.json) out.printJson({ confirmed: [], needsOwnConfirm: needsOwnConfirm.map((r) => r.id) });
            else out.print(`Nothing to confirm from ${o.source}.`);
            return 0;
          }
          // Flagged memories first and marked: they are what the person must read before saying yes.
          const flagged = unique.filter((r) => r.flags.length > 0);
          const plain = unique.filter((r) => r.flags.length === 0);
          const lines = [`About to confirm ${unique.length} memor${unique.length === 1 ? 'y' : 'ies'}:`];
          if (flagged.length > 0) lines.push(out.paint.yellow(`${flagged.length} FLAGGED — read these first (they read as orders to the agent, or held hidden characters or credentials):`), ...flagged.map(preview), ...(plain.length > 0 ? [`${plain.length} not flagged:`] : []));
          lines.push(...plain.map(preview));
          out.note(lines.join('\n'));
          const consent = await askConsent(unique.length === 1 ? 'Confirm this memory? It becomes active and may reach the digest.' : `Confirm these ${unique.length} memories? They become active and may reach the digest.`, { yes: g.yes, action: 'confirm' });
          if (!consent.granted) {
            out.note('Nothing confirmed.');
            return 0;
          }
          const done = await confirm(unique.map((r) => r.id), operationContext(store, consent.interactive));
          if (out.json) out.printJson({ confirmed: done.map((r) => ({ id: r.id, status: r.status })), needsOwnConfirm: needsOwnConfirm.map((r) => r.id) });
          else for (const r of done) out.print(`Confirmed ${r.id}: now ${r.status}.`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('pin')
    .description('Pin a memory: never pruned or decayed (asks on a terminal; --yes skips and is audited)')
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          const [r] = await mustGetAll(store, [id]);
          out.note(`About to pin:\n${preview(r as MemoryRecord)}`);
          const consent = await askConsent('Pin this memory? It will be kept and loaded in every session until you unpin it.', { yes: g.yes, action: 'pin' });
          if (!consent.granted) {
            out.note('Not pinned.');
            return 0;
          }
          const p = await pin(id, operationContext(store, consent.interactive));
          if (out.json) out.printJson({ id: p.id, pinned: p.pinned, status: p.status });
          else out.print(`Pinned ${p.id} (${p.status}).`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('unpin')
    .description('Unpin a memory: it decays and can be pruned again')
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          // Unpinning lets a person's memory decay and be pruned: a person's act, like pin.
          const consent = await askConsent('Unpin this memory? It will decay and can be pruned again.', { yes: g.yes, action: 'unpin' });
          if (!consent.granted) {
            out.note('Not unpinned.');
            return 0;
          }
          const u = await unpin(id, operationContext(store, consent.interactive));
          if (out.json) out.printJson({ id: u.id, pinned: u.pinned, status: u.status });
          else out.print(`Unpinned ${u.id}.`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('forget')
    .description('Forget a memory: its text is removed from every file (the audit keeps metadata)')
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          const [r] = await mustGetAll(store, [id]);
          out.note(`About to forget:\n${preview(r as MemoryRecord)}`);
          const consent = await askConsent('Forget this memory for good?', { yes: g.yes, action: 'forget' });
          if (!consent.granted) {
            out.note('Nothing forgotten.');
            return 0;
          }
          await forget(id, operationContext(store, consent.interactive));
          if (out.json) out.printJson({ forgotten: id });
          else out.print(`Forgot ${id}.`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });

  program
    .command('supersede')
    .description('Replace one memory with another')
    .argument('<old>', 'the memory being replaced')
    .requiredOption('--by <new>', 'the memory that replaces it')
    .action(async (oldId: string, o: { by: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { store } = await openStore(g, out);
        try {
          const [a, b] = await mustGetAll(store, [oldId, o.by]);
          out.note(`About to replace:\n${preview(a as MemoryRecord)}\nwith:\n${preview(b as MemoryRecord)}`);
          const consent = await askConsent('Supersede it?', { yes: g.yes, action: 'supersede' });
          if (!consent.granted) {
            out.note('Nothing changed.');
            return 0;
          }
          const r = await supersede(oldId, o.by, operationContext(store, consent.interactive));
          if (out.json) out.printJson({ superseded: r.old.id, by: r.replacement.id, status: r.replacement.status });
          else out.print(`${r.old.id} is superseded by ${r.replacement.id} (${r.replacement.status}).`);
          return 0;
        } finally {
          await store.close();
        }
      });
    });
}
