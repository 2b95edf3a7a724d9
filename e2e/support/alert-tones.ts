declare global {
  interface Window {
    __alertTones: number[][];
  }
}

/**
 * Records the frequencies of every oscillator the page starts (the alert tone, spec §9) in
 * `window.__alertTones`. Pass it to `addInitScript`: Playwright sends its source to the page, so it
 * must use nothing from this module. Chromium under Playwright counts every page as already clicked;
 * `untilActivated` gives the page a browser's real rule: not activated until a pointer or key press.
 */
export function spyOnAlertTones(options?: { untilActivated?: boolean }) {
  window.__alertTones = [];
  if (options?.untilActivated) {
    let active = false;
    const activate = () => {
      active = true;
    };
    window.addEventListener('pointerdown', activate, { capture: true });
    window.addEventListener('keydown', activate, { capture: true });
    Object.defineProperty(Navigator.prototype, 'userActivation', {
      configurable: true,
      get: () => ({ hasBeenActive: active, isActive: active }),
    });
  }
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    override createOscillator() {
      const oscillator = super.createOscillator();
      const tone: number[] = [];
      window.__alertTones.push(tone);
      const setValueAtTime = oscillator.frequency.setValueAtTime.bind(oscillator.frequency);
      oscillator.frequency.setValueAtTime = (value: number, time: number) => {
        tone.push(value);
        return setValueAtTime(value, time);
      };
      return oscillator;
    }
  };
}
