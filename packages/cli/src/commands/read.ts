import { cutLine } from '../cutLine.js';
import {
  ageInWords,
  bindingRef,
  displayRef,
  sourceNow,
  CoreError,
  currentStrength,
  ErrorCode,
  FLAGS,
  KINDS,
  type ListFilter,
  ORIGINS,
  type ProjectSession,
  type SessionReceipt,
  teammateWords,
  type CheckedRecord,
  STATUSES,
  staleLabel,
  count,
  forgottenMemories,
  evidenceTally,
  evidenceWords,
  homeDeclaration,
  journalView,
  openObservations,
  tokenKindWords,
} from '@cairn/session';
import { type Command, Option } from 'commander';
import { type GlobalOptions, withSession } from '../context.js';
import { type Output, typedValue } from '../output.js';
import { EXIT } from '../exitCodes.js';
import { writeWholeOutput } from '../closedPipe.js';
import type { Runner } from '../run.js';
import { SETUP_COMMANDS } from '../setupHosts.js';
import { signerLabel } from './maintain.js';

/** Characters of a memory's text `cairn list` shows off a terminal (a pipe, a file); `--json` and `cairn show` give it whole. */
const PIPE_TEXT = 500;

const oneLine = (s: string, max = 80): string => cutLine(s.replace(/\s+/g, ' ').trim(), max);

/** `text` on one line, cut to `room` characters; `onCut` is called when it was cut. */
function listText(text: string, room: number, onCut: () => void): string {
  const flat = oneLine(text, Number.POSITIVE_INFINITY);
  if (Array.from(flat).length <= room) return flat;
  onCut();
  return cutLine(flat, room);
}

function marks(r: { status: string; flags: readonly string[]; stale?: readonly unknown[] | undefined }, out: Output): string {
  const parts = [r.status === 'active' ? out.paint.green(r.status) : out.paint.yellow(r.status), ...r.flags.map((f) => out.paint.yellow(f))];
  // A memory bound to a file that changed since (issue #23).
  if (r.stale !== undefined && r.stale.length > 0) parts.push(out.paint.yellow('stale'));
  return parts.join(' ');
}

/**
 * The snippet's matched words (core marks them `**word**`) in bold on a colour terminal, and
 * without the asterisks otherwise: a terminal is not a Markdown viewer (issue #14).
 */
function markedWords(snippet: string, out: Output): string {
  // Core marks words only (never the punctuation around them) and turns any `**` of the text
  // itself into `*⁠*`, so every `**…**` left is a mark, wherever it sits in a word.
  return snippet.replace(/\*\*([^*\s]+)\*\*/gu, (_m, w: string) => out.paint.bold(w));
}

/**
 * A cross-project hit's project as a person knows it: its folder; the key too only when two
 * projects searched share that folder (issue #14's walk: hits were labelled by key alone).
 */
function projectLabels(projects: readonly { key: string; path: string }[]): (key: string) => string {
  const byPath = new Map<string, number>();
  for (const p of projects) byPath.set(p.path, (byPath.get(p.path) ?? 0) + 1);
  const byKey = new Map(projects.map((p) => [p.key, (byPath.get(p.path) ?? 0) > 1 ? `${p.path} (${p.key})` : p.path]));
  return (key) => byKey.get(key) ?? key;
}

function receiptRows(hits: readonly SessionReceipt[], out: Output, withProject: boolean, projectOf: (key: string) => string = (k) => k): string {
  return out.table(
    ['id', 'score', 'kind', 'origin', 'status', 'evidence', 'age', ...(withProject ? ['project'] : []), 'source', 'snippet'],
    hits.map((h) => [
      h.id,
      h.score.toFixed(3),
      h.kind,
      h.origin,
      marks(h, out),
      evidenceWords({ independent: h.evidenceCount, pieces: h.evidencePieces }),
      h.age.replace('stored ', ''),
      ...(withProject ? [projectOf(h.projectKey)] : []),
      // Where the evidence came from (path:lines, URL or tool), so a person can check it (issue #14).
      h.sources.length > 0 ? h.sources.map((x) => oneLine(displayRef(x), 60)).join('; ') : '—',
      markedWords(h.snippet, out) +
        (h.staleLabel ? ` ${out.paint.yellow(`(${h.staleLabel})`)}` : '') +
        (h.supersededBy ? ` (superseded by ${h.supersededBy})` : '') +
        (h.tripwires?.length ? ` [tripwires: ${h.tripwires.join('; ')}]` : '') +
        (h.signedBy?.length ? ` [signed by ${h.signedBy.map((x) => `${teammateWords(x)}: ${x.act}`).join('; ')}]` : ''),
    ]),
    // A narrow terminal keeps the snippet readable: these go first, least useful first.
    { drop: ['age', 'kind', 'evidence', 'origin', 'project', 'source'] },
  );
}

/** Rows `cairn list` shows on a terminal unless `--limit` says otherwise (issue #14). */
const LIST_PAGE = 50;

/** A whole number at least `min` (for --limit and --offset). */
function wholeNumber(v: string, flag: string, min: number): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isSafeInteger(n) || n < min)
    throw new CoreError(ErrorCode.INVALID_INPUT, `${flag} must be a whole number, at least ${min} (got ${typedValue(v)}).`);
  return n;
}

/**
 * Where a memory came from, for a table cell: its first evidence's source, and how many more.
 * A source bound to lines of a file reads as the binding does now (issue #14, the seventh
 * newcomer walk: after two lines were added above it, `list` still said AGENTS.md:4-4 for a line
 * now at 6, while the MCP receipt said where it is).
 */
function sourceOf(r: CheckedRecord): string {
  const sources = [...new Set(r.evidence.flatMap((e) => (e.source !== null ? [e.source] : [])))];
  if (sources.length === 0) return '—';
  // A file a signed reverify followed to another path reads as that path (walk h58); show keeps the old in the evidence.
  const first = sourceNow(r, sources[0] as string);
  const file = first.replace(/:\d+(?:-\d+)?$/u, '');
  const bound = first !== file ? r.bindings?.find((b) => b.path === file && b.lines !== undefined) : undefined;
  const moved =
    bound?.lines !== undefined ? r.rebound?.find((m) => m.path === file && m.from[0] === bound.lines?.[0] && m.from[1] === bound.lines?.[1]) : undefined;
  const now = bound !== undefined ? bindingRef(moved !== undefined ? { ...bound, lines: moved.lines } : bound) : first;
  return `${oneLine(displayRef(now), Number.POSITIVE_INFINITY)}${sources.length > 1 ? ` +${sources.length - 1}` : ''}`;
}

const parseLimit = (v: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new CoreError(ErrorCode.INVALID_INPUT, '--limit must be a whole number from 1 to 100.');
  return n;
};

/**
 * Said when recall finds nothing without `--fuzzy`: the query's words match whole words only
 * (core's tokenizer has no stemming, DESIGN.md §5), and `--fuzzy` matches word beginnings.
 */
export const WHOLE_WORDS_HINT =
  'Words match whole words only ("retry" does not find "retries"): --fuzzy also matches words that begin with yours ("deploy" finds "deployment"), or try the word as the memory would say it.';

/** Registers the read commands: recall, list, show, decisions, digest. */
export function registerRead(program: Command, run: Runner): void {
  program
    .command('recall')
    .description('Find memories matching a query; every hit is a receipt (id, score, origin, age, evidence)')
    .argument('<query...>', 'words to look for')
    .option('--limit <n>', 'most hits, 1–100', '10')
    .option('--include-flagged', 'also show memories flagged as instructions (marked)')
    .option('--include-candidates', 'also show unconfirmed candidates (marked)')
    .option('--include-superseded', 'also show superseded memories')
    .option('--fuzzy', 'match word prefixes too')
    .option('--all-projects', 'search every project in this home (explicit cross-project recall)')
    .action(
      async (
        words: string[],
        o: { limit: string; includeFlagged?: boolean; includeCandidates?: boolean; includeSuperseded?: boolean; fuzzy?: boolean; allProjects?: boolean },
        cmd: Command,
      ) => {
        await run(cmd, async (g: GlobalOptions, out: Output) => {
          const query = {
            query: words.join(' '),
            limit: parseLimit(o.limit),
            includeFlagged: o.includeFlagged === true,
            includeCandidates: o.includeCandidates === true,
            includeSuperseded: o.includeSuperseded === true,
            fuzzy: o.fuzzy === true,
          };
          const { hits, skipped, projects, flaggedLeftOut, candidatesLeftOut } = await withSession(g, out, (session) =>
            session.recall(query, { allProjects: o.allProjects === true, countFlagged: !out.json }),
          );
          for (const s of skipped) out.note(`warning: skipped project ${s.project.key} (${s.project.path}): it cannot be opened (${s.reason})`);
          if (out.json) out.printJson({ hits });
          else if (hits.length === 0) {
            // Only the flags not given are offered (the fifteenth walk: both given, both still offered).
            const unasked = [...(query.includeCandidates ? [] : ['--include-candidates']), ...(query.includeFlagged ? [] : ['--include-flagged'])];
            // What does match, hidden, is counted (walk h57 item 3: "No memories match" when a candidate did).
            const hidden = [
              ...(candidatesLeftOut !== undefined && candidatesLeftOut > 0
                ? [
                    `${candidatesLeftOut === 1 ? '1 candidate matches' : `${candidatesLeftOut} candidates match`} (not reviewed yet: --include-candidates shows ${candidatesLeftOut === 1 ? 'it' : 'them'})`,
                  ]
                : []),
              ...(flaggedLeftOut !== undefined && flaggedLeftOut > 0
                ? [
                    `${flaggedLeftOut === 1 ? '1 flagged memory matches' : `${flaggedLeftOut} flagged memories match`} (--include-flagged shows ${flaggedLeftOut === 1 ? 'it' : 'them'}, marked)`,
                  ]
                : []),
            ];
            out.print(
              hidden.length > 0
                ? `No reviewed memory matches; ${hidden.join(', and ')}.`
                : unasked.length === 0
                  ? 'No memories match, candidates and flagged memories included.'
                  : `No memories match. (${unasked.length === 2 ? 'Candidates and flagged memories are' : unasked[0] === '--include-flagged' ? 'Flagged memories are' : 'Candidates are'} hidden unless you ask: ${unasked.join(', ')}.)`,
            );
            // Words match whole, with no stemming (the newcomer walk: `retry` did not find "Retries").
            if (!query.fuzzy) out.print(WHOLE_WORDS_HINT);
          } else {
            out.printLaidOut(receiptRows(hits, out, o.allProjects === true, projectLabels(projects ?? [])));
            // A flagged match is never left out without a word (walk 11 item 2: a flagged replacement of a stale fact).
            if (flaggedLeftOut !== undefined && flaggedLeftOut > 0)
              out.print(
                `${flaggedLeftOut === 1 ? '1 flagged memory also matches and is' : `${flaggedLeftOut} flagged memories also match and are`} not shown: --include-flagged shows ${flaggedLeftOut === 1 ? 'it' : 'them'}, marked.`,
              );
            // Nor a candidate (walk 12 item 3: two matching candidates, hidden without a word).
            if (candidatesLeftOut !== undefined && candidatesLeftOut > 0)
              out.print(
                `${candidatesLeftOut === 1 ? '1 candidate also matches and is' : `${candidatesLeftOut} candidates also match and are`} not shown (not reviewed yet): --include-candidates shows ${candidatesLeftOut === 1 ? 'it' : 'them'}.`,
              );
          }
          return 0;
        });
      },
    );

  program
    .command('list')
    .description('List memories, oldest first')
    .addOption(
      new Option(
        '--status <status>',
        'only this status; forgotten lists what `cairn forget` and `cairn reject` removed, from the audit log: id, origin and when (the text is gone; --origin narrows it, --flag, --kind and --source cannot)',
      ).choices([...STATUSES]),
    )
    .addOption(new Option('--flag <flag>', 'only memories with this flag').choices([...FLAGS]))
    .addOption(new Option('--origin <origin>', 'only this origin').choices([...ORIGINS]))
    .addOption(new Option('--kind <kind>', 'only this kind').choices([...KINDS]))
    .option(
      '--source <ref>',
      'only memories from this source, as confirm --source reads it: a file (AGENTS.md: all its line ranges) or a file with lines (AGENTS.md:12-14, AGENTS.md:5: the memories from inside them); letter case counts, and a source no memory came from is an error (exit 4)',
    )
    .option('--limit <n>', `at most this many rows (default ${LIST_PAGE} on a terminal, every row otherwise)`)
    .option('--offset <n>', 'skip this many rows first (with --limit: the next page)', '0')
    .action(async (o: ListFilter & { source?: string; limit?: string; offset: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const filter: ListFilter = {};
        if (o.status) filter.status = o.status;
        if (o.flag) filter.flag = o.flag;
        if (o.origin) filter.origin = o.origin;
        if (o.kind) filter.kind = o.kind;
        if (o.source) filter.source = o.source;
        const offset = wholeNumber(o.offset, '--offset', 0);
        // A terminal gets one page (issue #14: 527 memories printed a 1,298-line table); a pipe
        // or --json gets every row unless --limit says otherwise.
        const limit = o.limit !== undefined ? wholeNumber(o.limit, '--limit', 1) : process.stdout.isTTY === true && !out.json ? LIST_PAGE : undefined;
        if (o.status === 'forgotten') return listForgotten(g, out, filter, { offset, ...(limit !== undefined ? { limit } : {}) });
        // Only the page is read as checked (issue #20); `total` counts every match.
        const { records: page, total } = await withSession(g, out, (session) =>
          session.listPage(filter, { offset, ...(limit !== undefined ? { limit } : {}) }),
        );
        const more = total - offset - page.length;
        if (out.json) await out.printJsonStream(page);
        else if (total === 0 && Object.keys(filter).length === 0 && offset === 0)
          // Nothing stored at all: say so, and what adds memories (issue #14's walk, item 29).
          out.print(
            `No memories yet. They come from \`cairn import .\` (your agent files, as candidates to review), \`cairn memorize --text "…"\`, or your agent through the MCP server (${SETUP_COMMANDS}).`,
          );
        else if (total === 0) out.print('No memories match.');
        else if (page.length === 0) out.print(`No memories past --offset ${offset}: ${total} match.`);
        else {
          const now = new Date();
          // Off a terminal a long text is cut at PIPE_TEXT characters: every row is padded to the
          // widest text, and a 32 KiB memory made each line 92,496 characters (walk 11, item 1).
          const room = out.columns === undefined ? PIPE_TEXT : Number.POSITIVE_INFINITY;
          let cut = 0;
          await out.printTable(
            ['id', 'kind', 'origin', 'status', 'age', 'source', 'text'],
            // Whole on one line: the table cuts the text to the terminal's width, and never in a pipe (issue #14).
            page.map((r) => [
              r.id,
              r.kind,
              r.origin,
              marks(r, out),
              ageInWords(r.createdAt, now).replace('stored ', ''),
              sourceOf(r),
              listText(r.text, room, () => cut++),
            ]),
            // A narrow terminal keeps the text readable: these go first, least useful first.
            { drop: ['age', 'kind', 'origin', 'source'] },
          );
          if (cut > 0)
            out.print(
              `${cut === 1 ? '1 text was' : `${cut} texts were`} cut at ${PIPE_TEXT} characters: \`cairn show <id>\` or \`cairn --json list\` gives ${cut === 1 ? 'it' : 'them'} whole.`,
            );
          if (more > 0)
            out.print(
              `${offset + 1}–${offset + page.length} of ${total}. ${more} more: --offset ${offset + page.length} for the next page, --limit <n> for more rows.`,
            );
        }
        return 0;
      });
    });

  program
    .command('show')
    .description('Show one memory with its provenance')
    .argument('<id>', 'the memory id')
    .action(async (id: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const r = await withSession(g, out, async (session) => {
          try {
            return await session.get(id);
          } catch (error) {
            throw await goneHint(session, id, error);
          }
        });
        if (out.json) out.printJson(r);
        else out.print(describeRecord(r, out));
        return 0;
      });
    });

  program
    .command('stale')
    .description('Memories bound to a file that changed since (edited, deleted or moved), with what changed; review each, then `cairn reverify <id>`')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const list = await withSession(g, out, (session) => session.stale());
        if (out.json) {
          await out.printJsonStream({
            stale: list.map((x) => ({
              id: x.record.id,
              kind: x.record.kind,
              status: x.record.status,
              changes: x.changes,
              text: x.record.text,
              replacements: x.replacements,
            })),
          });
          return list.length > 0 ? EXIT.findings : EXIT.ok;
        }
        if (list.length === 0) {
          out.print('No stale memories: every file a memory is bound to is as it was.');
          return 0;
        }
        const now = new Date();
        await out.printTable(
          ['id', 'kind', 'status', 'what changed', 'text'],
          list.map((x) => [
            x.record.id,
            x.record.kind,
            marks(x.record, out),
            staleLabel(x.changes, now).replace('may be outdated: ', ''),
            oneLine(x.record.text, 70),
          ]),
        );
        // A replacement waiting for the person is named with the memory it replaces (issue #14,
        // fourth walk item 22: the import said so once; stale did not).
        for (const x of list)
          for (const id of x.replacements) out.print(`${x.record.id}: replacement ${id} waits: cairn confirm ${id} (then ${x.record.id} is superseded)`);
        out.print(`${list.length} stale. Read what changed, then \`cairn reverify <id>\` (signed) for each memory that still holds, or \`cairn forget <id>\`.`);
        // Findings (README: exit 1), as `scan` and `audit --verify` say theirs.
        return EXIT.findings;
      });
    });

  program
    .command('decisions')
    .description('What we decided: decisions with the day each was recorded in Cairn (an imported one: the day it was read), status and tripwires')
    .argument('[query...]', 'optional words to filter by')
    .option('--include-superseded', 'also show superseded decisions')
    .option('--include-candidates', 'also show unconfirmed candidate decisions (marked)')
    .action(async (words: string[], o: { includeSuperseded?: boolean; includeCandidates?: boolean }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const { decisions: list, waiting } = await withSession(g, out, (session) =>
          session.decisions({
            ...(words.length > 0 ? { query: words.join(' ') } : {}),
            includeSuperseded: o.includeSuperseded === true,
            includeCandidates: o.includeCandidates === true,
          }),
        );
        if (out.json) await out.printJsonStream({ decisions: list });
        else if (list.length === 0) {
          out.print(
            waiting === 0
              ? 'No decisions recorded yet.'
              : `No confirmed decisions yet; ${count(waiting, 'decision waits', 'decisions wait')} for a person's confirm: \`cairn list --kind decision --status candidate\`.`,
          );
        } else
          await out.printTable(
            // "recorded", not "date" (walk h49 item 10): the day Cairn stored it, not the day it was decided.
            ['id', 'recorded', 'status', 'origin', 'decision', 'tripwires', 'source'],
            list.map((d) => [
              d.id,
              d.date,
              marks(d, out),
              d.origin,
              oneLine(d.decision, 70),
              d.tripwires.join('; ') || '—',
              d.sources.map(displayRef).join('; ') || '—',
            ]),
          );
        // Hidden candidates said, as recall says them (the h47 walk, item 8: an imported decision was just not there).
        if (!out.json && list.length > 0 && waiting > 0)
          out.print(
            `${waiting === 1 ? '1 candidate decision also matches and is' : `${waiting} candidate decisions also match and are`} not shown (not confirmed yet): --include-candidates shows ${waiting === 1 ? 'it' : 'them'}.`,
          );
        return 0;
      });
    });

  program
    .command('digest')
    .description(
      "Render the digest (MEMORY.md) as the SessionStart hook gives it to the agent: confirmed and trusted memories, fenced as data to verify, and the Recent sessions section (the agent's own summaries of protected sessions)",
    )
    .option('--out <file>', 'write it to a file (0600) instead of stdout (- is stdout); an existing file is replaced only with --force')
    .option('--force', 'replace the --out file if it exists')
    .option('--budget <chars>', "size budget in characters, at least 400 (default: the home config's digestBudget, as the hook uses; 8000 unless set)")
    .action(async (o: { out?: string; force?: boolean; budget?: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        // `--out -` is standard output, as for most tools (walk 13 F2: it wrote a file named "-").
        if (o.out === '-') delete o.out;
        const typed = o.budget === undefined ? undefined : Number(o.budget);
        // Below about 400 characters the introduction and the fence alone do not fit.
        if (typed !== undefined && (!Number.isInteger(typed) || typed < 400))
          throw new CoreError(ErrorCode.INVALID_INPUT, '--budget must be a whole number of characters, at least 400.');
        let waiting: string | undefined;
        const md = await withSession(g, out, async (session) => {
          // The same text the SessionStart hook injects (walk h49 item 5: the Recent sessions
          // section was left out): the hook's budget, and the journals it may quote.
          const hooks = await import('@cairn/hooks');
          const budget = typed ?? (await hooks.readHookConfig(session.location.home, hooks.DEFAULT_HOOK_CONFIG)).digestBudget;
          const observations = openObservations(session.location);
          const journals = await observations
            .listSessions()
            .then(async (sessions) => journalView(sessions, await homeDeclaration(session.location.home)))
            .finally(() => observations.close());
          return session.digest(
            budget,
            o.out !== undefined
              ? {
                  out: o.out,
                  force: o.force === true,
                  waiting: (line) => {
                    waiting = line;
                  },
                }
              : undefined,
            journals,
          );
        });
        // Said on the terminal (stderr), not written into the file (walk h52 item 5).
        if (waiting !== undefined && !out.json) out.note(waiting);
        if (o.out !== undefined) {
          if (out.json) out.printJson({ written: o.out, characters: md.length });
          else out.print(`Wrote the digest to ${o.out} (${md.length} characters).`);
        } else if (out.json) out.printJson({ digest: md });
        // Stdout is the digest, byte for byte, written whole as the export is (a full disk or a
        // file-size limit under `> digest.md` exits 5 and says so; `| head` ends quietly).
        else
          await writeWholeOutput(`${md.replace(/\n$/u, '')}\n`, 'the digest', {
            incomplete: 'what was written is cut short, so it is not what a session gets',
          });
        return 0;
      });
    });
}

/**
 * `cairn list --status forgotten` (issue #14, walk-2 item 14: it was always empty). A forget
 * removes the record, so no stored record has that status: the forgotten memories are read from
 * the audit log's `forget` lines (core's `forgottenMemories`), with what those lines keep — id,
 * origin, when, how and by whom; never text. Filters the audit line cannot answer are refused.
 */
async function listForgotten(g: GlobalOptions, out: Output, filter: ListFilter, page: { offset: number; limit?: number }): Promise<number> {
  const unanswerable = (['flag', 'kind', 'source'] as const).filter((k) => filter[k] !== undefined);
  if (unanswerable.length > 0)
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `--status forgotten cannot take --${unanswerable.join(', --')}: a forgotten memory's ${unanswerable.join(', ')} left with its text (the audit log keeps its id, origin and when). Use --origin, or \`cairn audit\`.`,
    );
  const origins = filter.origin === undefined ? undefined : new Set<string>([filter.origin].flat());
  const all = (await withSession(g, out, async (session) => forgottenMemories(await session.audit(Number.MAX_SAFE_INTEGER)))).filter(
    (f) => origins === undefined || (f.origin !== undefined && origins.has(f.origin)),
  );
  const rows = all.slice(page.offset, page.limit === undefined ? undefined : page.offset + page.limit);
  if (out.json) {
    await out.printJsonStream(rows.map((f) => ({ ...f, status: 'forgotten' })));
    return 0;
  }
  if (all.length === 0) {
    out.print('No forgotten memories.');
    return 0;
  }
  if (rows.length === 0) {
    out.print(`No forgotten memories past --offset ${page.offset}: ${all.length} match.`);
    return 0;
  }
  const now = new Date();
  await out.printTable(
    ['id', 'origin', 'status', 'forgotten', 'how', 'by'],
    rows.map((f) => [
      f.id,
      f.origin ?? '?',
      out.paint.yellow('forgotten'),
      ageInWords(f.time, now).replace('stored ', ''),
      f.importSkips ? 'reject (an import skips its lines)' : f.rejected ? 'reject' : 'forget',
      f.signer === undefined ? f.channel : signerLabel(f),
    ]),
  );
  const more = all.length - page.offset - rows.length;
  if (more > 0)
    out.print(
      `${page.offset + 1}–${page.offset + rows.length} of ${all.length}. ${more} more: --offset ${page.offset + rows.length} for the next page, --limit <n> for more rows.`,
    );
  out.print('Their text is gone: the audit log keeps metadata only (`cairn audit` shows each line).');
  return 0;
}

/** Audit events after which a memory's record is gone from the store. */
const REMOVED_BY = new Set(['forget', 'prune', 'wipe', 'consolidate']);

/**
 * A NOT_FOUND for `id`, said with what the audit log knows (issue #14: `show` of a forgotten id
 * gave no hint; `forget` of one said only "No memory", the fifteenth walk): "forgotten on <time> (forget, signed by …)" when a removing event names it;
 * any other error as it is.
 */
export async function goneHint(session: ProjectSession, id: string, error: unknown): Promise<unknown> {
  if (!(error instanceof CoreError) || error.code !== ErrorCode.NOT_FOUND) return error;
  const lines = await session.audit(Number.MAX_SAFE_INTEGER).catch(() => []);
  const gone = lines.filter((l) => REMOVED_BY.has(l.event) && (l.id === id || l.ids?.includes(id) === true)).at(-1);
  if (gone === undefined) return error;
  // A signer is the person's only when the line's signature verifies (issue #16).
  const by =
    gone.signer === undefined
      ? ''
      : gone.signerCheck === undefined || gone.signerCheck.verified
        ? `, signed by ${signerLabel(gone)}`
        : `, ${signerLabel(gone)}`;
  return new CoreError(
    ErrorCode.NOT_FOUND,
    `${id} was ${gone.event === 'forget' ? 'forgotten' : `removed (${gone.event})`} on ${gone.time} (audit line ${gone.seq}, via ${gone.channel}${by}); its text is gone — the audit log keeps metadata only. \`cairn audit\` shows the line.`,
  );
}

/** The column the values of `show` start at. */
const SHOW_INDENT = 12;

/**
 * `label` and a free-text value, each later line of the value indented under its first (walk 7,
 * item 12: `show` printed a multi-line text's later lines at column 0, as if they were fields).
 */
function labelled(label: string, value: string): string {
  return `${label.padEnd(SHOW_INDENT)}${value.split('\n').join(`\n${' '.repeat(SHOW_INDENT)}`)}`;
}

/** A person-readable view of one record with its provenance. */
export function describeRecord(r: CheckedRecord, out: Output): string {
  const now = new Date();
  const lines = [
    `${out.paint.bold(r.id)}  ${r.kind}  ${marks(r, out)}`,
    '',
    r.title ? labelled('title:', r.title) : '',
    labelled('text:', r.text),
    r.summary ? labelled('summary:', r.summary) : '',
    `origin:     ${r.origin}`,
    `salience:   ${r.salience}   confidence: ${r.confidence}   strength now: ${currentStrength(r, now).toFixed(3)}   decay/day: ${r.pinned || r.stable ? `none (${r.pinned ? 'pinned' : 'stable'}; ${r.decayRate} if it were not)` : r.decayRate}`,
    `pinned:     ${r.pinned}   stable: ${r.stable}${r.confirmedAt ? `   confirmed: ${r.confirmedAt}` : ''}`,
    // A trusted teammate's acts (the team key roster): theirs, by their role name.
    r.signedBy?.length ? `signed by:  ${r.signedBy.map((x) => `${teammateWords(x)} (${x.act}, ${x.at})`).join(', ')}` : '',
    r.gateReasons.length ? `gate:       ${r.gateReasons.join(', ')}` : '',
    r.tags.length ? `tags:       ${r.tags.join(', ')}` : '',
    r.tripwires?.length ? `tripwires:  ${r.tripwires.join('; ')}` : '',
    r.filesEdited?.length ? `files:      ${r.filesEdited.join(', ')}` : '',
    r.bindings?.length ? `bound to:   ${r.bindings.map((b) => displayRef(bindingRef(b))).join(', ')}` : '',
    r.stale?.length ? out.paint.yellow(`stale:      ${staleLabel(r.stale, now)} — re-read it, then \`cairn reverify ${r.id}\``) : '',
    r.supersedes ? `supersedes: ${r.supersedes}` : '',
    r.supersededBy ? `superseded by: ${r.supersededBy}` : '',
    `created:    ${r.createdAt} (${ageInWords(r.createdAt, now)})   recalled: ${r.recallCount}×`,
    `evidence (${evidenceWords(evidenceTally(r))}):`,
    ...r.evidence.map(
      (e) =>
        `  - ${e.source !== null ? displayRef(e.source) : '(no source)'}  ${e.origin ?? ''} via ${e.channel}${e.session ? `, session ${e.session}` : e.callerSession ? `, session ${e.callerSession} (named by the caller)` : ''}, ${e.at}${
          // Why a source was not bound (issue #23), as memorize said it (tenth walk, item 6: only --json carried it).
          e.unbound !== undefined ? `; not bound: ${e.unbound}, recorded as text only` : ''
        }${
          // A cited line range that does not hold the text (issue #22): the caller's note, not evidence.
          e.notEvidence !== undefined ? `; not evidence: ${e.notEvidence}, kept as the caller's note` : ''
        }${
          // What the origin was lowered by (issue #22): an observation, or a file of the working tree.
          e.attestedBy !== undefined
            ? `; attested ${e.attestedBy.origin} by ${[e.attestedBy.tool, e.attestedBy.ref].filter((x) => x !== undefined).join(' ')}${
                // Lowered by a bar (an output too large to keep whole), walk 51: the observation, and the person's way out.
                e.attestedBy.dropped !== undefined && e.attestedBy.observation !== undefined
                  ? `, observation ${e.attestedBy.observation}: it was too large to keep whole (${e.attestedBy.dropped} tokens dropped unread) and this memory's ${e.attestedBy.by === 'words' ? 'words' : tokenKindWords([e.attestedBy.by], { counted: false })} may have been among them. If you checked them: cairn lift-bar ${e.attestedBy.observation} --memory ${r.id}`
                  : ''
              }`
            : ''
        }`,
    ),
  ];
  return lines.filter((l) => l !== '').join('\n');
}
