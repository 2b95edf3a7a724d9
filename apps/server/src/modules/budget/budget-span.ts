import { zonedTimeToInstant } from '@plantwise/domain';
import type { PlantSpan } from './budget.queries';

const midnight = { day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 };

/** The instants of a plant-time year, or of one of its months (the budget counts in the plant's calendar). */
export function plantSpan(timeZone: string, year: number, month?: number): PlantSpan {
  const start = { ...midnight, year, month: month ?? 1 };
  const end =
    month === undefined || month === 12
      ? { ...midnight, year: year + 1, month: 1 }
      : { ...midnight, year, month: month + 1 };
  return { from: zonedTimeToInstant(start, timeZone), to: zonedTimeToInstant(end, timeZone), timeZone };
}

/** The instants the 12 months of a plant-time year start at, and the next year's start. */
export function plantMonthStarts(timeZone: string, year: number): Date[] {
  return [
    ...Array.from({ length: 12 }, (_, i) => plantSpan(timeZone, year, i + 1).from),
    plantSpan(timeZone, year).to,
  ];
}
