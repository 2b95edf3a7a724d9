import { MOBILE_BREAKPOINT } from '@plantwise/domain';
import type * as React from 'react';
import { useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme';

// Sonner's light rich colours fall just short of WCAG AA contrast (4.5:1); these darker texts pass.
const LIGHT_RICH_COLORS = {
  '--success-text': 'hsl(140 100% 22%)',
  '--info-text': 'hsl(210 92% 35%)',
  '--warning-text': 'hsl(31 92% 28%)',
  '--error-text': 'hsl(360 100% 35%)',
} as React.CSSProperties;

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);
const subscribe = (onChange: () => void) => {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
// The sign-in page is prerendered (no window there): it renders as on a wide screen until hydrated.
const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );

/**
 * Toasts rise from the bottom: the top bar holds the counters, the bell and the menu, which a toast
 * must not cover. Bottom centre on a phone (within thumb reach), bottom right on a wider screen.
 */
function Toaster(props: React.ComponentProps<typeof Sonner>) {
  const { resolvedTheme } = useTheme();
  const isPhone = usePhone();
  return (
    <Sonner
      theme={resolvedTheme}
      style={resolvedTheme === 'light' ? LIGHT_RICH_COLORS : undefined}
      richColors
      closeButton
      position={isPhone ? 'bottom-center' : 'bottom-right'}
      className="toaster group"
      containerAriaLabel="Notifications"
      {...props}
    />
  );
}

export { Toaster };
