import {
  bindingRef,
  type Clamp,
  CoreError,
  count,
  ErrorCode,
  independentEvidence,
  promotingEvidence,
  type MemorizeResult,
  ORIGIN_MEANING,
  POLICY,
  reviewReasons,
} from '@cairn/session';
import type { Command } from 'commander';
import { type GlobalOptions, withSession } from '../context.js';
import { decodeUtf8, parseJson, readInputFile, readStdin, stdinHoldsInput } from '../input.js';
import type { Output } from '../output.js';
import type { Runner } from '../run.js';
import { EXIT, stoppedExit } from '../exitCodes.js';
import { commandLine } from '../person/terminalProof.js';
import { personAct } from '../personActMark.js';
import { listenForStop } from '../stopSignal.js';
import { progressLines } from '../progressLines.js';

interface MemorizeFlags {
  text?: string;
  origin?: string;
  kind?: string;
  title?: string;
  summary?: string;
  source?: string;
  sourceHash?: string;
  session?: string;
  tag?: string[];
  tripwire?: string[];
  fileEdited?: string[];
  salience?: string;
  confidence?: string;
  pin?: boolean;
  stable?: boolean;
  supersedes?: string;
  batch?: boolean;
  input?: string;
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];
/** A number flag; a non-number is passed through so validation names it. */
const num = (value: string | undefined): number | string | undefined =>
  value === undefined ? undefined : Number.isFinite(Number(value)) && value.trim() !== '' ? Number(value) : value;

/** The request built from flags; only the flags given. Origin defaults to `user`: a person typed it. */
export function requestFromFlags(f: MemorizeFlags): Record<string, unknown> {
  const r: Record<string, unknown> = { text: f.text, origin: f.origin ?? 'user' };
  const set = (key: string, value: unknown): void => {
    if (value !== undefined) r[key] = value;
  };
  set('kind', f.kind);
  set('title', f.title);
  set('summary', f.summary);
  set('source', f.source);
  set('sourceHash', f.sourceHash);
  set('session', f.session);
  set('tags', f.tag);
  set('tripwires', f.tripwire);
  set('filesEdited', f.fileEdited);
  set('salience', num(f.salience));
  set('confidence', num(f.confidence));
  set('pinned', f.pin);
  set('stable', f.stable);
  set('supersedes', f.supersedes);
  return r;
}

/** Each field option of `memorize` and the request field it sets (see {@link requestFromFlags}). */
const FIELD_OPTIONS: ReadonlyArray<readonly [keyof MemorizeFlags, string, string]> = [
  ['origin', '--origin', 'origin'],
  ['kind', '--kind', 'kind'],
  ['title', '--title', 'title'],
  ['summary', '--summary', 'summary'],
  ['source', '--source', 'source'],
  ['sourceHash', '--source-hash', 'sourceHash'],
  ['session', '--session', 'session'],
  ['tag', '--tag', 'tags'],
  ['tripwire', '--tripwire', 'tripwires'],
  ['fileEdited', '--file-edited', 'filesEdited'],
  ['salience', '--salience', 'salience'],
  ['confidence', '--confidence', 'confidence'],
  ['pin', '--pin', 'pinned'],
  ['stable', '--stable', 'stable'],
  ['supersedes', '--supersedes', 'supersedes'],
];

/**
 * Refuses a field option (`--kind`, `--tag`, `--pin`, …) given with a JSON request (stdin,
 * `--input`, `--batch`): the request carries its own fields, and the option was silently dropped
 * (walk 46 item 2: `--kind decision --tag perf` stored a fact with no tags, exit 0). The message
 * names the options and shows them as the request's fields.
 *
 * @throws CoreError `INVALID_INPUT` (exit 2) when one is given; nothing is read or stored
 */
export function refuseFieldOptionsWithJson(f: MemorizeFlags): void {
  const given = FIELD_OPTIONS.filter(([key]) => f[key] !== undefined);
  if (given.length === 0) return;
  const request = requestFromFlags({ ...f, text: '…' });
  const fields: Record<string, unknown> = { text: '…' };
  for (const [, , field] of given) fields[field] = request[field];
  const names = given.map(([, option]) => option);
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  throw new CoreError(
    ErrorCode.INVALID_INPUT,
    `${listed} ${names.length === 1 ? 'goes' : 'go'} with --text only: a JSON request (on stdin, with --input or --batch) carries its own fields. Put ${names.length === 1 ? 'it' : 'them'} in the request instead: ${JSON.stringify(fields)}. Nothing was stored.`,
  );
}

/** The `--json` shape of one memorize (issue #5). */
export function resultJson(r: MemorizeResult): Record<string, unknown> {
  const unbound = r.record.evidence.at(-1)?.unbound;
  return {
    id: r.record.id,
    status: r.status,
    origin: r.record.origin,
    flags: r.flags,
    gateReasons: r.gateReasons,
    clamped: r.clamped,
    warnings: r.warnings,
    sighting: r.sighting,
    // Memories bound to code (issue #23): the files it is bound to, or why its source was not bound.
    ...(r.record.bindings !== undefined && r.record.bindings.length > 0 ? { bound: r.record.bindings.map(bindingRef) } : {}),
    ...(unbound !== undefined ? { unbound } : {}),
    ...(r.madeYoursFrom !== undefined ? { madeYoursFrom: r.madeYoursFrom } : {}),
  };
}

/**
 * Why a stored memory is a candidate, in a person's words (issue #14), or undefined when it is
 * not one: what holds it (core's {@link reviewReasons}, the words the editor's view shows), else
 * its origin's promotion rule from the policy table (DESIGN.md §1).
 */
export function candidateReason(r: Pick<MemorizeResult, 'status' | 'record'>): string | undefined {
  if (r.status !== 'candidate') return undefined;
  const holding = reviewReasons(r.record).filter((x) => x.holds);
  if (holding.length > 0) return `Why a candidate: this memory ${holding.map((x) => x.words).join('; it ')}. It waits for a person's review.`;
  const origin = r.record.origin;
  const rule = POLICY[origin].promotion;
  const from = `origin ${origin} (${ORIGIN_MEANING[origin]})`;
  if (rule.kind === 'sightings')
    return `Why a candidate: ${from} becomes active after ${rule.minSeen} independent sightings in protected host sessions (it has ${independentEvidence(promotingEvidence(r.record))} so far; sightings elsewhere never promote it) or a person's confirm (cairn review).`;
  if (rule.kind === 'never') return `Why a candidate: ${from} is never active until a person confirms it.`;
  return `Why a candidate: it waits for a person's confirm.`;
}

/** What a clamped origin `user` means on the CLI: stdin and stderr are not the terminal (issue #16). */
export const NOT_ON_TERMINAL =
  'Not run on the terminal, so nothing shows a person typed this: origin user is stored as agent. To store it as theirs, a person runs the command in a terminal (the text given with --text, or a JSON request read from a file with --input) and signs it with their passphrase.';

/**
 * {@link NOT_ON_TERMINAL} for `import --origin user`: import has no `--input`, its files are named
 * (issue #14, walk-3 item 14), and the file's lines keep the file's own origin (`repo` in the
 * working tree), not `agent`, which would raise them (tenth walk, item 12).
 */
export const IMPORT_NOT_ON_TERMINAL =
  "Not run on the terminal, so nothing shows a person chose origin user: the file's lines keep the file's own origin. A person runs the import in a terminal, and signs it with their passphrase.";

/** One clamp as memorize and import say it: `clamped origin: requested user, applied agent` (and why, when known). */
export function clampLine(c: Clamp, out: Output): string {
  return `${out.paint.yellow('clamped')} ${c.field}: requested ${String(c.requested)}, applied ${String(c.applied)}${c.reason !== undefined ? ` (${c.reason})` : ''}`;
}

/** Human lines for one memorize: every clamp and flag stated (DESIGN.md §1: never silent). */
export function describeResult(r: MemorizeResult, out: Output): string[] {
  const p = out.paint;
  const status = r.status === 'active' ? p.green(r.status) : p.yellow(r.status);
  const userClamp = r.clamped.find((c) => c.field === 'origin' && c.requested === 'user');
  // A sighting asked as origin user off the terminal (issue #14, fourth walk item 16): the memory
  // keeps its own origin and this run counts as the applied one. One sentence says both, instead of
  // "… as active (origin user …)" followed by "clamped origin: requested user, applied agent".
  const userSighting = r.sighting && r.madeYoursFrom === undefined && userClamp !== undefined;
  const lines = [
    r.madeYoursFrom !== undefined
      ? `Made ${p.bold(r.record.id)} yours: ${status} (origin ${r.record.origin}, ${r.record.kind}).`
      : userSighting
        ? `${p.bold(r.record.id)} has the same text and stays ${status} (origin ${r.record.origin}, ${r.record.kind}); this run is a sighting of it as origin ${String(userClamp.applied)}, not user: ${userClamp.reason ?? 'not run on the terminal, so nothing shows a person typed it'}.`
        : `${r.sighting ? 'Recorded a sighting of' : 'Stored'} ${p.bold(r.record.id)} as ${status} (origin ${r.record.origin}, ${r.record.kind}).`,
  ];
  for (const c of r.clamped) if (!(userSighting && c === userClamp)) lines.push(`  ${clampLine(c, out)}`);
  // On the CLI this clamp means channel `api`: stdin and stderr are not the terminal (issue #16).
  if (userClamp !== undefined && !userSighting) lines.push(`  ${p.dim(NOT_ON_TERMINAL)}`);
  if (userSighting && r.record.origin !== 'user')
    lines.push(`  ${p.dim('To make it yours, a person runs the same command in a terminal and signs it with their passphrase.')}`);
  for (const f of r.flags) lines.push(`  ${p.yellow('flag')} ${f}${f === 'instruction' ? ` (${r.gateReasons.join(', ')})` : ''}`);
  for (const w of r.warnings) lines.push(`  ${p.dim(w)}`);
  // A source that names a file but could not be bound is said, not only in --json (issue #14, walk-1 item 9).
  const unbound = r.record.evidence.at(-1)?.unbound;
  if (unbound !== undefined)
    lines.push(`  ${p.yellow('not bound')} to its source: ${unbound}; recorded as text only, so no change to that file marks it stale.`);
  // Why it is a candidate, in words (core's reviewReasons, as the editor's view says it), and
  // where to see it: recall hides candidates unless asked (issue #14).
  const why = candidateReason(r);
  if (why !== undefined) {
    lines.push(`  ${why}`);
    lines.push(`  ${p.dim(`Recall hides candidates: \`cairn recall --include-candidates <words>\` shows it.`)}`);
  }
  if (r.status === 'candidate' && !r.flags.includes('instruction')) lines.push(`  ${p.dim(`Candidate until confirmed: \`cairn confirm ${r.record.id}\`.`)}`);
  // A person's own signed write is active already: confirm would say "nothing to confirm" (walk 46 item 4).
  if (r.flags.includes('instruction'))
    lines.push(
      `  ${p.dim(
        r.status === 'active'
          ? `It is active now, as you signed it: if it is not what you meant, \`cairn forget ${r.record.id}\` takes it out.`
          : `Review it, then \`cairn confirm ${r.record.id}\` if it is a real convention, or \`cairn reject ${r.record.id}\` if it is not.`,
      )}`,
    );
  return lines;
}

/** What a batch says once at its end for a result of this shape (describeResult's advice, without the id). */
function batchAdvice(r: MemorizeResult): string[] {
  const advice: string[] = [];
  if (r.clamped.some((c) => c.field === 'origin' && c.requested === 'user'))
    advice.push(
      'Not run on the terminal, so nothing shows a person typed these: origin user is stored as agent. To store it as theirs, a person runs the command in a terminal (the text given with --text, or a JSON request read from a file with --input) and signs it with their passphrase.',
    );
  if (r.status === 'candidate')
    advice.push('Candidates wait for a person: `cairn review` walks them; recall hides them unless asked (`cairn recall --include-candidates <words>`).');
  if (r.flags.includes('instruction'))
    advice.push(
      r.status === 'active'
        ? 'Flagged as instruction-like, and active now, as you signed them: review each (`cairn show <id>`); `cairn forget <id>` takes out one you did not mean.'
        : 'Flagged as instruction-like: review each (`cairn show <id>`), then `cairn confirm <id>` if it is a real convention, or `cairn reject <id>` if it is not.',
    );
  return advice;
}

/** Registers `cairn memorize`. */
export function registerMemorize(program: Command, run: Runner): void {
  program
    .command('memorize')
    .description(personAct('Store a memory: one JSON request on stdin, JSON Lines with --batch, or flags', 'as yours or pinned'))
    .option('--text <text>', 'the memory text (at most 32 KiB)')
    .option('--origin <origin>', 'where the content came from: user, agent, repo, tool, web, external (default user with --text)')
    .option('--kind <kind>', 'fact, convention, decision, preference or outcome (default fact)')
    .option('--title <title>', 'a short title (outcomes: what the session did)')
    .option('--summary <summary>', 'a summary')
    .option('--source <ref>', 'where it came from: path:lines, URL, tool name')
    .option('--source-hash <hash>', 'hash of the source content')
    .option('--session <id>', 'the session id')
    .option('--tag <tag>', 'a tag (repeatable)', collect)
    .option('--tripwire <condition>', 'for decisions: a condition that would invalidate it (repeatable)', collect)
    .option('--file-edited <path>', 'for outcomes: a file the session edited (repeatable)', collect)
    .option('--salience <0-1>', 'how much it matters (capped by origin)')
    .option('--confidence <0-1>', 'how sure (capped by origin)')
    .option('--pin', 'pin it (origin user only)')
    .option('--stable', 'exempt from decay (origin user only)')
    .option('--supersedes <id>', 'the id of a memory this one replaces')
    .option('--batch', 'read JSON Lines from stdin (or --input), one request per line')
    .option('--input <file>', 'read the request (JSON; JSON Lines with --batch) from a file, so stdin stays the terminal you sign on')
    .addHelpText(
      'after',
      '\nThe field options (--origin to --supersedes) go with --text only. A JSON request (stdin, --input, --batch)\ncarries its own fields ("kind", "tags", "source", "pinned", …): an option given with one is refused (exit 2), nothing stored.',
    )
    .action(async (flags: MemorizeFlags, cmd: Command) => {
      await run(cmd, async (g: GlobalOptions, out: Output) => {
        let requests: unknown[];
        if (flags.text !== undefined) {
          if (flags.batch) throw new CoreError(ErrorCode.INVALID_INPUT, 'Use either --text or --batch, not both.');
          if (flags.input !== undefined) throw new CoreError(ErrorCode.INVALID_INPUT, 'Use either --text or --input, not both.');
          if (await stdinHoldsInput())
            throw new CoreError(
              ErrorCode.INVALID_INPUT,
              'memorize got --text and input on stdin too (a JSON request?): give one or the other. To store the --text, run it without piping anything in (or with </dev/null); to store the request on stdin, drop --text and the field options. Nothing was stored.',
            );
          requests = [requestFromFlags(flags)];
        } else {
          refuseFieldOptionsWithJson(flags);
          if (flags.input === undefined && process.stdin.isTTY) {
            throw new CoreError(
              ErrorCode.INVALID_INPUT,
              'Nothing to memorize: give --text "…", --input <file.json>, or pipe one JSON request such as {"text": "…", "origin": "agent"} on stdin.',
            );
          }
          const what = flags.input !== undefined ? `--input ${flags.input}` : 'Standard input';
          const text = decodeUtf8(flags.input !== undefined ? await readInputFile(flags.input) : await readStdin(), what);
          if (flags.batch) {
            requests = text
              .split('\n')
              .map((line, i) => ({ line: line.trim(), i }))
              .filter(({ line }) => line !== '')
              .map(({ line, i }) => ({ __line: i + 1, raw: line }));
            if (requests.length === 0) throw new CoreError(ErrorCode.INVALID_INPUT, `${what} has no JSON lines to memorize.`);
          } else {
            if (text.trim() === '')
              throw new CoreError(ErrorCode.INVALID_INPUT, `${what} is empty: send one JSON request such as {"text": "…", "origin": "agent"}.`);
            requests = [await parseJson(text, what)];
          }
        }
        // Whether a person is present, what is asked and what the audit records are the
        // session's to decide (its person port), for one request or a batch alike.
        return withSession(g, out, async (session) => {
          if (!flags.batch) {
            const outcome = await session.memorize(requests[0]);
            if (outcome.declined) {
              out.note('Nothing stored.');
              return EXIT.declined;
            }
            if (out.json) out.printJson(resultJson(outcome.result));
            else for (const line of describeResult(outcome.result, out)) out.print(line);
            return 0;
          }
          // Batch: each line on its own; one bad line is reported and does not stop the rest; a
          // store failure stops them all (core's stopsBatch rule, applied by the session).
          const items = requests as { __line: number; raw: string }[];
          const parsed: unknown[] = [];
          const results: Record<string, unknown>[] = [];
          const order: Array<{ line: number; at?: number; error?: CoreError }> = [];
          for (const item of items) {
            try {
              parsed.push(await parseJson(item.raw, `Line ${item.__line} of ${flags.input ?? 'standard input'}`, { oneLine: true }));
              order.push({ line: item.__line, at: parsed.length - 1 });
            } catch (error) {
              order.push({ line: item.__line, error: error as CoreError });
            }
          }
          // Ctrl-C (or SIGTERM) stops the batch between lines (issue #14, walk-3 item 2: it said
          // nothing, though 152 of 3000 lines were stored).
          const stop = listenForStop();
          // Progress as lines on stderr for a long batch (the h47 walk: its lines came only at the
          // end), on a terminal too: a passphrase prompt may come between them, where a bar would not do.
          const progress = out.json ? undefined : progressLines((line) => out.note(line), 'memorizing', 'requests');
          let done: Awaited<ReturnType<typeof session.memorizeBatch>>;
          try {
            done = await session.memorizeBatch(parsed, { signal: stop.signal, ...(progress !== undefined ? { onProgress: progress.update } : {}) });
          } finally {
            progress?.stop();
          }
          const stoppedBy = stop.stoppedBy();
          // Stopped early: the lines from the first request not done on were not reached.
          const stoppedEarly = stoppedBy !== undefined && done.length < parsed.length;
          const cut = stoppedEarly ? order.findIndex((e) => e.at !== undefined && e.at >= done.length) : order.length;
          const handled = order.slice(0, cut);
          let failures = 0;
          let sightings = 0;
          let firstCode: string | undefined;
          // A batch prints one line per item and the advice once at the end (issue #14's walk: 4–6
          // lines per item, 1,200+ for 300 items).
          const advice = new Set<string>();
          for (const entry of handled) {
            const item = entry.at !== undefined ? done[entry.at] : undefined;
            const error = entry.error ? { code: entry.error.code, message: entry.error.message } : item && !item.ok && !item.declined ? item.error : undefined;
            if (item?.ok) {
              results.push({ line: entry.line, ...resultJson(item.result) });
              if (item.result.sighting) sightings++;
              if (!out.json) {
                const [head = ''] = describeResult(item.result, out);
                // A warning is a sentence: its full stop goes before the '; ' that joins the marks (it read '.;').
                const marks = [
                  ...item.result.flags.map((f) => `flag ${f}`),
                  ...item.result.clamped.map((c) => `clamped ${c.field}`),
                  ...item.result.warnings.map((w) => w.replace(/\.$/u, '')),
                ];
                out.print(`line ${entry.line}: ${head}${marks.length > 0 ? ` [${marks.join('; ')}]` : ''}`);
                for (const a of batchAdvice(item.result)) advice.add(a);
              }
            } else if (item && !item.ok && item.declined) {
              results.push({ line: entry.line, declined: true });
              out.note(`line ${entry.line}: not stored (declined).`);
            } else if (error) {
              failures++;
              firstCode ??= error.code;
              results.push({ line: entry.line, error });
              // Prefixed as every other error of the CLI is (walk 10 item 9: a refused line's error had no `cairn:`).
              out.note(`cairn: ${error.message.startsWith(`Line ${entry.line} `) ? error.message : `line ${entry.line}: ${error.message}`}`);
            }
          }
          if (stoppedEarly) {
            const stored = results.filter((r) => r.id !== undefined);
            const lastStoredLine = stored.at(-1)?.line as number | undefined;
            const resumeFromLine = order[cut]?.line ?? 0;
            const notDone = order.length - handled.length;
            const key = stoppedBy === 'SIGINT' ? 'Ctrl-C' : stoppedBy;
            const from = flags.input !== undefined ? commandLine([flags.input]) : '<your file>';
            const stopped = {
              signal: stoppedBy,
              stored: stored.length,
              refused: failures,
              lastStoredLine: lastStoredLine ?? null,
              resumeFromLine,
              linesNotDone: notDone,
            };
            if (out.json) out.printJson({ stopped, results });
            else {
              out.print(
                `Stopped (${key}) before line ${resumeFromLine}: ${stored.length} stored (${stored.length - sightings} new, ${count(sightings, 'sighting')})${lastStoredLine !== undefined ? `, the last from line ${lastStoredLine}` : ''}; ${failures} refused; ${notDone} line(s) from line ${resumeFromLine} on were not stored. What was stored is kept.`,
              );
              out.print(`To go on from there: tail -n +${resumeFromLine} ${from} | cairn memorize --batch`);
            }
            return stoppedExit(stoppedBy);
          }
          if (out.json) out.printJson(results);
          else {
            const stored = results.length - failures;
            out.print(`${stored - sightings} new, ${count(sightings, 'sighting')}, ${failures} refused.`);
            for (const a of advice) out.print(a);
          }
          if (failures > 0 && firstCode)
            throw Object.assign(
              new CoreError(firstCode as ErrorCode, `${failures} of ${results.length} lines ${failures === 1 ? 'was' : 'were'} refused (see above).`),
              {
                alreadyPrinted: out.json,
              },
            );
          return 0;
        });
      });
    });
}
