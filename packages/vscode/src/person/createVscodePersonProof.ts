import { CoreError, createPresenceProof, ErrorCode, type PersonAct, type PersonProof } from '@cairn/session';
import type { UiPort } from '../ports.js';
import { reviewDetail } from '../tree/describeMemory.js';

/** The button of the modal that asks for each act. */
const ACTION: Partial<Record<PersonAct, string>> = {
  confirm: 'Confirm',
  pin: 'Pin',
  unpin: 'Unpin',
  forget: 'Forget',
  supersede: 'Supersede',
  prune: 'Remove',
  wipe: 'Delete',
};

/**
 * The editor's person port: the person at the editor's UI (DESIGN.md §1). An act that needs an
 * answer is asked in a modal showing the memories it concerns (origin, flags, source and text,
 * one line each) and signed only when the person presses its button; the signature binds what
 * the modal showed. The editor is always a person's surface, never an agent's.
 */
export function createVscodePersonProof(ui: UiPort, now: () => Date = () => new Date()): PersonProof {
  return createPresenceProof(
    {
      signer: 'vscode',
      present: () => true,
      show: (request) => reviewDetail(request.records, now()),
      ask: (request, shown) => ui.confirmModal(request.question, shown, ACTION[request.act] ?? 'OK'),
      unavailable: (request) => new CoreError(ErrorCode.HUMAN_CHANNEL_REQUIRED, `Cairn could not ask you to ${request.act} in this editor.`),
    },
    now,
  );
}
