import { zonedParts } from '@plantwise/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The next work-order number of the plant year `at` falls in (WO-2026-000123), as a value for an
 * insert: the counter row's lock makes concurrent creations wait for each other, so numbers stay
 * distinct and consecutive (plantwise_next_number, migration sequential_numbers).
 */
export function nextWorkOrderNumber(at: string | undefined, timeZone: string): SQL {
  const year = zonedParts(at ? new Date(at) : new Date(), timeZone).year;
  return sql`plantwise_work_order_number(${year}::int)`;
}
