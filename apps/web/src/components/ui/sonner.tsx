import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme';

function Toaster(props: React.ComponentProps<typeof Sonner>) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      richColors
      closeButton
      position="top-right"
      className="toaster group"
      containerAriaLabel="Notifications"
      {...props}
    />
  );
}

export { Toaster };
