import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The test setup stubs this module for every component test (src/test/setup.ts): this file tests the real one.
const { afterScreenSettles } =
  await vi.importActual<typeof import('../after-screen-settles')>('../after-screen-settles');

describe('afterScreenSettles', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // happy-dom has no idle callbacks: the task then runs on the next turn.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits past the load for the screen to fetch what it shows, then runs once', async () => {
    const queryClient = new QueryClient();
    const task = vi.fn();
    afterScreenSettles(queryClient, task);
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: ['screen'],
      queryFn: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).not.toHaveBeenCalled();
    answer('data');
    await vi.advanceTimersByTimeAsync(10);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a screen that never stops fetching past its limit', async () => {
    const queryClient = new QueryClient();
    const task = vi.fn();
    void queryClient.fetchQuery({ queryKey: ['live'], queryFn: () => new Promise<string>(() => {}) });
    afterScreenSettles(queryClient, task);
    await vi.advanceTimersByTimeAsync(8_500);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', async () => {
    const queryClient = new QueryClient();
    const task = vi.fn();
    afterScreenSettles(queryClient, task).cancel();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(task).not.toHaveBeenCalled();
  });
});
