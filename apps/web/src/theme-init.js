// Runs before the app loads so the first paint already has the chosen theme (no flash).
// Mirrors src/lib/theme.ts: localStorage 'plantwise-theme' = light | dark | system (default).
(() => {
  let theme = 'system';
  try {
    const stored = localStorage.getItem('plantwise-theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch (_) {
    // Storage can be blocked (privacy mode); fall back to the system preference.
  }
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
