import {
  CoreError,
  confirmWordsAsk,
  ErrorCode,
  foldForDisplay,
  hasIdentity,
  PERSON_ACTS,
  recordsNeedingWords,
  sandboxOnlyDeclaration,
  type PersonAct,
  type PersonActRequest,
  type PersonProof,
  signRequest,
  typedConfirmWords,
  type UnlockedKey,
  unlockSandboxKey,
  unlockWithPassphrase,
} from '@cairn/session';
import { displayText } from '../displayText.js';
import type { UiPort } from '../ports.js';
import { reviewDetail } from '../tree/describeMemory.js';
import type { LiveKeyring } from './liveKeyring.js';
import type { ReviewConsents } from './reviewConsents.js';

/** The button of the modal that asks for each act. */
const ACTION: Partial<Record<PersonAct, string>> = {
  confirm: 'Confirm',
  pin: 'Pin',
  unpin: 'Unpin',
  forget: 'Forget',
  reject: 'Reject',
  supersede: 'Supersede',
  prune: 'Remove',
  wipe: 'Delete',
};

/**
 * The safe button of each act's modal: the dialog's default, so Enter keeps things as they are
 * (the host test presses Enter in the real editor's dialog and checks nothing happened).
 */
const KEEP: Partial<Record<PersonAct, string>> = {
  confirm: 'Keep as candidate',
  pin: 'Keep unpinned',
  unpin: 'Keep pinned',
  forget: 'Keep it',
  reject: 'Keep it',
  supersede: 'Keep both as they are',
  prune: 'Keep them',
  wipe: 'Keep them',
};

/** How many times a wrong passphrase may be typed before the act is refused (as on the terminal). */
const ATTEMPTS = 3;

/** What the editor's person port needs. */
export interface VscodePersonProofOptions {
  ui: UiPort;
  /** The Cairn home (where the person's key is): the `cairn.home` user setting, resolved. */
  home: () => string;
  /** The keys the sessions verify with; read again before each signature. */
  keyring: LiveKeyring;
  /** Answers given in the review panel. */
  consents?: ReviewConsents;
  now?: () => Date;
}

/** The most of a plan the modal shows (characters); the rest is counted, never silently cut. */
export const MODAL_PLAN_CHARS = 4_000;

/**
 * The modal's detail: a project-wide act's plan (what the signature's `shown` digests: prune,
 * repair, migrate, relink, pause…) folded as every text a person reads, then the memories the
 * act concerns. The plan was signed unseen before (the modal showed the question only).
 */
export function modalDetail(request: PersonActRequest, now: Date): string {
  const parts: string[] = [];
  if (request.plan !== undefined && request.plan.trim() !== '') {
    const plan = foldForDisplay(request.plan);
    parts.push(
      plan.length > MODAL_PLAN_CHARS
        ? `${plan.slice(0, MODAL_PLAN_CHARS)}\n… and ${plan.length - MODAL_PLAN_CHARS} more characters of the plan (the terminal's command shows it whole).`
        : plan,
    );
  }
  const records = reviewDetail(request.draft ? [request.draft] : request.records, now, request.act);
  if (records !== '') parts.push(records);
  return parts.join('\n\n');
}

/**
 * The warning the editor shows before its first signed act in a home declared sandbox-only (walk
 * h50 item 1): there the editor signs with the key kept unsealed in the home, with no passphrase,
 * and no sandbox keeps the editor's own agent (agent mode, served Cairn's MCP server by this
 * extension) out of the home — it can read that key and sign as the person.
 */
export const SANDBOX_ONLY_WARNING = {
  message: 'This Cairn home is declared sandbox-only: the editor signs your acts without a passphrase',
  detail:
    "In a sandbox-only home your signing key is kept unsealed, and the editor signs with it after this dialog: no password box. Sandbox-only assumes every agent on this machine is kept out of the home by a sandbox — VS Code's own agent (agent mode, to which this extension gives Cairn's MCP server) is not: anything it runs can read the key and sign as you. If you use agent mode here, withdraw the declaration (`cairn person sandbox-only --withdraw` in a terminal: the editor then asks for your passphrase) or keep agent mode off. `cairn doctor` says the same.",
  action: 'Sign without a passphrase',
  keep: 'Not now',
} as const;

/** The error when the home holds no key: what the person does once. */
export function noKeyError(act: PersonAct): CoreError {
  return new CoreError(
    ErrorCode.PERSON_REQUIRED,
    `To ${PERSON_ACTS[act].summary}, you sign with your Cairn key, and this home has none yet. Set it up once: run "Cairn: Set Up Your Signing Key" (it opens \`cairn person setup\` in a terminal).`,
  );
}

/**
 * THE editor's person port (DESIGN.md §1, issue #16): the person at the editor signs each act
 * with their key, through the same door as the terminal. The act is answered first — in the
 * review panel (the person read the review and pressed the act's button there: a
 * `ReviewConsent`, used once, for the records unchanged since shown) or else in a modal showing
 * the memories it concerns, whose default button is Cancel — then signed: with the unsealed key
 * of a home the person declared sandbox-only (after {@link SANDBOX_ONLY_WARNING}, once per editor
 * session), else with the key the passphrase opens, typed in
 * the editor's password box (three tries). The signature covers each record's view
 * (`recordView`), which the panel and the modal show. A home with no key signs nothing:
 * `PERSON_REQUIRED`, naming the one-time setup. There is no unsigned way through: every act,
 * whatever its consent level, is answered and signed (issue #16).
 */
export function createVscodePersonProof(o: VscodePersonProofOptions): PersonProof {
  const now = o.now ?? (() => new Date());

  /**
   * What the passphrase signs, in words: a flagged instruction is named with its text (issue
   * #17), so the box never reads like a plain confirm; otherwise the act's summary.
   */
  const signs = (request: PersonActRequest): string => {
    const only = request.records.length === 1 ? request.records[0] : undefined;
    if (request.act === 'confirm' && only?.flags.includes('instruction')) return `confirm the instruction “${displayText(only.text, 80)}”`;
    return PERSON_ACTS[request.act].summary;
  };

  const passphraseKey = async (request: PersonActRequest, home: string): Promise<UnlockedKey | undefined> => {
    let problem: string | undefined;
    for (let attempt = 1; ; attempt++) {
      const passphrase = await o.ui.askSecret(`Your Cairn passphrase, to sign: ${signs(request)}`, problem);
      if (passphrase === undefined || passphrase === '') return undefined;
      try {
        return await unlockWithPassphrase(home, passphrase);
      } catch (error) {
        if (!(error instanceof CoreError) || error.code !== ErrorCode.PERSON_REQUIRED || attempt >= ATTEMPTS) throw error;
        problem = `${error.message} Try again (${ATTEMPTS - attempt} left).`;
      }
    }
  };

  /** Homes whose sandbox-only warning the person answered with "sign" in this editor session. */
  const warned = new Set<string>();

  return {
    present: () => true,
    async sign(request) {
      const home = o.home();
      if (!(await hasIdentity(home))) throw noKeyError(request.act);
      // Before any act is offered for signing in a sandbox-only home: said plainly, once per
      // editor session, and the default button signs nothing (walk h50 item 1).
      if (!warned.has(home) && (await sandboxOnlyDeclaration(home)) !== undefined) {
        if (!(await o.ui.confirmModal(SANDBOX_ONLY_WARNING.message, SANDBOX_ONLY_WARNING.detail, SANDBOX_ONLY_WARNING.action, SANDBOX_ONLY_WARNING.keep)))
          return undefined;
        warned.add(home);
      }
      const answeredInPanel = o.consents?.take(request) !== undefined;
      if (
        !answeredInPanel &&
        !(await o.ui.confirmModal(
          // The question may carry a plan's paths and names (a reverify's files): folded as every text a person reads.
          foldForDisplay(request.question),
          modalDetail(request, now()),
          ACTION[request.act] ?? 'OK',
          KEEP[request.act] ?? 'Not now',
        ))
      ) {
        return undefined;
      }
      const key = (await unlockSandboxKey(home)) ?? (await passphraseKey(request, home));
      if (!key) return undefined;
      // A held-back memory (instruction, contradicts) is confirmed only after the person types
      // the words that say what they accept, shown as typed, after the passphrase — the same
      // words and sentence as the terminal's (core's confirmWordsAsk; issue #14).
      // Confirm and pin alike (core's recordsNeedingWords: a pin confirms).
      const held = recordsNeedingWords(request.act, request.records);
      if (held.length > 0) {
        const only = held.length === 1 ? held[0] : undefined;
        const ask = confirmWordsAsk(held, only?.flags.includes('contradicts') === true && only.supersedes !== undefined ? { replaces: only.supersedes } : {});
        if (ask !== undefined) {
          const typed = await o.ui.askWords(`${displayText(ask.says, 400)} ${ask.ask}.`);
          if (typed === undefined || !typedConfirmWords(ask, typed)) {
            o.ui.info(`Cairn: ${ask.kept}.`);
            return undefined;
          }
        }
      }
      await o.keyring.refresh();
      return signRequest(key, request, { now: now(), interactive: true });
    },
  };
}
