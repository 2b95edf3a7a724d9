import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/** The part of a TanStack Query result that QueryState reads. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  /** While a retry runs, its button is disabled. */
  isFetching?: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryErrorProps {
  title: string;
  error: unknown;
  /** Shown when the server gave no message of its own. */
  fallback?: string;
  onRetry: () => unknown;
  retrying?: boolean;
  className?: string;
}

/** A failed load: what went wrong and a button that asks again. */
export function QueryError({
  title,
  error,
  fallback = 'The server did not answer.',
  onRetry,
  retrying = false,
  className,
}: QueryErrorProps) {
  return (
    <Alert variant="destructive" className={className}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error, fallback)}</p>
        <Button variant="outline" size="sm" disabled={retrying} onClick={() => void onRetry()}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** Placeholder rows while something loads, announced as `label`. */
export function LoadingSkeleton({
  label,
  rows = 3,
  className,
  rowClassName = 'h-10',
}: {
  label: string;
  rows?: number;
  className?: string;
  rowClassName?: string;
}) {
  return (
    <div className={cn('grid gap-2', className)} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Skeleton key={i} className={cn('w-full', rowClassName)} />
      ))}
    </div>
  );
}

/** Nothing to show: an icon, a sentence and perhaps an action, in a dashed box. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon?: LucideIcon;
  title?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground',
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-8" />}
      {title && <h3 className="font-semibold text-foreground">{title}</h3>}
      {children}
    </div>
  );
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is loading, for the skeleton's accessible name: 'Loading users'. */
  loadingLabel: string;
  /** The error's title: 'Could not load users'. */
  errorTitle: string;
  errorFallback?: string;
  /** A skeleton of the content's shape; three grey rows by default. */
  loading?: React.ReactNode;
  /** Or the grey rows' number and classes (announced as `loadingLabel`). */
  skeleton?: { rows?: number; className?: string; rowClassName?: string };
  /** When the data counts as empty; `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: React.ReactNode;
  children: (data: T) => React.ReactNode;
}

/**
 * The states of a TanStack Query result in one place: a skeleton while the first load runs, the
 * error with a retry that refetches, the empty state, and otherwise the content. Data kept from an
 * earlier page (`placeholderData`) stays on screen while the next one loads.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  errorTitle,
  errorFallback,
  loading,
  skeleton,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isError) {
    return (
      <QueryError
        title={errorTitle}
        error={query.error}
        fallback={errorFallback}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending || query.data === undefined)
    return loading ?? <LoadingSkeleton label={loadingLabel} {...skeleton} />;
  if (isEmpty?.(query.data)) return empty ?? null;
  return children(query.data);
}
