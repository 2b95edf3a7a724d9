import { useSyncExternalStore } from 'react';

// src/theme-init.js, written into each page at build, applies the stored theme before the app loads;
// keep the two in step.
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'plantwise-theme';
export const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return theme;
}

function applyTheme(theme: Theme) {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

interface ThemeSnapshot {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
}

let snapshot: ThemeSnapshot | null = null;
const listeners = new Set<() => void>();

function currentSnapshot(): ThemeSnapshot {
  if (!snapshot) {
    const theme = readStoredTheme();
    snapshot = { theme, resolvedTheme: resolveTheme(theme) };
  }
  return snapshot;
}

function update(theme: Theme) {
  snapshot = { theme, resolvedTheme: resolveTheme(theme) };
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be blocked; the choice then lasts for this page only.
  }
  update(theme);
}

function onSystemChange() {
  if (currentSnapshot().theme === 'system') update('system');
}

function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY) update(isTheme(event.newValue) ? event.newValue : 'system');
}

function subscribe(listener: () => void) {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  if (listeners.size === 0) {
    media?.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      media?.removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    }
  };
}

// What a page rendered at build time shows (src/prerender.tsx), and so also what hydrating it starts
// from; React then re-renders with the visitor's theme.
const PRERENDERED_SNAPSHOT: ThemeSnapshot = { theme: 'system', resolvedTheme: 'light' };
const prerenderedSnapshot = () => PRERENDERED_SNAPSHOT;

/** The chosen theme (light, dark or system, default system) and what it resolves to now. */
export function useTheme() {
  const { theme, resolvedTheme } = useSyncExternalStore(subscribe, currentSnapshot, prerenderedSnapshot);
  return { theme, resolvedTheme, setTheme };
}
