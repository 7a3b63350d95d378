import {
  CoreError,
  ErrorCode,
  foldLine,
  loadKeyring,
  type MemoryRecord,
  openProject,
  recordView,
  resolveHome,
  signRequest,
  type UnlockedKey,
  unlockSandboxKey,
  unlockWithPassphrase,
} from '@cairn/session';
import type { Command } from 'commander';
import type { GlobalOptions } from '../context.js';
import type { Output } from '../output.js';
import { onControllingTerminal, readKey, readSecret } from '../person/terminal.js';
import type { Runner } from '../run.js';

/**
 * `cairn review` (issue #16): one process, one passphrase, the pending memories one by one.
 * Each is shown whole (core's `recordView`: text, origin, flags, hidden text decoded, folded)
 * and confirmed with one keystroke — `y` confirms (signed with the key the passphrase opened),
 * `n` or Enter leaves it, `q` stops. The key is opened once for the walk and forgotten when the
 * process ends; no ticket is kept between processes.
 */
export function registerReviewWalk(program: Command, run: Runner): void {
  program
    .command('review')
    .description('Walk the memories waiting for you, one keystroke each (y confirm, n skip, q quit); your passphrase once. Terminal only')
    .option('--flagged', 'also walk flagged memories (instruction, contradicts): read each before you confirm it')
    .action(async (o: { flagged?: boolean }, cmd: Command) => {
      await run(cmd, async (g: GlobalOptions, out: Output) => {
        if (!onControllingTerminal()) {
          throw new CoreError(
            ErrorCode.PERSON_REQUIRED,
            "`cairn review` asks you on your terminal, and stdin and stderr are not this process's terminal. The person runs, in a terminal: cairn review",
          );
        }
        let key: UnlockedKey | undefined;
        const session = await openProject({
          home: g.home,
          project: g.project,
          cwd: process.cwd(),
          env: process.env,
          channel: 'cli',
          client: 'cairn-cli',
          keyring: (await loadKeyring(resolveHome({ home: g.home, env: process.env }))).keyring,
          personProof: {
            present: () => true,
            async sign(request) {
              if (key === undefined) return undefined;
              return signRequest(key, request, { now: new Date(), interactive: true });
            },
          },
        });
        try {
          const pending = (await session.list({ status: 'candidate' })).filter(
            (r: MemoryRecord) => o.flagged === true || !r.flags.some((f) => f === 'instruction' || f === 'contradicts'),
          );
          if (pending.length === 0) {
            out.note('Nothing waits for you.');
            return 0;
          }
          const home = session.location.home;
          const sandbox = await unlockSandboxKey(home);
          key =
            sandbox ??
            (await unlockWithPassphrase(
              home,
              await readSecret(`${pending.length} ${pending.length === 1 ? 'memory waits' : 'memories wait'} for you. Your Cairn passphrase: `),
            ));
          let confirmed = 0;
          for (const [i, r] of pending.entries()) {
            out.note(`\n[${i + 1}/${pending.length}]\n${recordView(r)}`);
            const answer = await readKey('Confirm? [y]es / [n]o / [q]uit ');
            if (answer === 'q') break;
            if (answer !== 'y') continue;
            const done = await session.confirm([r.id]);
            if (!done.declined) confirmed++;
            out.note(`  confirmed ${foldLine(r.id)}`);
          }
          if (out.json) out.printJson({ confirmed, pending: pending.length });
          else out.print(`${confirmed} confirmed, ${pending.length - confirmed} left.`);
          return 0;
        } finally {
          await session.close();
        }
      });
    });
}
