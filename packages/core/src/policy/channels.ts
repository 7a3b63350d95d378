import { type Channel, CHANNEL_RULES } from './policy.js';

/**
 * The channel a write arrives on, decided once (DESIGN.md §1): a human surface (the CLI, the
 * VS Code UI) is the `cli`/`vscode` channel only while a person is present; without one (an
 * agent's shell tool pipes the CLI's output, no `--yes`) the write arrives on `api`, where a
 * claimed `user` is stored as `agent` and entrenchment is refused. Agent-driven and
 * programmatic channels stay as they are: presence never raises their trust.
 *
 * @param surface - where the request came in (the adapter)
 * @param personPresent - the person port's answer (today: a terminal, `--yes`, the editor's UI)
 */
export function writeChannel(surface: Channel, personPresent: boolean): Channel {
  if (!CHANNEL_RULES[surface].human) return surface;
  return personPresent ? surface : 'api';
}
