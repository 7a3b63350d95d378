import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

type Id = string | number;

/** A request from the client: it has a method and an id (a notification has no id). */
const requestId = (m: JSONRPCMessage): Id | undefined => ('method' in m && 'id' in m ? (m.id as Id) : undefined);
/** The id an answer (a result or an error) goes to; `null` for an answer to a line that could not be read. */
const answerId = (m: JSONRPCMessage): Id | null | undefined => ('method' in m ? undefined : 'id' in m ? (m.id as Id | null) : undefined);

/**
 * Keeps the answers a client cannot place without their order in the order of what they answer
 * (issue #14, walk-3 item 13: the answer to an unknown method, id 3, was sent before the answer to
 * `initialize`, id 1; the Parse-error answer to an unreadable line came before the answers to the
 * requests sent ahead of it). JSON-RPC 2.0 lets a server answer in any order, matched by id; two
 * answers have nothing to match:
 *
 * - an answer with id `null` (a line that is not JSON, or not a JSON-RPC message) is placed only
 *   by its order: it waits for the answers to every request that arrived before its line;
 * - MCP's lifecycle begins with `initialize`'s answer: no other answer is sent before it.
 *
 * Every other answer goes at once (a slow tool call holds back nothing), and so do the server's
 * own notifications and requests.
 */
export class AnswerOrder {
  /** Requests not answered yet, by id. */
  private readonly open = new Set<Id>();
  /** The `initialize` request's id while it is unanswered. */
  private initialize: Id | undefined;
  /** Answers held back, in the order they were made, each with the requests it waits for. */
  private readonly held: Array<{ message: JSONRPCMessage; waitFor: Set<Id>; done: () => void; failed: (e: unknown) => void }> = [];

  /** @param write - sends one message on the wire (the transport's own `send`) */
  constructor(private readonly write: (message: JSONRPCMessage) => Promise<void>) {}

  /** Records a message the client sent, in the order it arrived (before it is handled). */
  arrived(message: JSONRPCMessage): void {
    const id = requestId(message);
    if (id === undefined) return;
    this.open.add(id);
    if ((message as { method?: string }).method === 'initialize' && this.initialize === undefined) this.initialize = id;
  }

  /** Sends `message` now, or once what it waits for is answered. */
  send(message: JSONRPCMessage): Promise<void> {
    const id = answerId(message);
    if (id === undefined) return this.write(message);
    const waitFor = new Set<Id>();
    if (id === null) for (const o of this.open) waitFor.add(o);
    else if (this.initialize !== undefined && id !== this.initialize) waitFor.add(this.initialize);
    if (waitFor.size === 0) return this.sent(message, id);
    return new Promise<void>((done, failed) => {
      this.held.push({ message, waitFor, done, failed });
    });
  }

  /** Writes an answer, marks its request answered, and releases what waited for it. */
  private async sent(message: JSONRPCMessage, id: Id | null): Promise<void> {
    await this.write(message);
    if (id !== null) this.answered(id);
    await this.release();
  }

  private answered(id: Id): void {
    this.open.delete(id);
    if (id === this.initialize) this.initialize = undefined;
    for (const h of this.held) h.waitFor.delete(id);
  }

  /** Sends the held answers that wait for nothing more, in the order they were made. */
  private async release(): Promise<void> {
    for (;;) {
      const ready = this.held.findIndex((h) => h.waitFor.size === 0);
      if (ready === -1) return;
      // Taken out before the write: a release running beside this one cannot send it twice.
      const [h] = this.held.splice(ready, 1);
      if (h === undefined) return;
      try {
        await this.write(h.message);
        const id = answerId(h.message);
        if (id !== null && id !== undefined) this.answered(id);
        h.done();
      } catch (error) {
        h.failed(error);
      }
    }
  }
}
