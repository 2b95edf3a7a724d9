import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * Says which row a `?highlight=` link shows ('Showing OVN-7'), or that it is gone, with the way back
 * to the whole list.
 */
export function HighlightNotice({
  title,
  showAllLabel,
  onShowAll,
  variant,
  children,
}: {
  title: string;
  showAllLabel: string;
  onShowAll: () => void;
  variant?: 'destructive';
  children?: React.ReactNode;
}) {
  return (
    <Alert variant={variant}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {children && <p>{children}</p>}
        <Button variant="link" className="h-auto p-0" onClick={onShowAll}>
          {showAllLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
