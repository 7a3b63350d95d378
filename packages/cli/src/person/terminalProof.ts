import { accessSync, constants } from 'node:fs';
import {
  CoreError,
  ErrorCode,
  foldLine,
  hasIdentity,
  loadKeyring,
  type MemoryRecord,
  recordsNeedingWords,
  PERSON_ACTS,
  type PersonActRequest,
  displayRef,
  recordView,
  type PersonProof,
  type PersonSignature,
  actView,
  rememberVerified,
  savePresigned,
  shellQuote,
  signRequest,
  takePresigned,
  type UnlockedKey,
  waitingPresigned,
  unlockSandboxKey,
  unlockWithPassphrase,
  tokenKindWords,
} from '@cairn/session';
import { typedConfirmInstruction, typedWipeWords, wipeStepsWords } from './confirmInstruction.js';
import { askYes, onControllingTerminal, readSecret } from './terminal.js';

/**
 * Said when a person's act is asked off the terminal and an act signed ahead waits in the home
 * for other words (the newcomer walk: it was passed by without a word). Nothing is spent.
 */
export const WAITING_FOR_OTHER_WORDS =
  "An act signed ahead (cairn person sign) is waiting in this home, but for other words than this command's: it is used only by the command it was signed for — the same words and values; its options may come in any order — and is left as it is.";

/** What the CLI's person port needs. */
export interface TerminalProofOptions {
  /** The Cairn home (where the person's key is). */
  home: string;
  /** The command as the person would type it (`cairn confirm mem_…`), for messages and pre-signed acts. */
  command: readonly string[];
  /**
   * The words a pre-signed act binds (default `command`): the CLI passes the command's canonical
   * words (canonicalCommand.ts), so its options may come in any order.
   */
  bound?: readonly string[];
  /** Writes what the person is shown (stderr, folded by the caller's output). */
  show: (text: string) => void;
  /** The clock. */
  now?: () => Date;
  /**
   * Pre-signing (`cairn person sign -- <command…>`): each act is signed on the terminal for
   * exactly `command`, saved in the home until `expires`, and not applied now (the port answers
   * as if declined).
   */
  presign?: { expires: Date; saved: (file: string) => void };
}

/**
 * The key the person made a moment ago in this process (`cairn init` on a home with no key
 * walks them through `cairn person setup` first): the next act on the terminal is signed with
 * it without asking the passphrase a third time in a row (newcomer walk item 10). Used once;
 * only ever set on the controlling terminal, in memory, never stored.
 */
let madeThisRun: UnlockedKey | undefined;

/** Signs the next act on this terminal with `key`, just made and opened by the person (see {@link madeThisRun}). */
export function signNextWithKeyJustMade(key: UnlockedKey): void {
  madeThisRun = key;
}

/** How many times a wrong passphrase may be typed before the act is refused. */
const ATTEMPTS = 3;

/**
 * Opens the person's key with the passphrase typed on the terminal (hidden), up to
 * {@link ATTEMPTS} times: a wrong one is said, with how many tries are left, and asked again.
 * Shared by the person port and `cairn review` (whose walk goes on after the last wrong try).
 *
 * @returns the key; undefined when the person typed nothing (declined); the last error when
 *   every try was wrong (the caller throws it or goes on)
 * @throws CoreError `PERSON_REQUIRED` off the terminal or on Ctrl-C; any error other than a
 *   passphrase that does not open the key
 */
export async function keyFromPassphrase(
  home: string,
  show: (text: string) => void,
  o: { prompt: string; discardTypedAhead?: boolean },
): Promise<UnlockedKey | undefined | CoreError> {
  for (let attempt = 1; ; attempt++) {
    const passphrase = await readSecret(o.prompt, { discardTypedAhead: o.discardTypedAhead === true && attempt === 1 });
    if (passphrase === '') return undefined;
    try {
      return await unlockWithPassphrase(home, passphrase);
    } catch (error) {
      if (!(error instanceof CoreError) || error.code !== ErrorCode.PERSON_REQUIRED) throw error;
      if (attempt >= ATTEMPTS) return error;
      show(`${error.message} Try again (${ATTEMPTS - attempt} left).`);
    }
  }
}

/** How many memories of a bulk confirm are shown whole before the rest are counted (see {@link actPreview}). */
const BULK_SHOWN = 20;

/** The command line for the person to run, one line, folded. */
export function commandLine(command: readonly string[]): string {
  return foldLine(command.map(shellQuote).join(' '));
}

/** True inside an agent's sandbox: Claude Code's shell (CLAUDECODE=1) where the home is not writable. */
function inAgentSandbox(home: string): boolean {
  if (process.env.CLAUDECODE !== '1') return false;
  try {
    accessSync(home, constants.W_OK);
    return false;
  } catch {
    return true;
  }
}

/**
 * `records` by where they stand in the file `source` names (a `--source` of a file, or of a
 * range `file:12-40`): the first line of the evidence in that file, then the last, then the id;
 * a record with no evidence line there comes last. A new array; `records` is left as it is.
 */
export function inFileOrder<T extends { id: string; evidence: readonly { source: string | null }[] }>(records: readonly T[], source: string): T[] {
  const file = source.replace(/:\d+(?:-\d+)?$/u, '');
  const at = (r: T): [number, number] => {
    let best: [number, number] = [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
    for (const e of r.evidence) {
      const m = e.source === null ? null : /^(.*):(\d+)-(\d+)$/u.exec(e.source);
      if (m === null || m[1] !== file) continue;
      const here: [number, number] = [Number(m[2]), Number(m[3])];
      if (here[0] < best[0] || (here[0] === best[0] && here[1] < best[1])) best = here;
    }
    return best;
  };
  const keyed = records.map((r) => ({ r, key: at(r) }));
  keyed.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || (a.r.id < b.r.id ? -1 : a.r.id > b.r.id ? 1 : 0));
  return keyed.map((k) => k.r);
}

/**
 * What the person is shown before signing: each record's view (text, origin, flags, decoded
 * hidden text — core's `actView`, folded; a reverify's names the bindings it signs), or the plan, then the question.
 */
export function actPreview(request: PersonActRequest): string {
  if (request.act === 'supersede' && request.records.length === 2) return supersedePreview(request);
  const all = request.draft !== undefined ? [request.draft] : request.records;
  // A bulk confirm of one file (`confirm --source`) selects only unflagged memories of a file the
  // person reviewed; its list is shown whole up to BULK_SHOWN, then counted with the command that
  // lists the rest (newcomer walk item 14: 4,000 memories printed 32,000 lines before the prompt).
  // A bulk reject (`reject --source`, fourth walk item 5) is shown the same way.
  // In the file's order (issue #14, walk-5 wording list: the first 20 "examples" of 3,000 were in
  // id order and skipped lines): the shown ones are the file's first lines. Display only: what is
  // signed is the selection's own list.
  const ordered = request.bulk !== undefined ? inFileOrder(all, request.bulk.source) : all;
  const items = request.bulk !== undefined && ordered.length > BULK_SHOWN ? ordered.slice(0, BULK_SHOWN) : ordered;
  const parts = items.map((r) => withReplaced(shownView(request.act, r), r, request.replaces));
  if (items.length < all.length && request.bulk !== undefined)
    parts.push(
      `… and ${all.length - items.length} more ${request.act === 'confirm' ? 'unflagged ' : ''}memories from ${foldLine(request.bulk.source)} (${all.length} in all): \`cairn list --source ${shellQuote(request.bulk.source)} --limit ${all.length}\` shows every one.`,
    );
  if (items.length === 0 && request.plan !== undefined) parts.push(shownPlan(request.plan));
  return `${parts.join('\n\n')}${parts.length > 0 ? '\n\n' : ''}${request.question}`;
}

/**
 * A record view's `source:` and `bound:` references as a person reads them (core's
 * `displayRef`: `AGENTS.md:3`, not `AGENTS.md:3-3`; walk 12 item 9). Display only: the view
 * signed keeps the stored `path:a-b`, and the digest is of that view, not of this text.
 *
 * @param view - core's `recordView` or `actView`, possibly already shaped for display
 */
export function refsForDisplay(view: string): string {
  return view.replace(/^(source|bound): (.*?)(?= · |$)/gmu, (_whole, label: string, ref: string) => `${label}: ${displayRef(ref)}`);
}

/**
 * A view's `source:` line with every source the memory's evidence names (walk h55: a memory
 * seen at `src/queue.ts:1` and `src/retry.ts:1` was reviewed as `source: src/queue.ts:1`, while
 * recall named both): `sources: a; b`, in evidence order, each as {@link refsForDisplay} says it.
 * Display only: core's `recordView` signs the first source alone (evidence grows by itself), and
 * the digest is of that view, not of this text. A memory with one source is returned unchanged.
 *
 * @param view - a record's view, after {@link refsForDisplay}
 * @param r - the record's evidence
 */
export function withEverySource(view: string, r: Partial<Pick<MemoryRecord, 'evidence'>>): string {
  const refs = [...new Set((r.evidence ?? []).flatMap((e) => (typeof e.source === 'string' ? [e.source] : [])))];
  if (refs.length < 2) return view;
  const line = `sources: ${refs.map((ref) => foldLine(displayRef(ref))).join('; ')}`;
  return /^source: /mu.test(view) ? view.replace(/^source: [^\n]*/mu, () => line) : `${view}\n${line}`;
}

/**
 * A contradicting record's view with the memory it would replace above it (walk 12 item 5: a
 * confirm of "five attempts" showed only the new text; `supersede` and the editor show both):
 * the old one's view under "Replaced — <id> becomes superseded", the new one's under
 * "Replacement — <id>", as {@link supersedePreview} says them. Display only: what is signed is
 * `view`'s record; `replaces` is the request's display-only list.
 *
 * @param view - the record's view as {@link shownView} made it
 * @param r - the record (its flags and the id it would supersede)
 * @param replaces - records the request shows as replaced; `view` is returned as it is when none is `r.supersedes`
 */
export function withReplaced(
  view: string,
  r: Pick<MemoryRecord, 'id' | 'flags'> & Partial<Pick<MemoryRecord, 'supersedes'>>,
  replaces: readonly MemoryRecord[] | undefined,
): string {
  const old = r.flags.includes('contradicts') ? replaces?.find((o) => o.id === r.supersedes) : undefined;
  if (old === undefined) return view;
  return [
    `Replaced — ${old.id} becomes superseded (recall and the digest leave it out):`,
    indent(refsForDisplay(recordView(old))),
    '',
    `Replacement — ${r.id} becomes active in its place:`,
    indent(view),
  ].join('\n');
}

/**
 * A plan as the terminal shows it: the plan signed, without a first line that only names the
 * signed text's format (`cairn-trust-repo/1`, walk 10 item 9: shown raw to the person before
 * their passphrase). Display only: the signature is over the plan's own bytes.
 */
function shownPlan(plan: string): string {
  const shown = plan.replace(/^cairn-[a-z-]+\/\d+\n/u, '');
  if (!plan.startsWith('cairn-lift-bar/')) return shown;
  // A lift's bar and token prints are keyed hashes: shown in words (walk 51), signed as they are.
  return shown
    .replace(/^bar \S+/mu, 'bar (what it may have dropped lowers later writes)')
    .replace(
      /^memory (\S+) tokens (\S+)$/mu,
      (_m, id: string, prints: string) => `memory ${id}: its ${tokenKindWords(prints === '-' ? [] : prints.split(','))} past the bar`,
    );
}

/**
 * A record's view as the terminal shows it: core's `actView` in view 2 (what the signature covers, byte for
 * byte; a successor's `supersedes:` line names the memory it replaces), with a reverify's `bound:` lines said as what they are before the person signs — the
 * bindings proposed, bound once signed (walk 10 item 7: "bound: … · <new hash>" read as done) —
 * and no binding's content hash (walk 11 item 10). Display only: the digest signed is of
 * `actView` itself, hashes included.
 */
function shownView(act: PersonActRequest['act'], r: PersonActRequest['records'][number]): string {
  // The content hash after a binding (`· lines:<64 hex>`, `· git:<40 hex>`, `· sha256:…`) is signed
  // but means nothing to a person reading it (walk 11 item 10): shown without it.
  const view = withEverySource(refsForDisplay(withContradiction(actView(act, r), r).replace(/^(bound: .*) · (?:lines|git|sha256):[0-9a-f]+$/gmu, '$1')), r);
  if (act !== 'reverify') return view;
  return view.replace(/^bound: (.*)$/gmu, 'to be bound once you sign: $1, as it reads now');
}

/**
 * A view's `flags` line with the `contradicts` flag said in it (walk 10 item 8: a memory that
 * would replace another read "flags none"). Core's `recordView` leaves `contradicts` out of what
 * is signed (a relation a supersede resolves, not a property of the text); a person reading the
 * block is shown it on the flags line all the same, with the memory it would replace. Display
 * only: `view` is returned unchanged for a record without the flag.
 *
 * @param view - core's `recordView` or `actView` of `r`
 * @param r - the record's flags and the id it would supersede
 */
export function withContradiction(view: string, r: Pick<MemoryRecord, 'flags'> & Partial<Pick<MemoryRecord, 'supersedes'>>): string {
  if (!r.flags.includes('contradicts')) return view;
  const others = r.flags.filter((f) => f !== 'contradicts');
  const head = `flags ${others.length > 0 ? others.join(', ') : 'none'}`;
  return view.replace(/^flags [^\n]*/mu, (line) =>
    line.startsWith(head)
      ? `flags ${[...others, 'contradicts'].join(', ')}${line.slice(head.length)} — it would replace ${foldLine(r.supersedes ?? 'another memory')}`
      : line,
  );
}

/**
 * What `cairn supersede A --by B` shows (issue #14, the newcomer walk: it said only "Replace the
 * first memory with the second?"): each memory's view under what the act does to it — A becomes
 * superseded; B, when no person confirmed it yet, becomes active through this act, which is the
 * person's confirm of B (core's `supersede` sets its `confirmedAt`, signed as `supersede`).
 */
function supersedePreview(request: PersonActRequest): string {
  const [old, replacement] = request.records as [PersonActRequest['records'][number], PersonActRequest['records'][number]];
  const unconfirmed = replacement.confirmedAt === undefined;
  return [
    `Replaced — ${old.id} becomes superseded (recall and the digest leave it out):`,
    indent(refsForDisplay(actView('supersede', old))),
    '',
    unconfirmed
      ? `Replacement — ${replacement.id} is not confirmed by you yet: superseding confirms it, and it becomes active (recall and the digest your agent is given carry it):`
      : `Replacement — ${replacement.id} (confirmed by you) stays active:`,
    indent(refsForDisplay(actView('supersede', replacement))),
    '',
    request.question,
  ].join('\n');
}

const indent = (text: string): string =>
  text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');

/**
 * THE person port of the command line (issue #16). Every person's act is signed with the
 * person's key, opened by the passphrase typed on the controlling terminal (stdin and stderr) —
 * or, in a home the person declared sandbox-only, by a yes on that terminal — after the whole
 * act was shown. Without the terminal: a pre-signed act made for exactly this command
 * (`cairn person sign -- …`), else `PERSON_REQUIRED` with the command for the person to run
 * (inside an agent's sandbox: "use the MCP tools; ask the person to run: …"). On the terminal in
 * a home with no key yet: `PERSON_REQUIRED` naming `cairn person setup` (`cairn init` walks the
 * person through it first). There is no unsigned way through: `--yes` is refused where it is
 * typed (run.ts), and no consent level lets an act through unsigned on this port.
 */
export function createTerminalPersonProof(o: TerminalProofOptions): PersonProof {
  const now = o.now ?? (() => new Date());
  const bound = o.bound ?? o.command;
  const required = (request: PersonActRequest): CoreError => {
    const what = PERSON_ACTS[request.act].summary;
    const run = commandLine(o.command);
    return new CoreError(
      ErrorCode.PERSON_REQUIRED,
      inAgentSandbox(o.home)
        ? `To ${what} is a person's act: use the MCP tools; ask the person to run: ${run}`
        : `To ${what} is a person's act, signed with the person's key, and no person can sign here (stdin and stderr are not this process's terminal; --yes proves nothing). The person runs, in a terminal: ${run}`,
    );
  };
  /** The person's key: the sandbox-only key after a yes, or opened by the passphrase; undefined when the person declines. */
  const unlock = async (): Promise<UnlockedKey | undefined> => {
    const made = madeThisRun;
    madeThisRun = undefined;
    if (made !== undefined) {
      o.show('Signed with the key you just made (its passphrase is not asked again).');
      return made;
    }
    const sandboxKey = await unlockSandboxKey(o.home);
    if (sandboxKey !== undefined) return (await askYes('Sign this with your key (sandbox-only home)?')) ? sandboxKey : undefined;
    const opened = await keyFromPassphrase(o.home, o.show, { prompt: 'Your Cairn passphrase (empty to decline): ' });
    if (opened instanceof CoreError) throw opened;
    return opened;
  };
  /** The person's signed list of valid signatures gains these acts and what this run verified (issue #20/#21). */
  const remember = async (key: UnlockedKey, signed: PersonSignature): Promise<void> => rememberVerified(o.home, key, signed.acts, await loadKeyring(o.home));
  return {
    present: () => onControllingTerminal(),
    async sign(request): Promise<PersonSignature | undefined> {
      if (!onControllingTerminal()) {
        if (o.presign !== undefined) throw required(request);
        const presigned = await takePresigned(o.home, request.act, bound, now());
        if (presigned !== undefined) return presigned;
        const error = required(request);
        if ((await waitingPresigned(o.home, now(), [request.act])) === 0) throw error;
        throw new CoreError(error.code, `${error.message}\n${WAITING_FOR_OTHER_WORDS}`);
      }
      if (!(await hasIdentity(o.home))) {
        throw new CoreError(
          ErrorCode.PERSON_REQUIRED,
          `To ${PERSON_ACTS[request.act].summary}, you sign with your Cairn key, and this home (${foldLine(o.home)}) has none yet. Nothing was changed. Run \`cairn person setup\` first, then: ${commandLine(o.command)}`,
        );
      }
      // Signed at once with the key made this run: nothing is asked, so the act is said as a
      // statement, not as a question (issue #14, walk-4 item 18).
      o.show(actPreview(madeThisRun !== undefined && request.statement !== undefined ? { ...request, question: request.statement } : request));
      // A wipe cannot be undone, and asks two things: the passphrase opens the key first, so a
      // wrong one fails before the person types the words (walk h58: the words came first and
      // were typed again after a mistyped passphrase); the words that name the project come
      // next, and nothing is signed before them (walk h52 item 5: it signed before the person agreed).
      if (request.act === 'wipe') o.show(wipeStepsWords(request.project.path));
      const key = await unlock();
      if (key === undefined) return undefined;
      if (request.act === 'wipe' && !(await typedWipeWords(o.show, request.project.path, request.count ?? 0, request.sessions ?? 0))) return undefined;
      // A flagged memory (instruction, contradicts) is confirmed only after the typed words,
      // here as in `cairn review --flagged` (one rule, one prompt: confirmInstruction.ts).
      // A supersede confirms its replacement (the second record): a held-back one asks the same
      // words as confirming it would (issue #14, the newcomer walk).
      // A pin confirms too (core's recordsNeedingWords: the second walk pinned a flagged order).
      const flagged = recordsNeedingWords(request.act, request.records);
      if (flagged.length > 0) {
        const only = flagged.length === 1 ? flagged[0] : undefined;
        const replaces =
          request.act === 'supersede'
            ? request.records[0]?.text
            : only?.flags.includes('contradicts') === true && only.supersedes !== undefined
              ? only.supersedes
              : undefined;
        if (!(await typedConfirmInstruction(o.show, flagged, replaces !== undefined ? { replaces } : {}))) return undefined;
      }
      if (o.presign !== undefined) {
        const signed = signRequest(key, request, { now: now(), interactive: true, presigned: { command: bound, expires: o.presign.expires } });
        o.presign.saved(await savePresigned(o.home, signed));
        await remember(key, signed);
        return undefined;
      }
      const signed = signRequest(key, request, { now: now(), interactive: true });
      await remember(key, signed);
      return signed;
    },
    // Off the terminal, a memory the person signed ahead for exactly this command (`cairn person
    // sign -- memorize …`): claimed once, when it fits what this write stores.
    async signedAhead(fits) {
      if (onControllingTerminal() || o.presign !== undefined) return undefined;
      const taken = await takePresigned(o.home, undefined, bound, now(), fits);
      if (taken === undefined && (await waitingPresigned(o.home, now(), ['memorize-user', 'entrench'])) > 0)
        o.show(`${WAITING_FOR_OTHER_WORDS} This memory is stored as the agent's.`);
      return taken;
    },
  };
}
