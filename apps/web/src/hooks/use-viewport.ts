import { DESKTOP_BREAKPOINT, type DeviceClass, deviceClass, MOBILE_BREAKPOINT } from '@plantwise/domain';
import { useSyncExternalStore } from 'react';

export type Orientation = 'portrait' | 'landscape';

export interface SafeAreaInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Viewport {
  deviceClass: DeviceClass;
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  orientation: Orientation;
  safeArea: SafeAreaInsets;
}

const QUERIES = [
  `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`,
  `(min-width: ${DESKTOP_BREAKPOINT}px)`,
  '(orientation: portrait)',
];

const NO_INSETS: SafeAreaInsets = { top: 0, right: 0, bottom: 0, left: 0 };

// env(safe-area-inset-*) is only readable through layout, so a hidden probe element is measured.
function readSafeAreaInsets(): SafeAreaInsets {
  if (!document.body) return NO_INSETS;
  const probe = document.createElement('div');
  probe.style.cssText =
    'position:fixed;visibility:hidden;pointer-events:none;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)';
  document.body.appendChild(probe);
  const style = window.getComputedStyle(probe);
  const insets = {
    top: Number.parseFloat(style.paddingTop) || 0,
    right: Number.parseFloat(style.paddingRight) || 0,
    bottom: Number.parseFloat(style.paddingBottom) || 0,
    left: Number.parseFloat(style.paddingLeft) || 0,
  };
  probe.remove();
  return insets;
}

function isPortrait(): boolean {
  if (typeof window.matchMedia === 'function') return window.matchMedia('(orientation: portrait)').matches;
  return window.innerHeight >= window.innerWidth;
}

let cached: Viewport | null = null;

function computeViewport(): Viewport {
  const device = deviceClass(window.innerWidth);
  const orientation: Orientation = isPortrait() ? 'portrait' : 'landscape';
  const safeArea = readSafeAreaInsets();
  if (
    cached &&
    cached.deviceClass === device &&
    cached.orientation === orientation &&
    cached.safeArea.top === safeArea.top &&
    cached.safeArea.right === safeArea.right &&
    cached.safeArea.bottom === safeArea.bottom &&
    cached.safeArea.left === safeArea.left
  ) {
    return cached;
  }
  cached = {
    deviceClass: device,
    isMobile: device === 'mobile',
    isTablet: device === 'tablet',
    isDesktop: device === 'desktop',
    orientation,
    safeArea,
  };
  return cached;
}

let snapshot: Viewport | null = null;
const listeners = new Set<() => void>();
let mediaLists: MediaQueryList[] = [];
let frame = 0;

function refresh() {
  frame = 0;
  snapshot = computeViewport();
  for (const listener of listeners) listener();
}

function scheduleRefresh() {
  if (!frame) frame = window.requestAnimationFrame(refresh);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    // Nothing listened while the window may have been resized: read it afresh.
    snapshot = null;
    mediaLists = typeof window.matchMedia === 'function' ? QUERIES.map((q) => window.matchMedia(q)) : [];
    for (const list of mediaLists) list.addEventListener('change', refresh);
    window.addEventListener('resize', scheduleRefresh);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      for (const list of mediaLists) list.removeEventListener('change', refresh);
      window.removeEventListener('resize', scheduleRefresh);
      if (frame) window.cancelAnimationFrame(frame);
      frame = 0;
    }
  };
}

function getSnapshot(): Viewport {
  if (!snapshot) snapshot = computeViewport();
  return snapshot;
}

/** Device class (mobile under 768 px, tablet under 1024 px, else desktop), orientation and safe-area insets. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function useIsMobile(): boolean {
  return useViewport().isMobile;
}
