import {
  GLASS_CHECK_RESULT_LABELS,
  GLASS_CHECK_RESULTS,
  GLASS_MATERIAL_LABELS,
  type GlassCheckResult,
  type GlassItem,
} from '@plantwise/domain';
import { CheckIcon, SearchXIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormError } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useRecordCheckRound } from '../api/glass-register';
import { GlassRiskBadge } from './glass-badges';

const ICON = { intact: CheckIcon, damaged: TriangleAlertIcon, missing: SearchXIcon } as const;
const CHOSEN: Record<GlassCheckResult, string> = {
  intact:
    'border-success bg-success text-white hover:bg-success/90 hover:text-white dark:border-success dark:bg-success dark:hover:bg-success/90',
  damaged:
    'border-destructive bg-destructive text-white hover:bg-destructive/90 hover:text-white dark:border-destructive dark:bg-destructive dark:hover:bg-destructive/90',
  missing:
    'border-destructive bg-destructive text-white hover:bg-destructive/90 hover:text-white dark:border-destructive dark:bg-destructive dark:hover:bg-destructive/90',
};

interface Line {
  result?: GlassCheckResult;
  note: string;
}

/**
 * A check round made for a phone: each item of the location a card with three big buttons (Intact, Damaged,
 * Missing) and an optional note, sent once when every item has its result. A damaged or missing item raises
 * a breakage incident on the server, and quality people are told.
 */
export function GlassCheckRound({
  locationName,
  items,
  onDone,
}: {
  locationName: string;
  items: GlassItem[];
  onDone: () => void;
}) {
  const [lines, setLines] = useState<Record<string, Line>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const round = useRecordCheckRound();
  const answered = items.filter((item) => lines[item.id]?.result).length;
  const set = (id: string, change: Partial<Line>) =>
    setLines((current) => ({ ...current, [id]: { ...(current[id] ?? { note: '' }), ...change } }));

  const submit = async () => {
    if (answered < items.length) {
      setProblem(`Choose Intact, Damaged or Missing for every item: ${items.length - answered} left.`);
      return;
    }
    setProblem(null);
    try {
      const result = await round.mutateAsync({
        items: items.map((item) => ({
          item_id: item.id,
          result: lines[item.id]?.result as GlassCheckResult,
          note: lines[item.id]?.note || null,
        })),
      });
      if (result.incidents.length > 0)
        toast.warning(`Check round saved: ${result.incidents.length} breakage incident(s) raised`, {
          description: 'Quality has been told. Stop the line if product may be affected.',
        });
      else
        toast.success('Check round saved', {
          description: `${result.checked} items intact at ${locationName}`,
        });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, 'The check round was not saved. Try again.'));
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {answered} of {items.length} checked at {locationName}
      </p>
      <ol className="grid gap-3" aria-label="Items to check">
        {items.map((item) => {
          const line = lines[item.id];
          const issue = line?.result && line.result !== 'intact';
          return (
            <li key={item.id}>
              <Card className={cn('gap-3 py-4', issue && 'border-destructive/60')}>
                <CardHeader className="px-4">
                  <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                    <span className="break-words">{item.description}</span>
                    <GlassRiskBadge risk={item.risk} />
                  </CardTitle>
                  <p className="text-muted-foreground text-sm">
                    {GLASS_MATERIAL_LABELS[item.material]} · {item.location_path}
                  </p>
                </CardHeader>
                <CardContent className="grid gap-3 px-4">
                  <div
                    role="radiogroup"
                    aria-label={`Result for ${item.description}`}
                    className="grid grid-cols-3 gap-2"
                  >
                    {GLASS_CHECK_RESULTS.map((result) => {
                      const Icon = ICON[result];
                      const chosen = line?.result === result;
                      return (
                        <Button
                          key={result}
                          type="button"
                          role="radio"
                          aria-checked={chosen}
                          variant="outline"
                          className={cn('h-14 flex-col gap-1 text-sm', chosen && CHOSEN[result])}
                          onClick={() => set(item.id, { result })}
                        >
                          <Icon aria-hidden="true" className="size-5" />
                          {GLASS_CHECK_RESULT_LABELS[result]}
                        </Button>
                      );
                    })}
                  </div>
                  <Textarea
                    aria-label={`Note for ${item.description}`}
                    placeholder={issue ? 'What did you find? Where are the pieces?' : 'Note (optional)'}
                    rows={issue ? 2 : 1}
                    maxLength={500}
                    value={line?.note ?? ''}
                    onChange={(event) => set(item.id, { note: event.target.value })}
                  />
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
      <FormError>{problem}</FormError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          className="h-12 sm:h-9"
          onClick={onDone}
          disabled={round.isPending}
        >
          Cancel round
        </Button>
        <Button type="button" className="h-12 sm:h-9" onClick={submit} disabled={round.isPending}>
          {round.isPending ? 'Saving...' : `Submit check round (${answered}/${items.length})`}
        </Button>
      </div>
    </div>
  );
}
