import {
  changeKey,
  CoreError,
  declareSandboxOnly,
  ErrorCode,
  hasIdentity,
  loadKeyring,
  MIN_PASSPHRASE,
  resolveHome,
  sandboxOnlyDeclaration,
  setupPerson,
  type UnlockedKey,
  unlockWithPassphrase,
} from '@cairn/session';
import type { Command } from 'commander';
import type { GlobalOptions } from '../context.js';
import type { Output } from '../output.js';
import { onControllingTerminal, readSecret } from '../person/terminal.js';
import type { Runner } from '../run.js';
import { personAct } from '../personActMark.js';

/** Every `cairn person` command runs on the person's terminal only. */
function requireTerminal(what: string): void {
  if (!onControllingTerminal()) {
    throw new CoreError(
      ErrorCode.PERSON_REQUIRED,
      `\`cairn person ${what}\` reads your passphrase from the terminal, and stdin and stderr are not this process's terminal. Run it yourself, in a terminal.`,
    );
  }
}

/** How many times a new passphrase may be chosen (too short, or typed differently twice) before the command stops. */
const NEW_PASSPHRASE_TRIES = 3;

/**
 * A new passphrase typed twice on the terminal (hidden). A too-short one, or two that differ,
 * is said and asked again, up to {@link NEW_PASSPHRASE_TRIES} times (newcomer walk item 10).
 *
 * @throws CoreError `INVALID_INPUT` after the last try (nothing changed)
 */
async function newPassphrase(label: string, say: (text: string) => void): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const left = NEW_PASSPHRASE_TRIES - attempt;
    const first = await readSecret(`${label} (at least ${MIN_PASSPHRASE} characters): `);
    let problem: string;
    if (first.length < MIN_PASSPHRASE) problem = `A passphrase has at least ${MIN_PASSPHRASE} characters.`;
    else {
      const again = await readSecret('The same passphrase again: ');
      if (again === first) return first;
      problem = 'The two passphrases differ.';
    }
    if (left === 0) throw new CoreError(ErrorCode.INVALID_INPUT, `${problem} Nothing was changed.`);
    say(`${problem} Try again (${left} left).`);
  }
}

const homeOf = (g: GlobalOptions): string => resolveHome({ home: g.home, env: process.env });

/**
 * Creates the person's key in `home` on the terminal (what `cairn person setup` does, and what
 * `cairn init` walks a newcomer through first): a passphrase typed twice, the key sealed with
 * it, the recovery code shown once on stderr.
 *
 * @throws CoreError `PERSON_REQUIRED` off the terminal, `INVALID_INPUT` for a short or mistyped passphrase
 */
export async function setUpKey(
  home: string,
  out: Output,
  sandboxOnly: boolean,
  o: { keepOpen?: boolean } = {},
): Promise<{ keyId: string; opened?: UnlockedKey }> {
  requireTerminal('setup');
  const passphrase = await newPassphrase('Choose a passphrase', (text) => out.note(text));
  const made = await setupPerson(home, passphrase);
  if (sandboxOnly) await declareSandboxOnly(home, passphrase, true);
  out.note(`Your signing key ${made.keyId} is in ${home}/person, sealed with your passphrase.`);
  out.note('Your recovery code (shown once; write it down and keep it away from this machine):');
  out.note(`  ${made.recoveryCode}`);
  if (sandboxOnly)
    out.note(
      'This home is declared sandbox-only: your key is kept unsealed in it (0600). Declare it only if every agent on this machine runs in a sandbox that keeps it out of this home.',
    );
  // `cairn init` signs its own act with the key just made: the person typed its passphrase twice
  // a moment ago, and a third time in a row helps nobody (newcomer walk item 10).
  return { keyId: made.keyId, ...(o.keepOpen === true ? { opened: await unlockWithPassphrase(home, passphrase) } : {}) };
}

/** Registers `cairn person`: the person's signing key (issue #16). */
export function registerPerson(program: Command, run: Runner): void {
  const person = program
    .command('person')
    .description(
      personAct("Your signing key: every person's act (confirm, pin, a memory as yours…) is signed with it", 'setup, change-key, recover, sandbox-only, sign'),
    );

  person
    .command('setup')
    .description('Create your key (ed25519), sealed with a passphrase; prints a recovery code once. Terminal only')
    .option('--sandbox-only', 'also declare this home sandbox-only: every agent host here keeps its agent out of it, so the key may be kept unsealed in it')
    .action(async (o: { sandboxOnly?: boolean }, cmd: Command) => {
      await run(cmd, async (g: GlobalOptions, out: Output) => {
        requireTerminal('setup');
        const home = homeOf(g);
        if (await hasIdentity(home))
          throw new CoreError(
            ErrorCode.INVALID_INPUT,
            `You already have a key in ${home}. To change it: cairn person change-key (or cairn person recover with your recovery code).`,
          );
        const made = await setUpKey(home, out, o.sandboxOnly === true);
        if (out.json) out.printJson({ keyId: made.keyId, sandboxOnly: o.sandboxOnly === true });
        return 0;
      });
    });

  person
    .command('change-key')
    .description('A new key, endorsed by your current one (its passphrase), with a new passphrase. Terminal only')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        requireTerminal('change-key');
        const home = homeOf(g);
        const old = await readSecret('Your current passphrase: ');
        const next = await newPassphrase('Choose the new passphrase', (text) => out.note(text));
        const { keyId } = await changeKey(home, { passphrase: old }, next);
        out.note(`Your new key is ${keyId}. What your old key signed stays valid; it signs nothing from now on.`);
        if (out.json) out.printJson({ keyId });
        return 0;
      });
    });

  person
    .command('recover')
    .description('A new key, endorsed by your recovery code, when the passphrase is lost. Terminal only')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        requireTerminal('recover');
        const home = homeOf(g);
        const code = await readSecret('Your recovery code: ');
        const next = await newPassphrase('Choose the new passphrase', (text) => out.note(text));
        const { keyId, recoveryCode } = await changeKey(home, { recoveryCode: code }, next);
        out.note(`Your new key is ${keyId}, endorsed by your recovery code.`);
        // Walk 12 item 12: the code just used is spent (the new key names the next recovery key).
        out.note('The code you typed is spent. Your new recovery code (shown once; write it down and keep it away from this machine):');
        out.note(`  ${recoveryCode}`);
        out.note('`cairn doctor` and your sessions name every change of your key.');
        if (out.json) out.printJson({ keyId });
        return 0;
      });
    });

  person
    .command('sandbox-only')
    .description(
      'Declare this home sandbox-only (signed with your key): every agent host here keeps its agent out of it. Only such a home holds protected host sessions. --withdraw takes it back. Terminal only',
    )
    .option('--withdraw', 'withdraw the declaration (and delete the unsealed key it keeps)')
    .action(async (o: { withdraw?: boolean }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        requireTerminal('sandbox-only');
        const home = homeOf(g);
        if (!(await hasIdentity(home)))
          throw new CoreError(ErrorCode.PERSON_REQUIRED, `No person key in ${home}. Run \`cairn person setup --sandbox-only\` in a terminal.`);
        const on = o.withdraw !== true;
        // Said before the passphrase is asked (issue #14, the seventh newcomer walk: it was said only after signing).
        out.note(
          on
            ? 'Declaring this home sandbox-only keeps your private key UNSEALED in it (0600): from then on a yes on your terminal signs an act, without your passphrase. Declare it only if every agent on this machine runs in a sandbox that keeps it out of this home. Type your passphrase to sign the declaration, or press Enter to leave everything as it is.'
            : 'Withdrawing the sandbox-only declaration deletes the unsealed key; your passphrase signs acts again. Type your passphrase to sign the withdrawal, or press Enter to leave everything as it is.',
        );
        const passphrase = await readSecret('Your Cairn passphrase: ');
        if (passphrase === '') {
          out.note('Nothing was changed.');
          return 0;
        }
        await declareSandboxOnly(home, passphrase, on);
        out.note(
          on
            ? 'This home is declared sandbox-only: your key is kept unsealed in it (0600), and host sessions started from now on may be protected. Declare it only if every agent on this machine runs in a sandbox that keeps it out of this home.'
            : 'The sandbox-only declaration is withdrawn and the unsealed key deleted: no host session of this home is protected from now on.',
        );
        if (out.json) out.printJson({ sandboxOnly: on });
        return 0;
      });
    });

  person
    .command('status')
    .description('Your key, its changes, and whether the key file is sound')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        const home = homeOf(g);
        const { identity, keyring, keyChanges } = await loadKeyring(home);
        // Declared only when the declaration verifies for this very home, as the hook, init and
        // doctor read it (walk h50 item 6: one copied with person/ into another home was shown as
        // this home's, while the hook recorded every session here as not declared).
        const declared = (await sandboxOnlyDeclaration(home)) !== undefined;
        const elsewhere = identity?.sandboxOnly !== undefined && !declared;
        const status = {
          home,
          person: identity !== undefined,
          key: identity?.keys.at(-1)?.id,
          keyChanges,
          sandboxOnly: declared,
          ...(elsewhere ? { sandboxOnlyDeclarationNotForThisHome: true } : {}),
          ...(keyring.doubt !== undefined ? { doubt: keyring.doubt } : {}),
        };
        if (out.json) out.printJson(status);
        else if (!status.person) out.print(`No person key in ${home}. Run \`cairn person setup\` in a terminal.`);
        else {
          out.print(`key ${status.key}${status.sandboxOnly ? ' (sandbox-only home: kept unsealed)' : ' (sealed with your passphrase)'}`);
          if (elsewhere)
            out.print(
              `This home is not declared sandbox-only: the declaration in its identity was signed for another home (copied with person/), so host sessions here are recorded unprotected. To declare this one: cairn person sandbox-only`,
            );
          for (const c of keyChanges) out.print(`key change: ${c.id} since ${c.since}, endorsed by ${c.endorsedBy}`);
          if (keyring.doubt !== undefined) out.print(out.paint.red(`In doubt: ${keyring.doubt}. No signature is trusted until it is resolved.`));
        }
        return keyring.doubt !== undefined ? 1 : 0;
      });
    });
}
