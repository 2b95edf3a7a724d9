import { ALERT_TONE } from '@plantwise/domain';
import { useSyncExternalStore } from 'react';

type AudioContextClass = typeof AudioContext;
interface UserActivation {
  hasBeenActive: boolean;
}

// One context for the page: browsers allow audio only after a click or key press on it, and each
// context created before that logs a console warning and stays silent.
let context: AudioContext | null = null;
let blocked = false;
const listeners = new Set<() => void>();

function setBlocked(value: boolean) {
  if (blocked === value) return;
  blocked = value;
  for (const listener of listeners) listener();
}

function pageHasBeenActive(): boolean {
  const activation = (globalThis.navigator as (Navigator & { userActivation?: UserActivation }) | undefined)
    ?.userActivation;
  // Browsers without the User Activation API: try, as they did before it existed.
  return activation?.hasBeenActive ?? true;
}

function sound(audio: AudioContext) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  const start = audio.currentTime;
  const step = ALERT_TONE.durationS / ALERT_TONE.frequenciesHz.length;
  oscillator.type = 'sine';
  ALERT_TONE.frequenciesHz.forEach((hz, i) => {
    oscillator.frequency.setValueAtTime(hz, start + i * step);
  });
  gain.gain.setValueAtTime(0.2, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + ALERT_TONE.durationS);
  oscillator.connect(gain);
  gain.connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + ALERT_TONE.durationS);
}

function play(AudioContextImpl: AudioContextClass | undefined): boolean {
  if (!AudioContextImpl) return false;
  try {
    context ??= new AudioContextImpl();
    void context.resume?.().catch(() => undefined);
    sound(context);
    return true;
  } catch {
    return false;
  }
}

/**
 * Plays the critical-breakdown alert of spec §9 with Web Audio: 800, 600 then 800 Hz, 0.3 s in all.
 * Until the page has had a click or key press the browser would keep it silent (and warn in the
 * console), so it is not attempted: the tone is marked blocked and the top bar offers "Enable sound".
 */
export function playAlertTone(
  AudioContextImpl: AudioContextClass | undefined = globalThis.AudioContext,
): boolean {
  if (!context && !pageHasBeenActive()) {
    setBlocked(true);
    return false;
  }
  const played = play(AudioContextImpl);
  if (played) setBlocked(false);
  return played;
}

/** Called from a click: allows sound from now on and plays the tone once, so the person hears it. */
export function enableAlertSound(
  AudioContextImpl: AudioContextClass | undefined = globalThis.AudioContext,
): boolean {
  const played = play(AudioContextImpl);
  setBlocked(false);
  return played;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an alert tone could not play because the page has not been clicked yet. */
export function useAlertSoundBlocked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => blocked,
    () => false,
  );
}

/** Forgets the shared state between tests. */
export function resetAlertSoundForTests() {
  context = null;
  setBlocked(false);
}
