// How a message reaches the other side's open conversation without a reload: whatever writes a
// message (or marks one read) publishes an event for the people it concerns after its transaction
// commits, and every instance's event streams (GET /api/conversations/events/) pass on those of
// their listeners. Within one process the events go straight through; on PostgreSQL they also
// cross to the other instances (pg-live-events.ts; docs/conversations.md, "Live delivery";
// docs/decisions/0121-live-delivery.md).
import { EventEmitter } from 'node:events';
import type { LiveMessageEvent, LiveReadEvent } from '../../src/api/conversations-contract.ts';

export type LiveEvent = ({ type: 'message' } & LiveMessageEvent) | ({ type: 'read' } & LiveReadEvent);

export interface LiveEvents {
  /** tells these users' streams, on every instance; never throws (a lost event costs a reload) */
  publish(userIds: readonly number[], event: LiveEvent): void;
  /**
   * calls `listener` with each event for this user; returns the unsubscribe. `lost` is called when
   * events may have been missed (this instance stopped hearing the others): the subscription is
   * over then, and whoever held it must catch up and subscribe again.
   */
  subscribe(userId: number, listener: (event: LiveEvent) => void, lost?: () => void): () => void;
  /** how many of this instance's subscriptions the user holds */
  subscribers(userId: number): number;
  /** whether this instance hears every instance's events now (a stream may say `ready`) */
  readonly listening: boolean;
  /** starts listening to the other instances, if there are any; never throws */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** where an instance says that it stopped, or started again, hearing the others */
export interface LiveLog {
  info(message: string): void;
  warn(message: string, error?: unknown): void;
}

/** One process's events: the SQLite default, and each instance's half of the PostgreSQL one. */
export class LocalLiveEvents implements LiveEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly losers = new Set<{ lost: () => void }>();
  readonly listening: boolean = true;

  publish(userIds: readonly number[], event: LiveEvent): void {
    for (const id of new Set(userIds)) this.emitter.emit(String(id), event);
  }

  subscribe(userId: number, listener: (event: LiveEvent) => void, lost?: () => void): () => void {
    this.emitter.on(String(userId), listener);
    const loser = lost && { lost };
    if (loser) this.losers.add(loser);
    return () => {
      this.emitter.off(String(userId), listener);
      if (loser) this.losers.delete(loser);
    };
  }

  subscribers(userId: number): number {
    return this.emitter.listenerCount(String(userId));
  }

  /** Ends every subscription, telling each holder that events may have been missed. */
  loseAll(): void {
    const losers = [...this.losers];
    this.losers.clear();
    this.emitter.removeAllListeners();
    for (const { lost } of losers) lost();
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.losers.clear();
    this.emitter.removeAllListeners();
  }
}
