import { toast } from 'sonner';

export const UPDATE_READY_MESSAGE = 'A new version of Plantwise is ready';
const UPDATE_TOAST_ID = 'app-update';

/** What this module uses of the browser, so a test can stand in for it. */
export interface ServiceWorkerHost {
  container: Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;
  reload: () => void;
}

/**
 * A new version waits until the person chooses it: the worker is told to take over, and the page
 * reloads once it has (docs/decisions/installable-app.md: never mid-task on its own).
 */
function applyUpdate(host: ServiceWorkerHost, worker: ServiceWorker) {
  host.container.addEventListener('controllerchange', () => host.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

function announce(host: ServiceWorkerHost, worker: ServiceWorker) {
  toast(UPDATE_READY_MESSAGE, {
    id: UPDATE_TOAST_ID,
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'Reload', onClick: () => applyUpdate(host, worker) },
  });
}

/**
 * Registers the service worker that keeps the app's files for offline use (built by vite-plugin-pwa,
 * vite.config.ts), and announces a new version once it is installed and waiting. The first install has
 * no page to replace (no controller), so it is not announced.
 */
export async function registerServiceWorker(host: ServiceWorkerHost): Promise<ServiceWorkerRegistration> {
  const registration = await host.container.register('/sw.js', { scope: '/' });
  if (registration.waiting && host.container.controller) announce(host, registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && host.container.controller) announce(host, worker);
    });
  });
  return registration;
}

let started = false;

/**
 * Registers once per page, in a built app only (the dev server has no worker). Called after the signed-in
 * shell has rendered, so neither the sign-in page's budget nor its first paint pays for it. A tab left
 * open for days learns of a new version when it is shown again.
 */
export function startServiceWorker() {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const host: ServiceWorkerHost = {
    container: navigator.serviceWorker,
    reload: () => window.location.reload(),
  };
  registerServiceWorker(host).then(
    (registration) => {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
      });
    },
    (error: unknown) => console.warn('The app could not be made available offline.', error),
  );
}
