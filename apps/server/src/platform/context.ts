import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db, DbKind } from '../db/client';
import type { Actor } from './audit';
import type { VersionedMemo } from './cache/versioned-memo';
import type { Config } from './config';
import type { ChangeSubscriber } from './realtime/change-feed';

/** What actions need from the outside world; built once in buildApp and passed down. */
export interface AppContext {
  db: Db;
  dbKind: DbKind;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  startedAt: Date;
  jobs: Jobs;
  /** Committed database changes (the realtime channel), e.g. to wake a job on a new row. */
  changes: ChangeSubscriber;
  /** Answers of costly reads kept until a table they read changes (list totals). */
  memo: VersionedMemo;
  /** The same for a few large answers that are alike for everyone (the fleet's analytics). */
  fleetMemo: VersionedMemo;
}

/**
 * A background job: `run` handles one batch and returns how many items it handled. Jobs must be
 * safe to run on several instances at once (claim rows with FOR UPDATE SKIP LOCKED).
 */
export interface Job {
  name: string;
  /** Pause between polls when there was nothing to do. */
  intervalMs: number;
  run(ctx: AppContext): Promise<number>;
}

/** The app's background jobs (platform/jobs.ts runs them); declared here so the context needs no runner. */
export interface Jobs {
  register(job: Job): void;
  start(ctx: AppContext): void;
  /** Runs a job's next batch now instead of at its next poll (e.g. right after a commit). */
  wake(name: string): void;
  names(): string[];
  stop(): Promise<void>;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The audit actor of a request: the signed-in user, or anonymous with the request's address. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    id: request.auth?.user.id ?? null,
    email: request.auth?.user.email ?? null,
    requestId: request.id,
    ip: request.ip,
  };
}
