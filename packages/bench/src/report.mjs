/**
 * The Markdown report: a machine line, the targets (met / not met), then every figure.
 */
import { markdownTable } from 'markdown-table';
import { childEnvLine } from './childEnv.mjs';
import { SHAPES } from './overMcp.mjs';

/** Figure formatting: milliseconds, bytes, rates, ratios. */
const ms = (x) => (!Number.isFinite(x) ? '—' : x < 10 ? `${x.toFixed(2)} ms` : x < 100 ? `${x.toFixed(1)} ms` : `${Math.round(x).toLocaleString('en-US')} ms`);
const bytes = (x) => (!Number.isFinite(x) ? '—' : x >= 1e6 ? `${(x / 1e6).toFixed(1)} MB` : x >= 1e3 ? `${(x / 1e3).toFixed(1)} kB` : `${Math.round(x)} B`);
const rate = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '—');
const times = (x) => (!Number.isFinite(x) ? '—' : x >= 10 ? `${Math.round(x)}×` : `${x.toFixed(1)}×`);
const share = (x) => (Number.isFinite(x) ? x.toFixed(2) : '—');
const mb = (m) => (m ? `${Math.round(m.rssMB)} MB (peak ${Math.round(m.peakMB)} MB)` : 'not readable');

const HUGE_RUNS = (h) => h.cliRuns ?? 5;

/** Short name of a corpus size: 1k, 10k, 100k. */
export const sizeName = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));

/**
 * @typedef {object} Target
 * @property {string} what
 * @property {string} goal
 * @property {string} figure
 * @property {boolean | undefined} met - undefined when not measured in this run
 */

/**
 * Checks each target of issue #10 against the run's figures.
 *
 * @param {any} r - the run's results (see run.mjs)
 * @returns {Target[]}
 */
export function evaluateTargets(r) {
  const at = (n) => r.sizes.find((s) => s.size === n);
  const s10 = at(10_000);
  const s100 = at(100_000);
  const cli100 = r.coldCli.find((c) => c.size === 100_000);
  const multi = r.sizes.map((s) => s.recall['multi-word'].cairn.hit5);
  const lost = r.concurrency ? r.concurrency.cairn.lost + (r.concurrency.cairn.expected - r.concurrency.cairn.acknowledged) : undefined;
  return [
    {
      what: 'Recall over MCP vs the peer at 10k',
      goal: '≥ 20× faster',
      figure: s10 ? times(s10.recall.all.ratio) : '—',
      met: s10 ? s10.recall.all.ratio >= 20 : undefined,
    },
    {
      what: 'Recall over MCP vs the peer at 100k',
      goal: '≥ 100× faster',
      figure: s100 ? times(s100.recall.all.ratio) : '—',
      met: s100 ? s100.recall.all.ratio >= 100 : undefined,
    },
    {
      what: 'Multi-word hit@5 (Cairn, every size)',
      goal: '≥ 0.95',
      figure: multi.map(share).join(' / '),
      met: multi.length > 0 ? multi.every((h) => h >= 0.95) : undefined,
    },
    {
      what: 'In-process recall p50 at 100k (file store with the recall index, as the MCP server opens it)',
      goal: '≤ 5 ms',
      figure: r.inProcess?.size === 100_000 ? ms(r.inProcess.indexed.p50) : '—',
      met: r.inProcess?.size === 100_000 ? r.inProcess.indexed.p50 <= 5 : undefined,
    },
    { what: 'Cold CLI recall at 100k vs `node -e 0`', goal: '≤ 2.0×', figure: cli100 ? times(cli100.ratio) : '—', met: cli100 ? cli100.ratio <= 2 : undefined },
    ...['PreToolUse', 'PostToolUse', 'SessionStart'].map((event) => {
      const h = (r.coldHook ?? []).find((x) => x.event === event && x.size === 10_000);
      return {
        what: `\`cairn hook\` ${event} at 10k vs \`node -e 0\` (p50)`,
        goal: '≤ 2.0×',
        figure: h ? `${times(h.ratio)} (${ms(h.hook)} vs ${ms(h.node)})` : '—',
        met: h ? h.ratio <= 2 : undefined,
      };
    }),
    {
      what: 'Recall with 1,000 bound memories at 10k vs unbound, in process through the session (issue #23)',
      goal: '≤ 1.3×',
      figure: r.bindings
        ? `${times(r.bindings.inProcess.ratio)} (${ms(r.bindings.inProcess.bound.median)} vs ${ms(r.bindings.inProcess.unbound.median)})`
        : '—',
      met: r.bindings ? r.bindings.inProcess.ratio <= 1.3 : undefined,
    },
    {
      what: 'Cold CLI recall with 1,000 bound memories at 10k vs unbound (issue #23)',
      goal: '≤ 1.3×',
      figure: r.bindings ? `${times(r.bindings.coldCli.ratio)} (${ms(r.bindings.coldCli.bound)} vs ${ms(r.bindings.coldCli.unbound)})` : '—',
      met: r.bindings ? r.bindings.coldCli.ratio <= 1.3 : undefined,
    },
    {
      what: 'Durable memorize vs raw lock + 2×fdatasync',
      goal: '≥ 80%',
      figure: r.store ? `${r.store.memorizePct}%` : '—',
      met: r.store ? r.store.memorizePct >= 80 : undefined,
    },
    { what: 'Bulk import', goal: '≥ 5,000 records/s', figure: r.store ? `${rate(r.store.bulk)}/s` : '—', met: r.store ? r.store.bulk >= 5000 : undefined },
    {
      what: 'Records lost under concurrency (Cairn)',
      goal: '0',
      figure: lost === undefined ? '—' : String(lost),
      met: lost === undefined ? undefined : lost === 0,
    },
    {
      what: 'MCP server RSS at 100k',
      goal: '≤ 250 MB',
      figure: s100?.rss.cairn ? `${Math.round(s100.rss.cairn.rssMB)} MB` : '—',
      met: s100?.rss.cairn ? s100.rss.cairn.rssMB <= 250 : undefined,
    },
  ];
}

/**
 * Checks each target of issue #20 (every process answers in milliseconds) against the run.
 *
 * @param {any} r - the run's results (see run.mjs)
 * @returns {Target[]}
 */
export function evaluateStartTargets(r) {
  const at = (n) => r.sizes.find((s) => s.size === n);
  const s10 = at(10_000);
  const s100 = at(100_000);
  const cli = (n) => r.coldCli.find((c) => c.size === n);
  const cli10 = cli(10_000);
  const cli100 = cli(100_000);
  const f = r.floor;
  const open100 = r.inProcess?.size === 100_000 && f ? (r.inProcess.openSeconds * 1000) / f.node : undefined;
  const seedRates = r.sizes.map((s) => s.seed.perSecond);
  const ratioTarget = (what, value, goal, ok) => ({
    what,
    goal,
    figure: value === undefined ? '—' : times(value),
    met: value === undefined ? undefined : ok(value),
  });
  return [
    ratioTarget('Cold CLI recall at 100k vs `node -e 0`', cli100?.ratio, '≤ 2.0×', (x) => x <= 2),
    ratioTarget('Cold CLI recall at 10k vs `node -e 0`', cli10?.ratio, '≤ 2.0×', (x) => x <= 2),
    ratioTarget('Cold CLI recall at 10k vs `node -e 0`, the shipped bundle', cli10?.bundleRatio, '≤ 2.0×', (x) => x <= 2),
    ratioTarget('Cold CLI recall on a 20-memory store vs `node -e 0`', f ? f.cli20 / f.node : undefined, '≤ 2.0×', (x) => x <= 2),
    ratioTarget('Cold CLI recall on a 20-memory store vs `node -e 0`, the shipped bundle', f ? f.cli20Bundle / f.node : undefined, '≤ 2.0×', (x) => x <= 2),
    ratioTarget('File store cold open at 100k vs `node -e 0`', open100, '≤ 1.0×', (x) => x <= 1),
    ratioTarget(
      'MCP server start to first tools/list at 100k, vs the peer',
      s100 ? s100.startup.cairn / s100.startup.peer : undefined,
      '≤ 1.5×',
      (x) => x <= 1.5,
    ),
    {
      what: 'MCP server RSS at 100k',
      goal: '≤ 250 MB',
      figure: s100?.rss.cairn ? `${Math.round(s100.rss.cairn.rssMB)} MB (peer ${Math.round(s100.rss.peer?.rssMB ?? Number.NaN)} MB)` : '—',
      met: s100?.rss.cairn ? s100.rss.cairn.rssMB <= 250 : undefined,
    },
    ratioTarget('Recall over MCP vs the peer at 10k', s10?.recall.all.ratio, '≥ 20×', (x) => x >= 20),
    ratioTarget('Recall over MCP vs the peer at 100k', s100?.recall.all.ratio, '≥ 100×', (x) => x >= 100),
    {
      what: 'Durable memorize vs raw lock + 2×fdatasync',
      goal: '≥ 80%',
      figure: r.store ? `${r.store.memorizePct}%` : '—',
      met: r.store ? r.store.memorizePct >= 80 : undefined,
    },
    {
      what: 'Bulk import (store group commit)',
      goal: '≥ 10,000 records/s',
      figure: r.store ? `${rate(r.store.bulk)}/s` : '—',
      met: r.store ? r.store.bulk >= 10_000 : undefined,
    },
    {
      what: 'Bulk memorize (the whole write path), every size',
      goal: '≥ 3,000/s',
      figure: seedRates.map((x) => `${rate(x)}/s`).join(' / ') || '—',
      met: seedRates.length > 0 ? seedRates.every((x) => x >= 3000) : undefined,
    },
  ];
}

/**
 * Renders the report.
 *
 * @param {any} r - the run's results (see run.mjs)
 * @returns {string} Markdown
 */
export function renderReport(r) {
  const targets = evaluateTargets(r);
  const verdict = (t) => (t.met === undefined ? `not measured${r.quick ? ' (--quick)' : ''}` : t.met ? '**met**' : '**not met**');
  const out = [];
  out.push('# Cairn beside the MCP reference memory server');
  out.push('');
  out.push(
    `Machine: ${r.machine.cores} cores (${r.machine.cpu}), ${r.machine.memoryGB} GB, Node ${r.machine.node}, ${r.machine.platform}; ${r.machine.date}` +
      `${r.machine.load ? `; load average ${r.machine.load.start.toFixed(1)} at the start, ${(r.machine.load.end ?? Number.NaN).toFixed(1)} at the end` : ''}. ` +
      `Run: \`pnpm bench${r.quick ? ' --quick' : ''}\`, ${Math.round(r.wallSeconds)} s wall time. ` +
      `Peer: \`@modelcontextprotocol/server-memory\` ${r.peerVersion}; both driven by \`@modelcontextprotocol/sdk\` ${r.sdkVersion}'s client over stdio. ` +
      `Cairn's search index: ${r.sizes[0]?.seed.indexKind ?? '?'}.`,
  );
  out.push('');
  out.push(
    'Other work shared this 2-core machine during the run, so absolute numbers are noisy; every Cairn/peer ratio is the median of ratios taken pair by pair, back to back, in the same run. Benchmarks are scripts, not tests: no number here fails CI.',
  );
  out.push('');
  out.push('![Recall latency, response size and multi-word hit@5, Cairn beside the peer](chart.png)');
  out.push('');
  out.push('## Targets (issue #20: every process answers in milliseconds)');
  out.push('');
  out.push(markdownTable([['target', 'goal', 'this run', 'verdict'], ...evaluateStartTargets(r).map((t) => [t.what, t.goal, t.figure, verdict(t)])]));
  out.push('');
  out.push('## Targets (issue #10)');
  out.push('');
  out.push(markdownTable([['target', 'goal', 'this run', 'verdict'], ...targets.map((t) => [t.what, t.goal, t.figure, verdict(t)])]));
  out.push('');
  if (r.floor) {
    const f = r.floor;
    out.push('## Start-up floor');
    out.push('');
    out.push(
      `What a fresh process costs before it does any work (medians of ${f.runs}, alternating): ` +
        'the floor program loads core and store-fs, opens a store of one memory, recalls one word and prints the ids (packages/bench/src/floorRecall.mjs: no argument parsing, no other command); ' +
        "`cairn --version` is the CLI's start-up alone; the `cairn recall` rows are a whole cold CLI recall (which also writes the recall's reinforcement, durably), on a project with memory enabled and no memory (the floor of a whole recall: everything but reading and ranking records) and on 20 memories. " +
        "Each `cairn` row twice: the workspace CLI (packages/cli/dist/cairn.cjs) and the shipped bundle (cairn-memory's dist/cairn.cjs, what a user installs)" +
        (r.machine.childEnv
          ? `. The environment: ${childEnvLine(r.machine.childEnv)} (packages/bench/src/childEnv.mjs), the cold recalls and hooks below alike.`
          : '.'),
    );
    out.push('');
    out.push(
      markdownTable(
        [
          ['process', 'median', 'vs `node -e 0`'],
          ['`node -e 0`', ms(f.node), '1.0×'],
          ['floor program (core + store-fs, one recall)', ms(f.floor), times(f.floor / f.node)],
          ['`cairn --version`, workspace CLI', ms(f.version), times(f.version / f.node)],
          ['`cairn --version`, shipped bundle', ms(f.versionBundle), times(f.versionBundle / f.node)],
          ...(f.cli0 === undefined
            ? []
            : [
                ['`cairn recall ledgerline --json`, empty store, workspace CLI', ms(f.cli0), times(f.cli0 / f.node)],
                ['`cairn recall ledgerline --json`, empty store, shipped bundle', ms(f.cli0Bundle), times(f.cli0Bundle / f.node)],
              ]),
          ['`cairn recall ledgerline --json`, 20 memories, workspace CLI', ms(f.cli20), times(f.cli20 / f.node)],
          ['`cairn recall ledgerline --json`, 20 memories, shipped bundle', ms(f.cli20Bundle), times(f.cli20Bundle / f.node)],
        ],
        { align: ['l', 'r', 'r'] },
      ),
    );
    out.push('');
  }

  out.push("## Recall over MCP: Cairn `recall` beside the peer's `search_nodes`");
  out.push('');
  out.push(
    `Each query asked of both servers back to back (alternating which goes first); ${r.sizes.map((s) => `${s.rounds} round${s.rounds === 1 ? '' : 's'} at ${sizeName(s.size)}`).join(', ')}. ` +
      'Cairn is called as an agent would (`{query}`: default limit 10, active memories); the peer returns every entity whose name, type or observation contains the whole query string, in file order. ' +
      'hit@5: share of queries with a relevant memory among the first five returned (first round). Size: the result as JSON (median / mean). Ratio: peer time ÷ Cairn time, median over pairs. ' +
      "Cairn's recall also reinforces the memories it returns (DESIGN.md §4) with one locked, fdatasynced store transaction, which the server writes after sending the answer (it still competes for the same cores); the peer writes nothing on a search.",
  );
  out.push('');
  const rows = [
    [
      'size',
      'queries',
      'n',
      'Cairn p50',
      'Cairn p99',
      'peer p50',
      'peer p99',
      'ratio',
      'Cairn size p50 / mean',
      'peer size p50 / mean',
      'Cairn hit@5',
      'peer hit@5',
    ],
  ];
  for (const s of r.sizes) {
    for (const shape of [...SHAPES, 'all']) {
      const f = s.recall[shape];
      rows.push([
        sizeName(s.size),
        shape === 'common' ? 'common word (no key)' : shape,
        String(f.n),
        ms(f.cairn.p50),
        ms(f.cairn.p99),
        ms(f.peer.p50),
        ms(f.peer.p99),
        times(f.ratio),
        `${bytes(f.cairn.bytes)} / ${bytes(f.cairn.meanBytes)}`,
        `${bytes(f.peer.bytes)} / ${bytes(f.peer.meanBytes)}`,
        share(f.cairn.hit5),
        share(f.peer.hit5),
      ]);
    }
  }
  out.push(markdownTable(rows, { align: ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'] }));
  out.push('');
  const missed = r.sizes
    .filter((s) => s.recall.all.cairnMissed.length > 0)
    .map((s) => `${sizeName(s.size)}: ${s.recall.all.cairnMissed.map((q) => `"${q}"`).join(', ')}`);
  out.push(`Queries with no relevant memory in Cairn's first five: ${missed.length > 0 ? missed.join('; ') : 'none'}.`);
  out.push('');
  const oversized = r.sizes.filter((s) => s.peerOversized > 0).map((s) => `${s.peerOversized} at ${sizeName(s.size)}`);
  if (oversized.length > 0) {
    out.push(
      `The peer's answers larger than the SDK client's default 10 MiB stdio message limit: ${oversized.join(', ')} (common words). A client with default settings drops the connection on such an answer; this run raised the limit to measure them.`,
    );
    out.push('');
  }

  out.push('## Memorize over MCP');
  out.push('');
  out.push(
    "Per round, back to back: Cairn `memorize` (origin `agent`), the peer's `create_entities` (a new entity holding the memory) and `add_observations` (the memory added to an existing entity). Ratio: peer time ÷ Cairn time, median over pairs.",
  );
  out.push('');
  const mrows = [['size', 'rounds', 'Cairn p50', 'Cairn p99', 'create_entities p50', 'p99', 'ratio', 'add_observations p50', 'p99', 'ratio']];
  for (const s of r.sizes) {
    const m = s.memorize;
    mrows.push([
      sizeName(s.size),
      String(m.n),
      ms(m.cairn.p50),
      ms(m.cairn.p99),
      ms(m.create.p50),
      ms(m.create.p99),
      times(m.createRatio),
      ms(m.add.p50),
      ms(m.add.p99),
      times(m.addRatio),
    ]);
  }
  out.push(markdownTable(mrows, { align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'] }));
  out.push('');

  if (r.concurrency) {
    const c = r.concurrency;
    out.push('## Concurrency: several server processes on one store');
    out.push('');
    out.push(
      `${c.writers} server processes per contestant on one store (the ${sizeName(c.size)} corpus), each writing ${c.each} new memories one after another, all at once; then the store is read afresh and every acknowledged write looked for.`,
    );
    out.push('');
    out.push(
      markdownTable([
        ['', 'writes sent', 'acknowledged', 'present afterwards', 'lost'],
        ['Cairn (`memorize`)', String(c.cairn.expected), String(c.cairn.acknowledged), String(c.cairn.present), String(c.cairn.lost)],
        ['peer (`create_entities`)', String(c.peer.expected), String(c.peer.acknowledged), String(c.peer.present), String(c.peer.lost)],
      ]),
    );
    out.push('');
  }

  out.push('## Cairn alone');
  out.push('');
  const lrows = [['figure', 'value', 'how']];
  if (r.inProcess) {
    const p = r.inProcess;
    lrows.push([
      `In-process recall at ${sizeName(p.size)}, file store (persisted index)`,
      `p50 ${ms(p.file.p50)}, p99 ${ms(p.file.p99)}`,
      `core \`recall\` on store-fs's \`openFileStore\` (${p.indexKind} index), as the one-shot CLI opens it, no reinforcement, ${p.file.n} queries`,
    ]);
    lrows.push([
      `In-process recall at ${sizeName(p.size)}, file store with the recall index`,
      `p50 ${ms(p.indexed.p50)}, p99 ${ms(p.indexed.p99)}; first recall (builds the index) ${ms(p.indexBuildMs)}`,
      `core \`recall\` on \`openFileStore({ recallIndex: true })\`, as the MCP server and the editor open it, ${p.indexed.n} queries`,
    ]);
    lrows.push([
      `In-process recall at ${sizeName(p.size)}, in-memory store`,
      `p50 ${ms(p.memory.p50)}, p99 ${ms(p.memory.p99)}`,
      `core \`recall\` on \`createInMemoryStore\` holding the same records, ${p.memory.n} queries`,
    ]);
    lrows.push([
      `File store cold open at ${sizeName(p.size)}`,
      `${ms(p.openSeconds * 1000)}${r.floor ? ` = ${times((p.openSeconds * 1000) / r.floor.node)} \`node -e 0\`` : ''}; RSS after it ${Math.round(p.rssAfterOpenMB ?? Number.NaN)} MB (the bench process)`,
      'openFileStore in a warm process: the persisted view checked against the log, the log read from its position (no replay)',
    ]);
  }
  for (const c of r.coldCli) {
    lrows.push([
      `Cold CLI recall at ${sizeName(c.size)}`,
      `workspace CLI ${ms(c.cli)} = ${times(c.ratio)}, shipped bundle ${ms(c.bundle)} = ${times(c.bundleRatio)} \`node -e 0\` (${ms(c.node)})`,
      `\`cairn recall ${c.word} --json\`, a new process each time, median of ${c.runs} beside \`node -e 0\`, alternating; the bundle is cairn-memory's dist/cairn.cjs`,
    ]);
  }
  if (r.store) {
    const st = r.store;
    lrows.push([
      'Raw lock + 2×fdatasync transactions',
      `${rate(st.raw)}/s`,
      'proper-lockfile lock, append + fdatasync to two files, unlock (packages/store-fs/bench/durable.mjs)',
    ]);
    lrows.push(['Durable store transactions', `${rate(st.tx)}/s = ${st.txPct}% of raw`, `one record + its audit line per transaction (${st.index} index)`]);
    lrows.push(['Durable memorize', `${rate(st.memorize)}/s = ${st.memorizePct}% of raw`, "core's whole write path per transaction, same chunks interleaved"]);
    lrows.push(['Bulk import', `${rate(st.bulk)} records/s`, `group commit of 500 (\`transactMany\`), ${rate(st.bulkCount)} records`]);
  }
  for (const s of r.sizes) {
    lrows.push([
      `Bulk memorize at ${sizeName(s.size)}`,
      `${rate(s.seed.perSecond)} memories/s`,
      'seeding: core `memorize` as a person at the CLI, 64 in flight (group commit), as `cairn import` writes',
    ]);
  }
  for (const s of r.sizes) {
    lrows.push([`MCP server start at ${sizeName(s.size)}`, `Cairn ${ms(s.startup.cairn)}, peer ${ms(s.startup.peer)}`, 'spawn to the first tools/list answer']);
    lrows.push([`Server RSS at ${sizeName(s.size)}`, `Cairn ${mb(s.rss.cairn)}; peer ${mb(s.rss.peer)}`, '/proc/<pid>/status VmRSS (VmHWM) after the recalls']);
  }
  out.push(markdownTable(lrows));
  out.push('');

  if (r.teamStore) {
    const ts = r.teamStore;
    out.push('## Team store (PostgreSQL) beside the file store');
    out.push('');
    out.push(
      `Opt-in (\`--pg\` or CAIRN_PG_ADMIN_URL; \`bash scripts/pg-test.sh pnpm bench\` starts a throwaway server). PostgreSQL ${ts.server} on loopback, fsync on, one database of its own; the records the run seeded into the file store copied into a team project; core's \`recall\` (no reinforcement; every query twice: the first pass reads rows the process never read, which the team store checks with the read-side policy — the gate costs milliseconds a row — the second reads them again) and \`memorize\` on both stores back to back. The team store's write is one transaction holding the project's advisory lock (event, record, audit chain computed by the database); its reads re-apply the policy (\`reapplyPolicy\`).`,
    );
    out.push('');
    const trows = [['size', 'store', 'recall p50 / p99, first pass', 'recall p50 / p99, again', 'memorize p50 / p99', 'copy into the store']];
    const pair = (t) => `${ms(t.p50)} / ${ms(t.p99)}`;
    for (const s of ts.sizes) {
      trows.push([sizeName(s.size), 'file store', pair(s.recall.file.first), pair(s.recall.file.again), pair(s.memorize.file), '—']);
      trows.push([sizeName(s.size), 'team store', pair(s.recall.pg.first), pair(s.recall.pg.again), pair(s.memorize.pg), `${rate(s.copyPerSecond)} records/s`]);
    }
    out.push(markdownTable(trows));
    out.push('');
    if (ts.writers) {
      const w = ts.writers;
      out.push(
        `${w.writers} writer processes × ${w.each} memories at once (agent writes through core's \`memorize\`): file store ${rate(w.file.perSecond)}/s, team store ${rate(w.pg.perSecond)}/s (as its agent role, over loopback).`,
      );
      out.push('');
    }
  }

  if (r.huge) {
    const h = r.huge;
    out.push(`## ${sizeName(h.size)} memories (\`--huge\`, Cairn alone)`);
    out.push('');
    out.push(
      "The same corpus generator at 1M memories, imported through the store's group commit (records built directly, as an import of known-good records would; not through core's write path). The peer is skipped at this size.",
    );
    out.push('');
    out.push(
      markdownTable([
        ['figure', 'value'],
        ['Bulk import', `${Math.round(h.importSeconds)} s = ${rate(h.importPerSecond)} records/s`],
        ['Open (warm process)', ms(h.openMs)],
        [`In-process recall (${h.indexKind} view, ${h.recall.n} queries)`, `p50 ${ms(h.recall.p50)}, p99 ${ms(h.recall.p99)}`],
        [
          `Cold CLI recall (median / slowest of ${r.huge.cli ? HUGE_RUNS(h) : '?'})`,
          `${ms(h.cli.cli)} / ${ms(h.cli.cliP99)} = ${times(h.cli.ratio)} \`node -e 0\` (${ms(h.cli.node)})`,
        ],
        ['RSS of the bench process after open and recalls', `${Math.round(h.rssMB)} MB`],
        ['Store on disk (log, audit, view)', bytes(h.diskBytes)],
      ]),
    );
    out.push('');
  }

  out.push('## Data');
  out.push('');
  const q = r.corpus;
  out.push(
    `Seeded synthetic project memories (seed ${q.seed}; packages/bench/src/corpus.mjs): conventions, decisions, bug notes, commands, file paths and identifiers, 50–500 characters, ` +
      `with ${q.planted} planted memories on ${q.topics} topics spread evenly through each corpus (packages/bench/src/topics.mjs, written before any measurement and not tuned since). ` +
      `Queries: ${q.oneWord} 1-word (each topic's distinctive term), ${q.multiWord} multi-word (2–4 words from the answer, in an agent's words; ${q.phrases} of them a contiguous phrase of it), ` +
      `${q.common} common words for latency and size only. Cairn's store is filled through core's \`memorize\` as a person at the CLI (active memories); ` +
      `${q.confirmed} planted memories that the instruction gate held (they read as standing orders, e.g. "never hard-code colours") were confirmed as that person would. ` +
      "The peer's file is written directly: one entity per memory (name = the memory's id, type = its kind, the text as its one observation).",
  );
  out.push('');
  return `${out.join('\n')}\n`;
}
