import { REALTIME_OPS } from '@plantwise/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { CHANGES_CHANNEL, type Database } from '../../db/client';

/** The realtime trigger's payload (migrations 0002 and 0004); notifications also name their owner. */
const changeEventSchema = z.object({
  table: z.string().min(1),
  op: z.enum(REALTIME_OPS),
  id: z.string(),
  user_id: z.string().optional(),
  /**
   * The sites of the changed row (migration 0035, docs/decisions/site-access.md): absent when the row is
   * not kept to sites, empty when it belongs to none. Used to route the event; never sent to browsers.
   */
  sites: z.array(z.string()).optional(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;
export type ChangeListener = (event: ChangeEvent) => void;

/** What modules see of the feed: subscribe to committed changes; returns the unsubscribe. */
export interface ChangeSubscriber {
  subscribe(listener: ChangeListener): () => void;
  /** Called when changes may have been missed: the listening connection was lost and is back. */
  onGap(listener: () => void): () => void;
}

/**
 * Committed changes of the database, for this server instance: PostgreSQL LISTEN on its own
 * connection (so a write through any instance arrives here), or PGlite's in-process listener.
 * NOTIFY is delivered at commit and never for a rolled-back transaction.
 */
export class ChangeFeed implements ChangeSubscriber {
  private readonly listeners = new Set<ChangeListener>();
  private readonly gapListeners = new Set<() => void>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  async start(): Promise<void> {
    this.unlisten ??= await this.database.listen(
      CHANGES_CHANNEL,
      (payload) => this.dispatch(payload),
      () => this.gap(),
    );
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    this.listeners.clear();
    this.gapListeners.clear();
    await unlisten?.();
  }

  private gap(): void {
    this.log.warn('The change listener reconnected; changes in between were missed');
    for (const listener of this.gapListeners) {
      try {
        listener();
      } catch (error) {
        this.log.error({ err: error }, 'A change gap listener failed');
      }
    }
  }

  private dispatch(payload: string): void {
    let event: ChangeEvent;
    try {
      event = changeEventSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.log.warn({ err: error, payload }, 'Ignoring an unreadable change notification');
      return;
    }
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error, table: event.table }, 'A change listener failed');
      }
    }
  }
}
