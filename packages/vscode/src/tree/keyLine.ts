import { endorsementWords, KEY_CHANGE_NOTICE_DAYS, type PersonKeyNotice } from '@cairn/session';
import { displayText } from '../displayText.js';

/** The view's line about the person's key (a recent change, or a key file in doubt), with its icon and tooltip. */
export interface KeyLine {
  /** The row's label: readable at 300 px. */
  text: string;
  /** Beside it: the day and what endorsed the change, or "no signature counts". */
  description: string;
  /** Plain text: what happened and what to do if the person did not do it. */
  tooltip: string;
  /** A codicon: `key` for a change, `warning` for a key file in doubt. */
  icon: string;
  /** Drawn in the theme's warning colour: a key file in doubt (a change is shown plainly, its tooltip says what to do if it was not the person). */
  warning: boolean;
}

/**
 * The view's line about the person's key (issue #16: "every key change is shown by `doctor`, in
 * the VS Code view and as a SessionStart message"), for the notice session's `personKeyNotice`
 * gives — the rule SessionStart uses too: a change of key in the last
 * `KEY_CHANGE_NOTICE_DAYS` days (its key id, its day, whether the old passphrase or the recovery
 * code endorsed it), or a key file in doubt. Every string from the key file is folded
 * (`displayText`). Pure.
 */
export function keyLine(notice: PersonKeyNotice): KeyLine {
  if (notice.kind === 'doubt') {
    return {
      text: 'Your signing key is in doubt',
      description: 'no signature counts',
      tooltip: `Your person key file is in doubt: ${displayText(notice.doubt, 300)}. No signature counts until it is resolved: every confirm, pin and forget reads as the agent's. If you did not change it, restore your person/ folder from a backup; \`cairn doctor\` and \`cairn person status\` say more.`,
      icon: 'warning',
      warning: true,
    };
  }
  const { change } = notice;
  const day = displayText(change.since.slice(0, 10), 10);
  const how = endorsementWords(change.endorsedBy);
  const id = displayText(change.id, 80);
  return {
    text: `Your signing key changed on ${day}`,
    description: `${how} · ${id}`,
    tooltip: `Your signing key changed on ${day} (${how}) to ${id}. If you did not change it, your key was taken over: run \`cairn person status\`. Shown for ${KEY_CHANGE_NOTICE_DAYS} days after the change; \`cairn doctor\` lists every change.`,
    icon: 'key',
    warning: false,
  };
}
