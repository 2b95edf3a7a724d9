import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../support/auth';
import { adminApi } from '../support/people';

// The maintenance calendar repeats a recurring task over every month it shows, on the plant's days, and
// folds a day with more than its cell holds into "+N more", which opens the whole day.

const PLANT_ZONE = 'Europe/London';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Year and month (1–12) of the plant's calendar today, and `by` months on. */
function plantMonth(by: number): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: PLANT_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const index = year * 12 + month - 1 + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The days of a month as the calendar names its cells: 'Monday 2 November 2026'. */
function daysOf({ year, month }: { year: number; month: number }) {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1, i + 1));
    const long = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
    return {
      date,
      weekday: (date.getUTCDay() + 6) % 7,
      label: `${WEEKDAYS[(date.getUTCDay() + 6) % 7]} ${long}`,
    };
  });
}

function dayCell(page: Page, label: string): Locator {
  return page
    .getByRole('list', { name: /^Maintenance calendar/ })
    .getByRole('listitem', { name: new RegExp(`^${label}:`) });
}

/** Whether a day holds an entry named `title`: in its cell, or in the list its "+N more" opens. */
async function dayHolds(page: Page, label: string, title: string): Promise<boolean> {
  const cell = dayCell(page, label);
  if ((await cell.getByRole('link', { name: new RegExp(title) }).count()) > 0) return true;
  const more = cell.getByRole('button', { name: /more on/ });
  if ((await more.count()) === 0) return false;
  await more.click();
  const list = page.getByRole('dialog', { name: label });
  await expect(list).toBeVisible();
  const found = (await list.getByRole('link', { name: new RegExp(title) }).count()) > 0;
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  return found;
}

async function daysHolding(page: Page, month: { year: number; month: number }, title: string) {
  const found: number[] = [];
  for (const day of daysOf(month))
    if (await dayHolds(page, day.label, title)) found.push(day.date.getUTCDate());
  return found;
}

test.describe('maintenance calendar', () => {
  const suffix = Date.now().toString(36).toUpperCase();
  const weeklyTitle = `Weekly guard check ${suffix}`;
  const busyTitle = `Daily CIP verification ${suffix}`;
  const thisMonth = plantMonth(0);
  const nextMonth = plantMonth(1);
  // The weekly task falls due on the month's first Wednesday at 09:00 UTC (the same day in London all year).
  const firstWednesday = daysOf(thisMonth).find((d) => d.weekday === 2)?.date as Date;
  const busyDay = daysOf(nextMonth)[14]; // the 15th of next month: six one-off checks

  test.beforeAll(async () => {
    const admin = await adminApi(test.info().project.use.baseURL as string);
    const asset = async (n: number) => {
      const response = await admin.post('/api/assets', {
        data: { asset_id: `CIP-${suffix}-${n}`, asset_name: `CIP skid ${n}`, location: 'Line 2' },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()).id as string;
    };
    const weekly = await admin.post('/api/maintenance-tasks', {
      data: {
        title: weeklyTitle,
        asset_id: await asset(0),
        frequency: 'weekly',
        next_due_date: new Date(firstWednesday.getTime() + 9 * 3_600_000).toISOString(),
      },
    });
    expect(weekly.status(), await weekly.text()).toBe(201);
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const response = await admin.post('/api/maintenance-tasks', {
        data: {
          title: busyTitle,
          asset_id: await asset(n),
          schedule_mode: 'specific',
          specific_year: nextMonth.year,
          specific_month: nextMonth.month,
          specific_date: 15,
          specific_time: `0${n}:00`,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await admin.dispose();
  });

  test('shows a weekly task on every Wednesday from its due date, this month and next', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInThroughApi(page);
    await page.goto('/maintenance');
    const wednesdays = (month: { year: number; month: number }, from = 1) =>
      daysOf(month)
        .filter((d) => d.weekday === 2 && d.date.getUTCDate() >= from)
        .map((d) => d.date.getUTCDate());

    await expect(page.getByRole('list', { name: /^Maintenance calendar/ })).toBeVisible();
    const expectedNow = wednesdays(thisMonth);
    expect(expectedNow.length).toBeGreaterThanOrEqual(4);
    expect(await daysHolding(page, thisMonth, weeklyTitle)).toEqual(expectedNow);

    await page.getByRole('button', { name: 'Next month' }).click();
    const title = new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(busyDay.date);
    await expect(page.getByRole('list', { name: `Maintenance calendar, ${title}` })).toBeVisible();
    await expect(dayCell(page, daysOf(nextMonth)[0].label)).toBeVisible();
    expect(await daysHolding(page, nextMonth, weeklyTitle)).toEqual(wednesdays(nextMonth));
    await expect(page.getByText(/Dates after a task’s next due date are projected/)).toBeVisible();
  });

  test('folds a busy day into "+N more", which lists every item with its asset', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInThroughApi(page);
    await page.goto('/maintenance');
    await page.getByRole('button', { name: 'Next month' }).click();
    const cell = dayCell(page, busyDay.label);
    await expect(cell).toBeVisible();
    // Two entries and the fold; nothing in the cell reaches past its edges.
    await expect(cell.getByRole('link')).toHaveCount(2);
    const more = cell.getByRole('button', { name: /^\+\d+ more on / });
    await expect(more).toBeVisible();
    const box = await cell.boundingBox();
    for (const link of await cell.getByRole('link').all()) {
      const inner = await link.boundingBox();
      expect(inner && box && inner.x + inner.width <= box.x + box.width + 0.5).toBe(true);
    }
    await more.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: busyDay.label });
    await expect(list).toBeVisible();
    for (const n of [1, 2, 3, 4, 5, 6])
      await expect(
        list.getByRole('link', { name: new RegExp(`${busyTitle} CIP-${suffix}-${n} · CIP skid ${n}`) }),
      ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(more).toBeFocused();
    // The fold counts everything after the first two: at least the other four checks of that day.
    expect(Number((await more.textContent())?.match(/\+(\d+)/)?.[1])).toBeGreaterThanOrEqual(4);
  });
});
