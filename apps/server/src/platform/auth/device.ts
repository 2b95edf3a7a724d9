import Bowser from 'bowser';

/**
 * A session's device in plain words, from its user agent: "Chrome on Windows", "Safari on iPhone".
 * What cannot be read is left out rather than guessed ("Firefox", "Unknown device").
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const model = parsed.platform.model;
  const os = parsed.os.name;
  const system = model === 'iPhone' || model === 'iPad' ? model : os === 'macOS' ? 'Mac' : os;
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || 'Unknown device';
}
