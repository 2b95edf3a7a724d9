import { DEFAULT_PAGE_SIZE, formatCount } from '@plantwise/domain';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface PagerProps {
  /** Index of the first row shown (the API's `offset`). */
  offset: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  /** Rows per page (the API's `limit`). */
  limit?: number;
  /** The navigation's accessible name, e.g. 'Pages of users'. */
  label: string;
  className?: string;
}

/**
 * 'Showing 51–100 of 120' with previous and next pages, for a list paged on the server by
 * limit/offset. The buttons and the page number appear only when there is more than one page.
 */
export function Pager({
  offset,
  total,
  onOffsetChange,
  limit = DEFAULT_PAGE_SIZE,
  label,
  className,
}: PagerProps) {
  if (total <= 0) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(pages, Math.floor(offset / limit) + 1);
  const from = offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <p className="text-muted-foreground" aria-live="polite">
        Showing {formatCount(from)}–{formatCount(to)} of {formatCount(total)}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onOffsetChange(Math.max(0, offset - limit))}
            disabled={offset <= 0}
          >
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </Button>
          <span className="tabular-nums">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onOffsetChange(offset + limit)}
            disabled={offset + limit >= total}
          >
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
