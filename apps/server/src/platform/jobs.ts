import type { AppContext, Job, Jobs } from './context';

export type { Job } from './context';

export interface JobRunner {
  /** Runs a job's next batch now instead of at its next poll (e.g. right after a commit). */
  wake(name: string): void;
  stop(): Promise<void>;
  /** Names of the running jobs, for diagnostics. */
  names(): string[];
}

/** Starts each job in its own loop: drains while there is work, then polls at its interval. */
export function startJobs(ctx: AppContext, jobs: Job[]): JobRunner {
  let stopped = false;
  const wakers = new Map<string, () => void>();
  const loops = jobs.map(async (job) => {
    while (!stopped) {
      let handled = 0;
      try {
        handled = await job.run(ctx);
      } catch (error) {
        ctx.log.error({ err: error, job: job.name }, 'Background job failed; retrying at the next poll');
      }
      if (stopped) continue;
      if (handled > 0) {
        // Drain, but let waiting requests in between batches: with PGlite the job and the requests
        // share one connection on one event loop.
        await new Promise<void>((resolve) => setImmediate(resolve));
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, job.intervalMs);
        function done() {
          clearTimeout(timer);
          wakers.delete(job.name);
          resolve();
        }
        wakers.set(job.name, done);
      });
    }
  });
  return {
    wake(name) {
      wakers.get(name)?.();
    },
    async stop() {
      stopped = true;
      for (const wake of wakers.values()) wake();
      await Promise.all(loops);
    },
    names: () => jobs.map((job) => job.name),
  };
}

/** Exponential back-off for retries: 30 s, 1 min, 2 min … capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * Modules register their jobs while the app is built; main.ts starts them once the server listens
 * (tests start them only when they need them). `wake` is safe to call before start.
 */
export class JobRegistry implements Jobs {
  private readonly jobs: Job[] = [];
  private runner: JobRunner | undefined;

  register(job: Job): void {
    this.jobs.push(job);
  }

  start(ctx: AppContext): void {
    this.runner ??= startJobs(ctx, this.jobs);
  }

  wake(name: string): void {
    this.runner?.wake(name);
  }

  names(): string[] {
    return this.jobs.map((job) => job.name);
  }

  async stop(): Promise<void> {
    await this.runner?.stop();
    this.runner = undefined;
  }
}
