import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The start-up fetch of the device's copy of a person's work (use-offline-boot.ts) waits until the screen has
// settled, a moment a test cannot know: its requests (a hundred assets, the person's work orders) would land among
// the ones a test inspects. It never starts in component tests; after-screen-settles.test.ts tests the wait.
vi.mock('@/lib/after-screen-settles', () => ({ afterScreenSettles: () => ({ cancel: () => {} }) }));

// The first render of a route imports its lazy chunk through Vite's transform, which can take
// seconds on a loaded machine; findBy* queries wait for it instead of the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Answer matchMedia from window.innerWidth so breakpoint queries follow the test's width.
function evaluate(query: string): boolean {
  const width = window.innerWidth;
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  if (query.includes('prefers-color-scheme: dark')) return false;
  if (query.includes('orientation: portrait')) return window.innerHeight >= width;
  return Boolean(max || min);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: evaluate(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Radix popper content measures itself with ResizeObserver, which the test DOM may lack.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// The test DOM lays nothing out, so its IntersectionObserver never reports: here everything observed is
// in view at once (DeferredChart then draws its chart as it would on a large screen).
class IntersectionObserverStub {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;

// The signed-in shell opens the realtime socket; in tests it stays connecting and never reaches a
// server (tests drive events through dispatchRealtimeEvent instead).
class WebSocketStub extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  constructor(readonly url: string) {
    super();
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}
globalThis.WebSocket = WebSocketStub as unknown as typeof WebSocket;

// React Router's ScrollRestoration scrolls on navigation; the test DOM has no layout to scroll.
window.scrollTo = () => {};
// The QR label prints through the browser's dialog; tests spy on it.
window.print ??= () => {};

afterEach(() => {
  cleanup();
  document.cookie.split('; ').forEach((entry) => {
    const name = entry.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: tests clear the cookies the sidebar writes.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
  window.localStorage.clear();
});
