import { DEFAULT_PAGE_SIZE } from '@plantwise/domain';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface PagerProps {
  offset: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  pageSize?: number;
  /** Accessible names of the two buttons, e.g. 'Newer mail' / 'Older mail'. */
  previousLabel: string;
  nextLabel: string;
}

/** '1–50 of 120' with previous and next buttons; renders nothing when everything fits on one page. */
export function Pager({
  offset,
  total,
  onOffsetChange,
  pageSize = DEFAULT_PAGE_SIZE,
  previousLabel,
  nextLabel,
}: PagerProps) {
  if (total <= pageSize) return null;
  return (
    <div className="flex items-center justify-end gap-2 text-muted-foreground text-sm">
      <span>
        {offset + 1}–{Math.min(offset + pageSize, total)} of {total}
      </span>
      <Button
        variant="outline"
        size="icon-sm"
        aria-label={previousLabel}
        disabled={offset === 0}
        onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon-sm"
        aria-label={nextLabel}
        disabled={offset + pageSize >= total}
        onClick={() => onOffsetChange(offset + pageSize)}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
