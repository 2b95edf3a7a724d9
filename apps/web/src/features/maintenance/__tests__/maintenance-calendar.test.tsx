import type { CalendarEvent, CalendarTask } from '@plantwise/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/factories';
import { type FakeRequest, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

// Tuesday 10 March 2026, 10:00 in London: the calendar opens on March (23 February to 5 April).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const cip = (n: number) => ({
  id: `3f1c9a52-8d7e-4b1a-9c3d-2e5f6a7b8c0${n}`,
  asset_id: `CIP-0${n}`,
  asset_name: `CIP skid ${n}`,
});

function buildCalendarTask(overrides: Partial<CalendarTask> = {}): CalendarTask {
  return {
    id: '5b1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    title: 'Guard inspection',
    asset: cip(1),
    frequency: 'weekly',
    custom_frequency_days: null,
    schedule_mode: 'frequency',
    specific_year: null,
    specific_month: null,
    specific_date: null,
    specific_time: null,
    next_due_date: '2026-03-02T08:00:00.000Z',
    is_active: true,
    estimated_duration: 1,
    trigger: 'calendar',
    due_forecast: false,
    ...overrides,
  };
}

function setup(tasks: CalendarTask[], { events = [] as CalendarEvent[], total = tasks.length } = {}) {
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role: 'user' }) }),
    'GET /api/maintenance-tasks': () => ({ body: { data: [], total: 0 } }),
    'GET /api/calendar': () => ({ body: { data: events } }),
    'GET /api/calendar/tasks': () => ({ body: { data: tasks, total } }),
  });
  return { ...api, ...renderApp('/maintenance') };
}

const day = (name: RegExp) => screen.getByRole('listitem', { name });
const calendarRequests = (requests: FakeRequest[]) =>
  requests
    .filter((r) => r.path === '/api/calendar/tasks')
    .map((r) => [r.url.searchParams.get('from'), r.url.searchParams.get('to')]);

describe('/maintenance calendar', () => {
  it('shows a weekly task on every Monday of the month and of the next, with its asset and state', async () => {
    const { user, requests } = setup([buildCalendarTask()]);
    await screen.findByRole('list', { name: 'Maintenance calendar, March 2026' });
    const mondays = [2, 9, 16, 23, 30].map((d) => day(new RegExp(`^Monday ${d} March 2026`)));
    const names = mondays.map((cell) => within(cell).getByRole('link').textContent);
    expect(names).toEqual([
      'Overdue: CIP-01 Guard inspection',
      'Overdue: CIP-01 Guard inspection',
      'Due within 7 days: CIP-01 Guard inspection',
      'Scheduled: CIP-01 Guard inspection',
      'Scheduled: CIP-01 Guard inspection',
    ]);
    // Overdue in words on the day, not only in colour; the full asset and date in the tooltip.
    expect(mondays[0]).toHaveAccessibleName('Monday 2 March 2026: 1 item, 1 overdue');
    expect(within(mondays[0]).getByText('1 overdue')).toBeVisible();
    expect(within(mondays[3]).getByRole('link')).toHaveAttribute(
      'title',
      expect.stringContaining('Guard inspection · CIP-01 · CIP skid 1 ·'),
    );
    expect(within(mondays[3]).getByRole('link').title).toMatch(/projected from its frequency$/);
    expect(within(day(/^Tuesday 3 March 2026/)).queryByRole('link')).toBeNull();
    expect(
      screen.getByText(/Dates after a task’s next due date are projected from its frequency/),
    ).toBeVisible();
    expect(calendarRequests(requests)).toEqual([['2026-02-23T00:00:00.000Z', '2026-04-05T23:00:00.000Z']]);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('list', { name: 'Maintenance calendar, April 2026' });
    await waitFor(() => expect(within(day(/^Monday 6 April 2026/)).getAllByRole('link')).toHaveLength(1));
    for (const d of [13, 20, 27])
      expect(within(day(new RegExp(`^Monday ${d} April 2026`))).getByRole('link')).toHaveTextContent(
        'Scheduled: CIP-01 Guard inspection',
      );
    expect(within(day(/^Tuesday 7 April 2026/)).queryByRole('link')).toBeNull();
    expect(calendarRequests(requests).at(-1)).toEqual([
      '2026-03-29T23:00:00.000Z',
      '2026-05-10T23:00:00.000Z',
    ]);
  });

  it('folds a busy day into "+N more", whose list names every item by asset and closes back to its button', async () => {
    const tasks = [1, 2, 3, 4, 5].map((n) =>
      buildCalendarTask({
        id: `5b1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5${n}`,
        title: 'Daily CIP verification',
        asset: cip(n),
        schedule_mode: 'specific',
        specific_year: 2026,
        specific_month: 3,
        specific_date: 12,
        specific_time: '06:00',
        next_due_date: `2026-03-12T06:0${n}:00.000Z`,
      }),
    );
    const { user } = setup(tasks);
    await screen.findByRole('list', { name: 'Maintenance calendar, March 2026' });
    const thursday = day(/^Thursday 12 March 2026: 5 items/);
    expect(
      within(thursday)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Due within 7 days: CIP-01 Daily CIP verification',
      'Due within 7 days: CIP-02 Daily CIP verification',
    ]);
    const more = within(thursday).getByRole('button', { name: '+3 more on Thursday 12 March 2026' });
    more.focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('dialog', { name: 'Thursday 12 March 2026' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Due within 7 days: Daily CIP verification CIP-0${n} · CIP skid ${n}`),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(more).toHaveFocus();
  });

  it('draws a usage task once, at its forecast date, with the words "Forecast from usage"', async () => {
    setup([
      buildCalendarTask({ trigger: 'usage', due_forecast: true, next_due_date: '2026-03-23T08:00:00.000Z' }),
    ]);
    await screen.findByRole('list', { name: 'Maintenance calendar, March 2026' });
    const cell = day(/^Monday 23 March 2026/);
    expect(within(cell).getByRole('link').title).toMatch(/forecast from usage$/);
    for (const d of [2, 9, 16, 30])
      expect(within(day(new RegExp(`^Monday ${d} March 2026`))).queryByRole('link')).toBeNull();
    expect(screen.getByText(/show their due date forecast from its usage/)).toBeVisible();
  });

  it('says when the calendar repeats only the first page of recurring tasks', async () => {
    setup([buildCalendarTask()], { total: 612 });
    expect(
      await screen.findByText(
        'This calendar repeats the first 1 of 612 recurring tasks; the others show at their next due date only.',
      ),
    ).toBeVisible();
  });

  it('lists a phone’s month by day, every occurrence with its asset, and a busy day opens in place', async () => {
    const width = window.innerWidth;
    try {
      act(() => {
        window.innerWidth = 390;
        window.dispatchEvent(new Event('resize'));
      });
      const daily = [1, 2, 3, 4, 5, 6, 7].map((n) =>
        buildCalendarTask({
          id: `5b1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5${n}`,
          title: 'Daily CIP verification',
          asset: cip(n),
          frequency: 'daily',
          next_due_date: '2026-03-30T05:00:00.000Z',
        }),
      );
      const { user } = setup([buildCalendarTask(), ...daily]);
      const agenda = await screen.findByRole('list', { name: 'Maintenance agenda, March 2026' });
      const headings = within(agenda)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(headings).toEqual([
        'Monday 2 March 2026',
        'Monday 9 March 2026',
        'Monday 16 March 2026',
        'Monday 23 March 2026',
        'Monday 30 March 2026',
        'Tuesday 31 March 2026',
      ]);
      // The days already past come first; "Today" goes on to the first day from today on.
      await user.click(screen.getByRole('button', { name: 'Today' }));
      expect(within(agenda).getByRole('heading', { name: 'Monday 16 March 2026' })).toHaveFocus();
      const monday = within(agenda).getByRole('listitem', { name: 'Monday 2 March 2026' });
      expect(within(monday).getByRole('link')).toHaveTextContent(
        'Overdue: Guard inspection CIP-01 · CIP skid 1',
      );
      expect(within(monday).getByText('Overdue')).toBeVisible();
      const busy = within(agenda).getByRole('listitem', { name: 'Tuesday 31 March 2026' });
      expect(within(busy).getAllByRole('link')).toHaveLength(5);
      expect(within(busy).getAllByText('Projected')).toHaveLength(5);
      await user.click(within(busy).getByRole('button', { name: 'Show 2 more' }));
      expect(within(busy).getAllByRole('link')).toHaveLength(7);
      expect(within(busy).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    } finally {
      act(() => {
        window.innerWidth = width;
        window.dispatchEvent(new Event('resize'));
      });
    }
  });
});
