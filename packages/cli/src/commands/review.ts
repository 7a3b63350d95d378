import { cutLine } from '../cutLine.js';
import type { BulkConfirmHold, BulkSelection, LeftMemory, MemoryRecord, RejectHold } from '@cairn/session';
import { CoreError, count, ErrorCode, noun } from '@cairn/session';
import type { Command } from 'commander';
import { type GlobalOptions, withSession } from '../context.js';
import type { Output } from '../output.js';
import type { Runner } from '../run.js';
import { EXIT } from '../exitCodes.js';
import { personAct } from '../personActMark.js';
import { goneHint } from './read.js';

const oneLine = (text: string, max: number): string => cutLine(text.replace(/\s+/g, ' ').trim(), max);

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

function holdText(hold: BulkConfirmHold): string {
  if (hold.reason === 'flagged') return hold.flags.join(', ');
  if (hold.reason === 'high-finding') return `HIGH finding at ${[...new Set(hold.findings.map((f) => `${f.file}:${f.line}`))].join(', ')} not reviewed`;
  if (hold.reason === 'not-in-source') return 'the lines it cites do not hold it';
  return 'not a candidate';
}

function leftJson(l: LeftMemory) {
  return {
    id: l.record.id,
    source: l.where,
    reason: l.hold.reason,
    ...(l.hold.reason === 'flagged' ? { flags: l.hold.flags, gateReasons: l.record.gateReasons } : {}),
    ...(l.hold.reason === 'high-finding' ? { findings: l.hold.findings } : {}),
  };
}

/** One summary line (`24 confirmed, 2 left for one-by-one review: …`), then one short line per memory left. */
function printBulkSummary(out: Output, done: readonly MemoryRecord[], bulk: Pick<BulkSelection, 'left' | 'findings'>, source: string): void {
  const n = bulk.left.length;
  if (done.length === 0 && n === 0) {
    out.print(`Nothing to confirm from ${source}: no candidate memory came from it.`);
    return;
  }
  const flagged = bulk.left.filter((l) => l.hold.reason === 'flagged');
  const byFinding = bulk.left.filter((l) => l.hold.reason === 'high-finding');
  const notInSource = bulk.left.filter((l) => l.hold.reason === 'not-in-source');
  const lines = [...new Set(bulk.findings.map((f) => `${f.file}:${f.line}`))];
  const brief = [
    ...(byFinding.length > 0
      ? [`${byFinding.length} held by the HIGH ${noun(lines.length, 'finding')} at ${lines.join(', ')} until you look at ${noun(lines.length, 'it', 'them')}`]
      : []),
    ...flagged.slice(0, 3).map((l) => `${l.where} (${holdText(l.hold)})`),
    ...(flagged.length > 3 ? [`${flagged.length - 3} more flagged`] : []),
    ...(notInSource.length > 0 ? [`${notInSource.length} the cited lines do not hold`] : []),
  ];
  out.print(`${done.length} confirmed, ${n} left for one-by-one review${n === 0 ? '.' : `: ${brief.join('; ')}.`}`);
  if (n === 0) return;
  for (const l of bulk.left)
    out.print(
      `  ${l.where}  ${l.record.id}  ${holdText(l.hold)}${l.hold.reason === 'flagged' && l.record.gateReasons.length > 0 ? ` (${l.record.gateReasons.join(', ')})` : ''}`,
    );
  for (const where of lines) {
    const at = bulk.findings.filter((f) => `${f.file}:${f.line}` === where);
    out.print(out.paint.yellow(`  ${where} HIGH ${at.map((f) => f.category).join(', ')}: ${oneLine(at[0]?.message ?? '', 240)}`));
  }
  if (bulk.findings.length > 0) {
    const flags = lines.map((l) => `--reviewed ${l}`).join(' ');
    out.print(
      `Look at ${noun(lines.length, 'that line', 'those lines')} first (cairn scan ${[...new Set(bulk.findings.map((f) => f.file))].join(' ')}). Then confirm each memory by id, or run again with ${flags} to confirm the unflagged ones in bulk.`,
    );
  }
  if (bulk.left.some((l) => l.hold.reason === 'flagged'))
    out.print('A flagged memory is confirmed only by id, after reading it: cairn show <id>, then cairn confirm <id>.');
}

const REJECT_LEFT: Record<RejectHold, string> = {
  confirmed: 'confirmed by you: reject it by id if you mean it',
  'other-source': 'another source gave it too: reject it by id if you mean it',
};

/**
 * `cairn reject --source <ref>` (issue #14, fourth walk item 5): the session selects and signs
 * once (`rejectSource`); this prints what was rejected and each memory left, with why. Nothing
 * rejected (all left, or declined) is not what was asked: exit 1 / declined.
 */
async function rejectSource(g: GlobalOptions, out: Output, source: string): Promise<number> {
  const outcome = await withSession(g, out, (session) => session.rejectSource(source));
  if (outcome.declined) {
    out.note('Nothing rejected.');
    return EXIT.declined;
  }
  const r = outcome.result;
  if (out.json) {
    out.printJson({
      source: r.source,
      rejected: r.rejected,
      digests: r.digests,
      left: r.left.map((l) => ({ id: l.record.id, source: l.where, reason: l.reason, status: l.record.status })),
    });
    return r.rejected.length === 0 ? EXIT.findings : EXIT.ok;
  }
  if (r.rejected.length === 0) out.print(`Nothing rejected from ${r.source}: every memory from it is left (below).`);
  else
    out.print(
      `Rejected ${count(r.rejected.length, 'memory', 'memories')} from ${r.source}${r.digests > 0 ? ': an import of the same file lines skips them from now on' : ''}.`,
    );
  if (r.left.length > 0) {
    out.print(`Left ${count(r.left.length, 'memory', 'memories')} from it:`);
    for (const l of r.left) out.print(`  ${l.where}  ${l.record.id}  ${l.record.status}, ${REJECT_LEFT[l.reason]}`);
  }
  return r.rejected.length === 0 ? EXIT.findings : EXIT.ok;
}

/** Registers confirm, pin, unpin, forget and supersede: a person's deliberate acts. */
export function registerReview(program: Command, run: Runner): void {
  program
    .command('confirm')
    .description(personAct('Confirm memories, each shown whole'))
    .argument('[ids...]', 'memory ids')
    .option(
      '--source <ref>',
      'confirm the unflagged candidates from this source, as list --source reads it: a file (AGENTS.md: all its line ranges) or a file with lines (AGENTS.md:12-14, AGENTS.md:5: the memories from inside them); letter case counts, and a source no memory came from is an error (exit 4) before any passphrase. Flagged memories, and every memory of a file with a HIGH scan finding you have not looked at, are left for one-by-one review',
    )
    .option(
      '--reviewed <file:line>',
      'with --source: a HIGH scan finding you have looked at (as the hold names it, e.g. CLAUDE.md:8); repeat for several',
      // No default given to commander: its help would print an empty list as "(default: [])".
      collect,
    )
    .action(async (ids: string[], o: { source?: string; reviewed?: string[] }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        // What may be confirmed in bulk, what is shown and asked, and what is left are the
        // session's (core's bulk-confirm rule, the person port); this only prints.
        const outcome = await withSession(g, out, (session) =>
          session.confirm(ids, { ...(o.source !== undefined ? { source: o.source } : {}), reviewed: o.reviewed ?? [] }),
        );
        if (outcome.declined) {
          out.note('Nothing confirmed.');
          return EXIT.declined;
        }
        const { confirmed, already, left, findings } = outcome.result;
        if (out.json)
          out.printJson({
            confirmed: confirmed.map((r) => ({ id: r.id, status: r.status })),
            already: already.map((r) => r.id),
            meanwhile: outcome.result.meanwhile.map((m) => ({ id: m.record.id, confirmedAt: m.at, ...(m.key !== undefined ? { key: m.key } : {}) })),
            left: left.map(leftJson),
            needsOwnConfirm: left.map((l) => l.record.id),
          });
        else if (o.source !== undefined) printBulkSummary(out, confirmed, { left, findings }, o.source);
        else for (const r of confirmed) out.print(`Confirmed ${r.id}: now ${r.status}.`);
        // Nothing asked or signed for these (issue #14's walk: confirming an active memory asked for the passphrase).
        if (!out.json) for (const r of already) out.print(`${r.id} is already active; nothing to confirm.`);
        // Confirmed from another terminal while this one asked (walk h52 item 4): said, not claimed.
        if (!out.json)
          for (const m of outcome.result.meanwhile)
            out.print(
              `${m.record.id} was already confirmed meanwhile, at ${m.at}${m.key === undefined ? '' : `, signed with ${m.yours ? 'your key' : 'the key'} (${m.key})`}: nothing more was recorded.`,
            );
        // A bulk confirm that confirmed nothing did not do what was asked: exit 1 (README: findings —
        // what was left is listed above), so a script does not read it as done.
        return o.source !== undefined && confirmed.length === 0 ? EXIT.findings : EXIT.ok;
      });
    });

  program
    .command('pin')
    .description(personAct('Pin a memory: never pruned or decayed'))
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const outcome = await withSession(g, out, (session) => session.pin(id));
        if (outcome.declined) {
          out.note('Not pinned.');
          return EXIT.declined;
        }
        const p = outcome.result;
        if (out.json) out.printJson({ id: p.id, pinned: p.pinned, status: p.status, ...(outcome.already ? { already: true } : {}) });
        else out.print(outcome.already ? `${p.id} is already pinned; nothing to do.` : `Pinned ${p.id} (${p.status}).`);
        return 0;
      });
    });

  program
    .command('reverify')
    .description(personAct('Re-verify a stale memory against its files as they are now, shown with what changed: it is bound again and no longer stale'))
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const outcome = await withSession(g, out, (session) => session.reverify(id));
        if (outcome.declined) {
          out.note('Not re-verified.');
          return EXIT.declined;
        }
        const v = outcome.result;
        if (out.json) out.printJson({ id: v.record.id, bindings: v.bindings, dropped: v.dropped });
        else
          out.print(
            `Re-verified ${v.record.id}: bound to ${v.bindings.length > 0 ? v.bindings.join(', ') : 'no file'}${v.dropped.length > 0 ? `; no longer bound to ${v.dropped.join(', ')}` : ''}.`,
          );
        return 0;
      });
    });

  program
    .command('unpin')
    .description(personAct('Unpin a memory: it decays and can be pruned again'))
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const outcome = await withSession(g, out, (session) => session.unpin(id));
        if (outcome.declined) {
          out.note('Not unpinned.');
          return EXIT.declined;
        }
        const u = outcome.result;
        if (out.json) out.printJson({ id: u.id, pinned: u.pinned, status: u.status, ...(outcome.already ? { already: true } : {}) });
        else out.print(outcome.already ? `${u.id} is not pinned; nothing to do.` : `Unpinned ${u.id}.`);
        return 0;
      });
    });

  program
    .command('forget')
    .description(
      personAct(
        'Forget a memory: its text is removed from every file (the audit keeps metadata). Forget is not reject: importing the lines it came from again brings it back; `cairn reject <id>` keeps them out',
      ),
    )
    .argument('<id>', 'memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const outcome = await withSession(g, out, async (session) => {
          try {
            return await session.forget(id);
          } catch (error) {
            throw await goneHint(session, id, error);
          }
        });
        if (outcome.declined) {
          out.note('Nothing forgotten.');
          return EXIT.declined;
        }
        if (out.json) out.printJson({ forgotten: outcome.result.id });
        else out.print(`Forgot ${outcome.result.id}.`);
        return 0;
      });
    });

  program
    .command('reject')
    .description(personAct('Reject a memory: it is forgotten, and importing the same file lines again skips them (the audit keeps a digest, no text)'))
    .argument('[id]', 'memory id')
    .option(
      '--source <ref>',
      'reject, signed once, every memory that came from this source (the undo of a wrong import), read as confirm --source reads it: a file or a file with lines; candidates and flagged memories alike; one you confirmed, or one another source also gave, is left and said; a source no memory came from is an error (exit 4) before any passphrase',
    )
    .action(async (id: string | undefined, o: { source?: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        if ((id === undefined) === (o.source === undefined))
          throw new CoreError(
            ErrorCode.INVALID_INPUT,
            'Name one memory id, or --source <file> (not both): cairn reject mem_…, cairn reject --source notes.md.',
          );
        if (o.source !== undefined) return rejectSource(g, out, o.source);
        const outcome = await withSession(g, out, (session) => session.reject(id as string));
        if (outcome.declined) {
          out.note('Nothing rejected.');
          return EXIT.declined;
        }
        if (out.json) out.printJson({ rejected: outcome.result.id, digests: outcome.result.rejected });
        else out.print(`Rejected ${outcome.result.id}${outcome.result.rejected > 0 ? ': an import of the same file lines skips them from now on' : ''}.`);
        return 0;
      });
    });

  program
    .command('supersede')
    .description(
      personAct(
        'Replace one memory with another: <old> becomes superseded, and <new> is active from then on — superseding is your confirm of <new>, so an unconfirmed candidate is confirmed by it (both texts are shown first, and a flagged one asks the same typed words as `cairn confirm` would)',
      ),
    )
    .argument('<old>', 'the memory being replaced')
    // Required: shown in the usage line, not only among the options (issue #14's walk, item 35).
    .usage('<old> --by <new>')
    .requiredOption('--by <new>', 'required: the memory that replaces it')
    .action(async (oldId: string, o: { by: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const outcome = await withSession(g, out, (session) => session.supersede(oldId, o.by));
        if (outcome.declined) {
          out.note('Nothing changed.');
          return EXIT.declined;
        }
        const r = outcome.result;
        if (out.json) out.printJson({ superseded: r.old.id, by: r.replacement.id, status: r.replacement.status });
        else out.print(`${r.old.id} is superseded by ${r.replacement.id} (${r.replacement.status}).`);
        return 0;
      });
    });
}
