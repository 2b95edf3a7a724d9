import { STATUS_WINDOW_MS } from '@plantwise/domain';

/** The report this phone made from a label, kept for the 30 minutes its status may be followed. */
export interface SavedReport {
  reference: string;
  status_url: string;
  until: number;
}

const key = (token: string) => `plantwise-report:${token}`;
const NAME_KEY = 'plantwise-report-name';

function read(k: string): string | null {
  try {
    return localStorage.getItem(k);
  } catch {
    return null;
  }
}
function write(k: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(k);
    else localStorage.setItem(k, value);
  } catch {
    // Private mode: the confirmation still shows, it is just not remembered.
  }
}

export function loadSaved(token: string, now = Date.now()): SavedReport | null {
  const raw = read(key(token));
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as SavedReport;
    if (typeof saved.reference === 'string' && typeof saved.status_url === 'string' && saved.until > now)
      return saved;
  } catch {
    // fall through: a broken entry is dropped
  }
  write(key(token), null);
  return null;
}

export function saveReport(
  token: string,
  created: { reference: string; status_url: string },
  now = Date.now(),
) {
  const saved: SavedReport = { ...created, until: now + STATUS_WINDOW_MS };
  write(key(token), JSON.stringify(saved));
  return saved;
}

export function forgetReport(token: string) {
  write(key(token), null);
}

export const rememberedName = () => read(NAME_KEY) ?? '';
export const rememberName = (name: string) => write(NAME_KEY, name);
