import { ALERT_TONE } from '@plantwise/domain';

type AudioContextClass = typeof AudioContext;

/**
 * Plays the critical-breakdown alert of spec §9 with Web Audio: 800, 600 then 800 Hz, 0.3 s in all.
 * Browsers may keep audio muted until the page has been interacted with; then it stays silent.
 */
export function playAlertTone(
  AudioContextImpl: AudioContextClass | undefined = globalThis.AudioContext,
): boolean {
  if (!AudioContextImpl) return false;
  try {
    const context = new AudioContextImpl();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const start = context.currentTime;
    const step = ALERT_TONE.durationS / ALERT_TONE.frequenciesHz.length;
    oscillator.type = 'sine';
    ALERT_TONE.frequenciesHz.forEach((hz, i) => {
      oscillator.frequency.setValueAtTime(hz, start + i * step);
    });
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + ALERT_TONE.durationS);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + ALERT_TONE.durationS);
    oscillator.onended = () => void context.close().catch(() => undefined);
    void context.resume?.().catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
