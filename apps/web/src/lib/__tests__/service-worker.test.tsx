import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ServiceWorkerHost, UPDATE_READY_MESSAGE } from '../service-worker';

/** A stand-in worker: a state, its statechange event, and the messages the page posts to it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version arrives: the browser starts installing it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function fakeHost({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = new FakeRegistration();
  registration.waiting = waiting ?? null;
  const events = new EventTarget();
  const register = vi.fn(async () => registration as unknown as ServiceWorkerRegistration);
  const host: ServiceWorkerHost = {
    container: {
      register,
      controller: controlled ? ({} as ServiceWorker) : null,
      addEventListener: events.addEventListener.bind(events) as ServiceWorkerContainer['addEventListener'],
    },
    reload: vi.fn(),
  };
  /** The new worker has taken over the page. */
  const takeOver = () => events.dispatchEvent(new Event('controllerchange'));
  return { host, registration, register, takeOver };
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('the app update prompt', () => {
  it('announces a new version once it is installed and waiting, and reloads only when asked', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    const { host, registration, register, takeOver } = fakeHost({ controlled: true });
    await act(() => registerServiceWorker(host));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    const worker = new FakeWorker();
    act(() => {
      registration.found(worker);
      worker.becomes('installed');
    });
    expect(await screen.findByText(UPDATE_READY_MESSAGE)).toBeInTheDocument();
    // Never on its own: nothing is posted and nothing reloads until the person chooses Reload.
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(host.reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // The page reloads once the new worker controls it, not before.
    expect(host.reload).not.toHaveBeenCalled();
    act(() => takeOver());
    expect(host.reload).toHaveBeenCalledTimes(1);
  });

  it('announces a worker already waiting from an earlier visit', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    const { host } = fakeHost({ controlled: true, waiting });
    await act(() => registerServiceWorker(host));
    expect(await screen.findByText(UPDATE_READY_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('says nothing about the first install (no page to replace)', async () => {
    render(<Toaster />);
    const { host, registration } = fakeHost({ controlled: false });
    await act(() => registerServiceWorker(host));
    const worker = new FakeWorker();
    act(() => {
      registration.found(worker);
      worker.becomes('installed');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(UPDATE_READY_MESSAGE)).not.toBeInTheDocument();
  });
});
