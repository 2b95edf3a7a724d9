import {
  type CalendarEntry,
  type CalendarEvent,
  type CalendarTask,
  calendarEntries,
  DUE_WINDOW_DAYS,
  displayTimeZone,
  formatClock,
  formatDateTime,
  formatLongDate,
  formatMonth,
  notifiedAssetLabel,
  plantDay,
  plantMonthGrid,
  taskDueState,
  weekdayIndex,
  zonedParts,
} from '@plantwise/domain';
import { ChevronLeftIcon, ChevronRightIcon, TriangleAlertIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type QueryLike, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useViewport } from '@/hooks/use-viewport';
import { cn } from '@/lib/utils';
import { useCalendar } from '../api/get-calendar';
import { useCalendarTasks } from '../api/get-calendar-tasks';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Entries a month cell shows before the rest fold into "+N more" (three lines keep every week one height). */
const CELL_ROWS = 3;
/** Entries a phone's agenda day lists before "Show N more". */
const AGENDA_ROWS = 5;

type EntryState = 'done' | 'overdue' | 'due' | 'scheduled';
const STATE_CLASS: Record<EntryState, string> = {
  done: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  overdue: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  due: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  scheduled: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
};
const STATE_LABEL: Record<EntryState, string> = {
  done: 'Done',
  overdue: 'Overdue',
  due: `Due within ${DUE_WINDOW_DAYS} days`,
  scheduled: 'Scheduled',
};
// Dashed: a date worked out from the task's frequency, not stored.
const PROJECTED_CLASS = 'outline outline-1 outline-current/50 outline-dashed -outline-offset-1';
/** A usage task's forecast date: a dotted outline, and the words "Forecast from usage". */
const FORECAST_CLASS = 'border border-dotted border-current';

/** An occurrence or work order stands as a task's next due date would: overdue before now, due within 7 days. */
function entryState(entry: CalendarEntry, now: Date): EntryState {
  if (entry.status === 'done') return 'done';
  const state = taskDueState({ is_active: true, next_due_date: entry.date }, now);
  return state === 'inactive' ? 'scheduled' : state;
}

function entryLink(entry: CalendarEntry) {
  return entry.task_id
    ? `/maintenance?highlight=${entry.task_id}`
    : `/work-orders?highlight=${entry.work_order_id}`;
}

/** The whole of an entry in one line, for the tooltip of its cut-down form in a month cell. */
function entrySummary(entry: CalendarEntry, state: EntryState): string {
  return [
    entry.title,
    notifiedAssetLabel(entry.asset),
    formatDateTime(entry.date),
    STATE_LABEL[state],
    entry.projected ? 'projected from its frequency' : null,
    entry.forecast ? 'forecast from usage' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function dayHeading(day: string) {
  return `${WEEKDAY_NAMES[weekdayIndex(day)]} ${formatLongDate(day)}`;
}

/** The month cell's form of an entry: its state (icon and colour, the word for screen readers), code and title. */
function CellEntry({ entry, now }: { entry: CalendarEntry; now: Date }) {
  const state = entryState(entry, now);
  return (
    <Link
      to={entryLink(entry)}
      title={entrySummary(entry, state)}
      className={cn(
        'flex min-w-0 items-center gap-1 rounded px-1 py-0.5 hover:underline',
        STATE_CLASS[state],
        entry.projected && PROJECTED_CLASS,
        entry.forecast && FORECAST_CLASS,
      )}
    >
      {state === 'overdue' && <TriangleAlertIcon aria-hidden="true" className="size-3 shrink-0" />}
      <span className="sr-only">{STATE_LABEL[state]}: </span>
      {entry.asset && <span className="shrink-0 font-semibold">{entry.asset.asset_id}</span>}{' '}
      <span className="min-w-0 truncate">{entry.title}</span>
    </Link>
  );
}

/** The full form of an entry, in a day's list: time, title, asset's code and name, state in words. */
function ListEntry({ entry, now }: { entry: CalendarEntry; now: Date }) {
  const state = entryState(entry, now);
  const asset = notifiedAssetLabel(entry.asset);
  return (
    <li className="flex items-start gap-3 rounded-md border p-2 text-sm">
      <span className="w-11 shrink-0 pt-0.5 text-muted-foreground tabular-nums">
        {formatClock(entry.date)}
      </span>
      <span className="grid min-w-0 gap-1">
        <Link to={entryLink(entry)} className="grid font-medium underline-offset-4 hover:underline">
          <span className="sr-only">{STATE_LABEL[state]}: </span>
          <span className="break-words">{entry.title}</span>{' '}
          {asset && <span className="break-words font-normal text-muted-foreground text-xs">{asset}</span>}
        </Link>
        <span aria-hidden="true" className="flex flex-wrap items-center gap-1.5 text-xs">
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded px-1.5 py-0.5',
              STATE_CLASS[state],
              entry.projected && PROJECTED_CLASS,
              entry.forecast && FORECAST_CLASS,
            )}
          >
            {state === 'overdue' && <TriangleAlertIcon className="size-3" />}
            {STATE_LABEL[state]}
          </span>
          {entry.projected && <span className="text-muted-foreground">Projected</span>}
          {entry.forecast && <span className="text-muted-foreground">Forecast from usage</span>}
        </span>
        {entry.projected && <span className="sr-only">Projected from the task’s frequency.</span>}
        {entry.forecast && <span className="sr-only">Forecast from the meter’s usage.</span>}
      </span>
    </li>
  );
}

/** A day whose entries do not fit its cell: the first ones, then "+N more" opening the whole day. */
function MoreEntries({ day, entries, now }: { day: string; entries: CalendarEntry[]; now: Date }) {
  const headingId = `calendar-day-${day}`;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="h-6 w-full justify-start px-1 text-xs">
          +{entries.length - (CELL_ROWS - 1)} more
          <span className="sr-only"> on {dayHeading(day)}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-labelledby={headingId}
        collisionPadding={8}
        className="grid max-h-(--radix-popover-content-available-height) w-80 max-w-[calc(100vw-1rem)] gap-2 overflow-y-auto p-3"
      >
        <h3 id={headingId} className="font-medium text-sm">
          {dayHeading(day)}
        </h3>
        <ul className="grid gap-1.5">
          {entries.map((entry) => (
            <ListEntry key={entry.id} entry={entry} now={now} />
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

/** What both forms of the month show: its title, grid days, `YYYY-MM`, entries by plant day, and today. */
interface MonthViewProps {
  title: string;
  days: string[];
  month: string;
  byDay: Map<string, CalendarEntry[]>;
  today: string;
  now: Date;
}

function MonthGridView({ title, days, month, byDay, today, now }: MonthViewProps) {
  return (
    <ol
      className="grid grid-cols-7 gap-px rounded-md border bg-border text-xs"
      aria-label={`Maintenance calendar, ${title}`}
    >
      {WEEKDAYS.map((d) => (
        <li key={d} aria-hidden="true" className="bg-muted px-1 py-1 text-center font-medium">
          {d}
        </li>
      ))}
      {days.map((day) => {
        const entries = byDay.get(day) ?? [];
        const overdue = entries.filter((e) => entryState(e, now) === 'overdue').length;
        const shown = entries.length > CELL_ROWS ? entries.slice(0, CELL_ROWS - 1) : entries;
        const count = entries.length === 1 ? '1 item' : `${entries.length} items`;
        return (
          <li
            key={day}
            aria-label={`${dayHeading(day)}: ${count}${overdue ? `, ${overdue} overdue` : ''}`}
            className={cn(
              'flex min-h-28 min-w-0 flex-col gap-0.5 bg-background p-1',
              !day.startsWith(month) && 'bg-muted/50 text-muted-foreground',
            )}
          >
            <span className="flex min-w-0 items-center justify-between gap-1">
              <span className={cn('rounded px-1', day === today && 'bg-primary text-primary-foreground')}>
                {Number(day.slice(8))}
              </span>
              {overdue > 0 && (
                <span aria-hidden="true" className="truncate text-red-700 dark:text-red-300">
                  {overdue} overdue
                </span>
              )}
            </span>
            <ul className="grid min-w-0 gap-0.5">
              {shown.map((entry) => (
                <li key={entry.id} className="min-w-0">
                  <CellEntry entry={entry} now={now} />
                </li>
              ))}
            </ul>
            {entries.length > CELL_ROWS && <MoreEntries day={day} entries={entries} now={now} />}
          </li>
        );
      })}
    </ol>
  );
}

/** One day of the phone's agenda: its first entries, and a button that lists the rest in place. */
function AgendaDay({
  day,
  entries,
  today,
  now,
}: {
  day: string;
  entries: CalendarEntry[];
  today: boolean;
  now: Date;
}) {
  const [expanded, setExpanded] = useState(false);
  const headingId = `agenda-${day}`;
  const listId = `agenda-list-${day}`;
  const hidden = entries.length - AGENDA_ROWS;
  const shown = expanded || hidden <= 0 ? entries : entries.slice(0, AGENDA_ROWS);
  return (
    <li aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} tabIndex={-1} className="scroll-mt-20 font-medium text-sm outline-none">
        {dayHeading(day)}
        {today && (
          <span className="ml-2 rounded bg-primary px-1.5 py-0.5 text-primary-foreground text-xs">Today</span>
        )}
      </h3>
      <ul id={listId} className="grid gap-2">
        {shown.map((entry) => (
          <ListEntry key={entry.id} entry={entry} now={now} />
        ))}
      </ul>
      {hidden > 0 && (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show ${hidden} more`}
        </Button>
      )}
    </li>
  );
}

/**
 * The phone's calendar: the month's days that have maintenance, in order, each with its entries (time,
 * title and asset as a link, state in words). A list of headings and links, so it reads and tabs in date order.
 */
function MonthAgenda({
  title,
  days,
  month,
  byDay,
  today,
  now,
  goToToday,
  onWentToToday,
}: MonthViewProps & { goToToday: boolean; onWentToToday: () => void }) {
  const busy = days.filter((d) => d.startsWith(month) && byDay.has(d));
  // This month's agenda starts with the days already past: "Today" takes a phone on to today's work.
  const next = today.startsWith(month) ? busy.find((d) => d >= today) : undefined;
  useEffect(() => {
    if (!goToToday) return;
    const heading = next ? document.getElementById(`agenda-${next}`) : null;
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
    onWentToToday();
  }, [goToToday, next, onWentToToday]);
  if (busy.length === 0)
    return (
      <p className="rounded-md border p-4 text-muted-foreground text-sm">Nothing scheduled in {title}.</p>
    );
  return (
    <ol aria-label={`Maintenance agenda, ${title}`} className="grid gap-4">
      {busy.map((day) => (
        <AgendaDay key={day} day={day} entries={byDay.get(day) ?? []} today={day === today} now={now} />
      ))}
    </ol>
  );
}

interface CalendarData {
  events: CalendarEvent[];
  tasks: CalendarTask[];
  total: number;
}

/** The plant month shown, as its year and month (1–12). */
interface Month {
  year: number;
  month: number;
}

function plantMonthOf(now: Date): Month {
  const { year, month } = zonedParts(now, displayTimeZone());
  return { year, month };
}

function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The month calendar of maintenance in the plant's days: each recurring task at every occurrence from its
 * next due date on (projected by its frequency), completed occurrences and scheduled work orders. A grid
 * on wider screens, where a day with more than fits folds the rest into "+N more"; an agenda on a phone
 * (docs/decisions/calendar-projection.md).
 */
export function MaintenanceCalendar({ now }: { now: Date }) {
  const { isMobile } = useViewport();
  const [shown, setShown] = useState(() => plantMonthOf(now));
  // Set by "Today" on a phone until the agenda, loaded for this month, has scrolled to today.
  const [goToToday, setGoToToday] = useState(false);
  const wentToToday = useCallback(() => setGoToToday(false), []);
  // The plant's zone, which the session set before any screen was drawn.
  const zone = displayTimeZone();
  const grid = useMemo(() => plantMonthGrid(shown.year, shown.month, zone), [shown, zone]);
  const from = grid.from.toISOString();
  const to = grid.to.toISOString();
  const calendar = useCalendar(from, to);
  const tasks = useCalendarTasks(from, to);
  const query: QueryLike<CalendarData> = {
    data:
      calendar.data && tasks.data
        ? { events: calendar.data.data, tasks: tasks.data.data, total: tasks.data.total }
        : undefined,
    error: calendar.error ?? tasks.error,
    isPending: calendar.isPending || tasks.isPending,
    isError: calendar.isError || tasks.isError,
    isFetching: calendar.isFetching || tasks.isFetching,
    refetch: () => Promise.all([calendar.refetch(), tasks.refetch()]),
  };
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEntry[]>();
    if (!calendar.data || !tasks.data) return map;
    const entries = calendarEntries(calendar.data.data, tasks.data.data, grid.from, grid.to, zone);
    for (const entry of entries) {
      const day = plantDay(entry.date, zone);
      map.set(day, [...(map.get(day) ?? []), entry]);
    }
    return map;
  }, [calendar.data, tasks.data, grid, zone]);
  const month = `${shown.year}-${String(shown.month).padStart(2, '0')}`;
  const title = formatMonth(`${month}-01`);
  const today = plantDay(now, zone);
  const view: MonthViewProps = { title, days: grid.days, month, byDay, today, now };
  return (
    <section aria-labelledby="calendar-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-heading" className="font-semibold text-lg">
          {title}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous month"
            onClick={() => setShown(shiftMonth(shown, -1))}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setShown(plantMonthOf(now));
              setGoToToday(isMobile);
            }}
          >
            Today
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next month"
            onClick={() => setShown(shiftMonth(shown, 1))}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <QueryState query={query} loadingLabel="Loading calendar" errorTitle="Could not load the calendar">
        {(data) => (
          <>
            {data.total > data.tasks.length && (
              <p role="status" className="rounded-md border p-3 text-sm">
                This calendar repeats the first {data.tasks.length} of {data.total} recurring tasks; the
                others show at their next due date only.
              </p>
            )}
            {isMobile ? (
              <MonthAgenda
                {...view}
                goToToday={goToToday && !calendar.isPlaceholderData && !tasks.isPlaceholderData}
                onWentToToday={wentToToday}
              />
            ) : (
              <MonthGridView {...view} />
            )}
          </>
        )}
      </QueryState>
      <div className="flex flex-wrap items-center gap-3 text-muted-foreground text-xs">
        {!isMobile &&
          (Object.keys(STATE_CLASS) as EntryState[]).map((s) => (
            <span
              key={s}
              className={cn('inline-flex items-center gap-1 rounded px-1.5 py-0.5', STATE_CLASS[s])}
            >
              {s === 'overdue' && <TriangleAlertIcon aria-hidden="true" className="size-3" />}
              {STATE_LABEL[s]}
            </span>
          ))}
        <span className="inline-flex items-center gap-1.5">
          {!isMobile && (
            <span aria-hidden="true" className={cn('inline-block h-3 w-5 rounded', PROJECTED_CLASS)} />
          )}
          Dates after a task’s next due date are projected from its frequency
          {isMobile ? ' and marked Projected.' : ' (dashed).'}
        </span>
        <span className="inline-flex items-center gap-1.5">
          {!isMobile && (
            <span aria-hidden="true" className={cn('inline-block h-3 w-5 rounded', FORECAST_CLASS)} />
          )}
          Tasks that follow a meter show their due date forecast from its usage
          {isMobile ? ', marked Forecast from usage.' : ' (dotted).'}
        </span>
      </div>
    </section>
  );
}
