import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';
import { useIsMobile } from '@/hooks/use-viewport';
import { useTheme } from '@/lib/theme';

// Sonner's light rich colours fall just short of WCAG AA contrast (4.5:1); these darker texts pass.
const LIGHT_RICH_COLORS = {
  '--success-text': 'hsl(140 100% 22%)',
  '--info-text': 'hsl(210 92% 35%)',
  '--warning-text': 'hsl(31 92% 28%)',
  '--error-text': 'hsl(360 100% 35%)',
} as React.CSSProperties;

/**
 * Toasts rise from the bottom: the top bar holds the counters, the bell and the menu, which a toast
 * must not cover. Bottom centre on a phone (within thumb reach), bottom right on a wider screen.
 */
function Toaster(props: React.ComponentProps<typeof Sonner>) {
  const { resolvedTheme } = useTheme();
  const isMobile = useIsMobile();
  return (
    <Sonner
      theme={resolvedTheme}
      style={resolvedTheme === 'light' ? LIGHT_RICH_COLORS : undefined}
      richColors
      closeButton
      position={isMobile ? 'bottom-center' : 'bottom-right'}
      className="toaster group"
      containerAriaLabel="Notifications"
      {...props}
    />
  );
}

export { Toaster };
