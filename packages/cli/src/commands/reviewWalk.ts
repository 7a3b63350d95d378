import { cutLine } from '../cutLine.js';
import {
  type CheckedRecord,
  CONFIRM_WORDS,
  KINDS,
  type Kind,
  CoreError,
  sortForReview,
  ErrorCode,
  foldLine,
  loadKeyring,
  type MemoryRecord,
  needsConfirmation,
  openProject,
  displayRef,
  actView,
  resolveHome,
  reviewLabel,
  reviewReasons,
  reviewTally,
  reviewTallyWords,
  rememberVerified,
  signRequest,
  staleActNote,
  type UnlockedKey,
  unlockSandboxKey,
  unlockWithPassphrase,
  count,
} from '@cairn/session';
import { type Command, Option } from 'commander';
import type { GlobalOptions } from '../context.js';
import { type Output, terminalColumns } from '../output.js';
import { EXIT, isInterrupted } from '../exitCodes.js';
import { CONFIRM_INSTRUCTION_WORDS, typedConfirmInstruction } from '../person/confirmInstruction.js';
import { onControllingTerminal, readKey } from '../person/terminal.js';
import { keyFromPassphrase, refsForDisplay, withContradiction, withEverySource } from '../person/terminalProof.js';
import type { Runner } from '../run.js';
import { personAct } from '../personActMark.js';

/** The keys that answer a memory in the walk (Enter skips, like n). */
const ANSWERS = new Set(['y', 'n', 'r', 'q', '\r', '\n']);

/** A key as a person would name it: a printable one quoted, anything else by its code point. */
function answerName(key: string): string {
  if (/^[\x21-\x7e]$/u.test(key)) return `"${key}"`;
  if (key === ' ') return 'Space';
  if (key === '\u001b') return 'Escape';
  return `U+${(key.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** How many waiting memories `cairn review` lists before the first one is shown. */
const LIST_AT_START = 10;

/** A memory's text on one line, folded, cut to `max` characters. */
function shortLine(text: string, max: number): string {
  return cutLine(foldLine(text.replace(/\s+/gu, ' ').trim()), max);
}

/** Where a memory came from, for the opening list: its first evidence's source, else its origin. */
function sourceOf(r: MemoryRecord): string {
  const first = r.evidence.find((e) => e.source !== null)?.source;
  return first !== undefined && first !== null ? shortLine(displayRef(first), 40) : r.origin;
}

export { CONFIRM_INSTRUCTION_WORDS };

/**
 * Why a memory waits, in the person's words (core's `reviewReasons`, the table the editor's
 * review panel reads), the internal code in brackets; for `contradicts`, the memory it would
 * replace, folded.
 */
function reasonLines(r: MemoryRecord, replaces: MemoryRecord | undefined): string[] {
  const reasons = reviewReasons(r, { replaces });
  if (reasons.length === 0) return [];
  return [
    needsConfirmation(r) ? 'Why it needs you — this memory:' : 'Note — this memory:',
    ...reasons.map((x) => `  • ${x.words}${x.replaces ? `: “${foldLine(x.replaces.text)}”` : ''} [${foldLine(x.code)}]`),
  ];
}

/**
 * `cairn review` (issues #16, #17): one process, one passphrase, the pending memories one by one,
 * most urgent first. Each is shown whole — why it waits in words (core's `reviewReasons`), then
 * core's `actView` (text, origin, flags, hidden text decoded, folded; the memory it would supersede) — and answered with one
 * keystroke: `y` confirms (signed with the key the passphrase opened), `n` or Enter skips it (it
 * stays a candidate), `r` rejects it (signed `reject`: forgotten, and an import skips its file
 * lines), `q` stops. A flagged memory (instruction, contradicts) is confirmed only after a
 * second, deliberate step, after the passphrase (so the passphrase is never typed where it shows):
 * typing {@link CONFIRM_INSTRUCTION_WORDS} — the same prompt as `cairn confirm <id>`'s
 * (confirmInstruction.ts); anything else keeps it. A wrong passphrase is said and asked again
 * (three tries); after the last, the memory stays a candidate and the walk goes on. The key is
 * opened once for the walk and forgotten when the process ends; no ticket is kept between
 * processes. Ctrl-C, or Ctrl-D (end of input), stops the walk: what was confirmed or rejected
 * before it is kept and said, and the walk exits 130 (interrupted).
 */
export function registerReviewWalk(program: Command, run: Runner): void {
  program
    .command('review')
    .description(personAct('Walk the memories waiting for you, one keystroke each: y confirm, n skip, r reject (r twice), q quit; your passphrase once'))
    .option(
      '--flagged',
      `also walk flagged memories (instruction, contradicts): read why each was flagged; confirming one takes typing "${CONFIRM_WORDS.instruction}" (an order) or "${CONFIRM_WORDS.contradiction}" (a memory that replaces another)`,
    )
    // One file's or one kind's memories (issue #14, the eighth newcomer walk: a batch of 600 notes
    // flooded the walk, and review had none of list's filters).
    .option(
      '--source <ref>',
      'only memories from this source, as list --source reads it (AGENTS.md, AGENTS.md:12-14); a source no memory came from is an error (exit 4)',
    )
    .addOption(new Option('--kind <kind>', 'only this kind').choices([...KINDS]))
    .action(async (o: { flagged?: boolean; source?: string; kind?: Kind }, cmd: Command) => {
      await run(cmd, async (g: GlobalOptions, out: Output) => {
        let key: UnlockedKey | undefined;
        const home = resolveHome({ home: g.home, env: process.env });
        const loaded = await loadKeyring(home);
        const session = await openProject({
          home: g.home,
          project: g.project,
          cwd: process.cwd(),
          env: process.env,
          channel: 'cli',
          client: 'cairn-cli',
          keyring: loaded.keyring,
          personProof: {
            present: () => true,
            async sign(request) {
              if (key === undefined) return undefined;
              const signed = signRequest(key, request, { now: new Date(), interactive: true });
              // The person's signed list of valid signatures gains the act (issue #20/#21).
              await rememberVerified(home, key, signed.acts, loaded);
              return signed;
            },
          },
        });
        try {
          const candidates = sortForReview(
            await session.list({
              status: 'candidate',
              ...(o.source !== undefined ? { source: o.source } : {}),
              ...(o.kind !== undefined ? { kind: o.kind } : {}),
            }),
          );
          const pending = candidates.filter((r: MemoryRecord) => o.flagged === true || !needsConfirmation(r));
          const flaggedWaiting = candidates.filter((r: MemoryRecord) => needsConfirmation(r)).length;
          const elsewhere =
            o.flagged !== true && flaggedWaiting > 0
              ? ` ${flaggedWaiting} flagged ${flaggedWaiting === 1 ? 'one waits' : 'ones wait'} too: review ${flaggedWaiting === 1 ? 'it' : 'them'} in the editor's Cairn view or with cairn review --flagged.`
              : '';
          if (pending.length === 0) {
            out.note(`Nothing waits for you here.${elsewhere}`);
            return 0;
          }
          // Off the terminal only a walk that would ask is refused: with nothing waiting there is
          // nothing to sign, and a script is told so, exit 0 (walk 10 item 10: it was exit 3).
          if (!onControllingTerminal()) {
            throw new CoreError(
              ErrorCode.PERSON_REQUIRED,
              "`cairn review` asks you on your terminal, and stdin and stderr are not this process's terminal. The person runs, in a terminal: cairn review",
            );
          }
          const sandbox = await unlockSandboxKey(home);
          // No key at all is said now, before the walk, not after the person's first answer.
          if (sandbox === undefined && (await loadKeyring(home)).identity === undefined) await unlockWithPassphrase(home, '');
          // What is to be reviewed comes first, and what will be asked (issue #14: the passphrase
          // was asked before anything was shown, and keys typed early went into it). Counted and
          // labelled by core's reviewLabel, as the import plan counts them.
          const tally = reviewTallyWords(reviewTally(pending));
          const lines = [
            `${count(pending.length, 'memory waits', 'memories wait')} for you${tally !== '' ? `, among them ${tally}` : ''}.${elsewhere}`,
            ...pending.slice(0, LIST_AT_START).map((r, i) => {
              const label = reviewLabel(r);
              const head = `  ${i + 1}. ${label !== undefined ? `[${label}] ` : ''}${r.id}  ${foldLine(sourceOf(r))}  `;
              // Each on one line of the terminal (issue #14): the text is cut to what is left of it, the id never.
              return `${head}${shortLine(r.text, Math.max(20, (terminalColumns(process.stderr) ?? 80) - Array.from(head).length))}`;
            }),
            ...(pending.length > LIST_AT_START ? [`  … and ${pending.length - LIST_AT_START} more`] : []),
            `Each is shown whole; answer with one key: y confirm, n skip, r reject (r again to be sure: its text goes for good), q quit.${
              sandbox === undefined
                ? ` Confirming or rejecting is signed with your key: your passphrase is asked once, at your first y or r (a flagged memory then asks you to type words, "${CONFIRM_WORDS.instruction}" or "${CONFIRM_WORDS.contradiction}", which show as you type).`
                : ''
            }`,
          ];
          out.note(lines.join('\n'));
          key = sandbox;
          /**
           * Opens the key at the first act that needs it: `open`, `stop` when the person gave no
           * passphrase, `wrong` when the last try did not open it (said; the walk goes on).
           */
          const unlock = async (): Promise<'open' | 'stop' | 'wrong'> => {
            if (key !== undefined) return 'open';
            const opened = await keyFromPassphrase(home, (m) => out.note(`  ${m}`), {
              prompt: '  Your Cairn passphrase (asked once for this review; empty to stop): ',
              discardTypedAhead: true,
            });
            if (opened === undefined) return 'stop';
            if (opened instanceof CoreError) {
              out.note(`  ${opened.message} This memory stays a candidate, nothing signed; the walk goes on (your next y or r asks again).`);
              return 'wrong';
            }
            key = opened;
            return 'open';
          };
          let confirmed = 0;
          let rejected = 0;
          let gone = 0;
          let stopped = false;
          try {
            for (const [i, listed] of pending.entries()) {
              // Read again: the memory may have changed since the list (another window, the editor).
              let r: CheckedRecord;
              try {
                r = await session.get(listed.id);
              } catch {
                out.note(`\n[${i + 1}/${pending.length}] ${foldLine(listed.id)} is gone (forgotten or rejected elsewhere).`);
                continue;
              }
              if (r.status !== 'candidate') {
                out.note(`\n[${i + 1}/${pending.length}] ${foldLine(r.id)} is ${r.status} now (changed elsewhere); nothing to do.`);
                continue;
              }
              const flagged = needsConfirmation(r);
              const label = reviewLabel(r);
              const replaces = r.supersedes !== undefined ? await session.get(r.supersedes).catch(() => undefined) : undefined;
              out.note(
                [
                  `\n[${i + 1}/${pending.length}]${label !== undefined ? ` ${label.toUpperCase()}` : ''}`,
                  ...reasonLines(r, replaces),
                  withEverySource(refsForDisplay(withContradiction(actView('confirm', r), r)), r),
                  // A file it is bound to changed (walk h54 item 1): said before the keystroke, in confirm's words.
                  ...(r.stale !== undefined && r.stale.length > 0
                    ? [out.paint.yellow(staleActNote([{ id: r.id, changes: r.stale }], 1, new Date()).trim())]
                    : []),
                ].join('\n'),
              );
              let answer = '';
              // Any other key is said, with the keys that answer, and asked again (issue #14: it was a silent skip).
              for (;;) {
                answer = await readKey(
                  flagged
                    ? `Confirm this ${r.flags.includes('instruction') ? 'instruction' : 'replacement'}? [y] confirm… / [n] skip (keep it a candidate) / [r] reject / [q] quit `
                    : 'Confirm? [y] confirm / [n] skip (keep it a candidate) / [r] reject / [q] quit ',
                  { discardTypedAhead: true },
                );
                if (ANSWERS.has(answer)) break;
                out.note(`  ${answerName(answer)} is not an answer here: y confirms, n or Enter skips (it stays a candidate), r rejects, q quits.`);
              }
              if (answer === 'q') break;
              if (answer === 'r') {
                // Rejecting removes the text for good: a second r, so one stray key never does it
                // (newcomer walk item 13: r forgot on one keystroke while confirming took typed words).
                const sure = await readKey(
                  '  Reject it? Its text is removed for good and an import skips its lines. [r] again to reject, any other key keeps it ',
                  {
                    discardTypedAhead: true,
                  },
                );
                if (sure !== 'r') {
                  out.note('  not rejected: still a candidate');
                  continue;
                }
              } else if (answer !== 'y') {
                out.note('  skipped: still a candidate');
                continue;
              }
              // Confirming or rejecting is signed: the passphrase, asked once for the walk.
              const opened = await unlock();
              if (opened === 'wrong') continue;
              if (opened === 'stop') {
                stopped = true;
                break;
              }
              // Gone while it was on screen (another terminal rejected or forgot it, walk 12 item 2):
              // said, and the walk goes on to the next.
              const unlessGone = <T>(act: Promise<T>): Promise<T | undefined> =>
                act.catch((error: unknown) => {
                  if (!(error instanceof CoreError) || error.code !== ErrorCode.NOT_FOUND) throw error;
                  gone++;
                  out.note(
                    `  ${foldLine(r.id)} is gone: forgotten or rejected elsewhere while it was shown; nothing ${answer === 'r' ? 'rejected' : 'confirmed'}`,
                  );
                  return undefined;
                });
              if (answer === 'r') {
                const done = await unlessGone(session.reject(r.id));
                if (done === undefined) continue;
                if (done.declined) out.note('  nothing rejected');
                else {
                  rejected++;
                  out.note(`  rejected ${foldLine(r.id)}: forgotten${done.result.rejected > 0 ? '; an import of the same file lines skips them' : ''}`);
                }
                continue;
              }
              if (flagged && !(await typedConfirmInstruction(out.note, [r], { indent: '  ', ...(replaces ? { replaces: replaces.text } : {}) }))) continue;
              const done = await unlessGone(session.confirm([r.id]));
              if (done === undefined) continue;
              if (done.declined) {
                out.note('  nothing confirmed');
                continue;
              }
              confirmed++;
              out.note(`  confirmed ${foldLine(r.id)}${flagged ? ' (a confirmed instruction: the digest marks it so)' : ''}`);
            }
          } catch (error) {
            if (!isInterrupted(error)) throw error;
            // Ctrl-C (issue #14, the newcomer walk: it said only "Cancelled." and exited 3,
            // though a confirm before it was kept): what was done stays done, and is said.
            const left = pending.length - confirmed - rejected - gone;
            const key = (error as { key?: string }).key ?? 'Ctrl-C';
            if (out.json) out.printJson({ interrupted: true, key, confirmed, rejected, left, pending: pending.length });
            // Nothing done: said as nothing (issue #14, walk-4 item 17: "0 confirmed, 0 rejected … kept, signed").
            const stoppedBy = `Stopped (${key === 'Ctrl-D' ? 'Ctrl-D, end of input' : key})`;
            out.note(
              confirmed + rejected === 0
                ? `${stoppedBy}: nothing confirmed or rejected; ${left} left for review (cairn review).`
                : `${stoppedBy}: ${confirmed} confirmed, ${rejected} rejected before you stopped — kept, signed and in the audit log; ${left} left for review (cairn review).`,
            );
            return EXIT.interrupted;
          }
          const left = pending.length - confirmed - rejected - gone;
          if (stopped) out.note('  no passphrase: nothing signed; stopped here');
          if (out.json) out.printJson({ confirmed, rejected, left, pending: pending.length });
          else out.print(`${confirmed} confirmed, ${rejected} rejected, ${left} left.`);
          return 0;
        } finally {
          await session.close();
        }
      });
    });
}
