import { displayText } from '../displayText.js';
import { shortAge } from './describeMemory.js';

/**
 * The last agent session a host's hooks recorded for a folder (the host-hooks issue: "Protected
 * sessions"), as the view needs it: which host, whether its sandbox kept the agent out of the
 * Cairn home, and why not.
 */
export interface LastSession {
  /** The host's name as the hooks recorded it (`claude-code`, `copilot`). */
  host: string;
  protected: boolean;
  /** Why it was not protected (empty when protected), as the hooks recorded it. */
  reasons: string[];
  /** ISO time of its last record update. */
  at: string;
}

/** One line of the view about the last session, with its icon and tooltip. */
export interface SessionLine {
  /** The row's label: readable at 300 px. */
  text: string;
  /** Beside it: the host and how long ago. */
  description: string;
  /** Plain text: what protected means, or why it was not and what to do. */
  tooltip: string;
  /** A codicon: `shield` when protected, `warning` when not. */
  icon: string;
  /** Drawn in the theme's warning colour. */
  warning: boolean;
}

/** The hosts' names as people know them; any other is shown folded. */
const HOST_NAMES: Readonly<Record<string, string>> = { 'claude-code': 'Claude Code', copilot: 'GitHub Copilot' };

/**
 * The view's line about the last agent session, with a one-line explanation in the tooltip.
 * Every string from the session record is folded (`displayText`). Pure.
 *
 * @param now - the clock's time, for the age
 */
export function lastSessionLine(session: LastSession, now: Date): SessionLine {
  const host = HOST_NAMES[session.host] ?? displayText(session.host, 40);
  const description = `${host} · ${shortAge(session.at, now)}`;
  if (session.protected) {
    return {
      text: 'Last session: protected by settings',
      description,
      // Read off the host's settings when the session started, not observed (issue #14, fourth walk item 8).
      tooltip: `${host}'s last session was protected by its settings: your Cairn home is declared sandbox-only (signed by you), and when it started they required the sandbox, denied the agent your Cairn home, let nothing the agent drives run outside the sandbox, and the sandbox's tools ran here, so the agent should reach your memory only through Cairn's tools, which hold what it writes as candidates. Cairn read this from the settings; it did not observe the agent being kept out.`,
      icon: 'shield',
      warning: false,
    };
  }
  const why = session.reasons.map((r) => displayText(r, 200)).join('; ');
  return {
    text: 'Last session: not protected',
    description,
    tooltip: `${host}'s last session was not protected: the agent could read or change your Cairn home directly, around Cairn's checks.${why !== '' ? ` Why: ${why}.` : ''} Its writes are recorded as unprotected. \`cairn setup claude-code\`, in a home declared sandbox-only, sets up the protection for the next session.`,
    icon: 'warning',
    warning: true,
  };
}
