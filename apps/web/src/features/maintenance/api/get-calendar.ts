import { calendarEventSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { keptGetQuery } from '@/lib/kept-query';
import { calendarKeys } from './query-keys';

/** Calendar events and scheduled work orders in [from, to) (GET /api/calendar). */
export function useCalendar(from: string, to: string) {
  return useQuery(
    keptGetQuery(calendarKeys.range(from, to), '/api/calendar', {
      query: { from, to },
      schema: z.object({ data: z.array(calendarEventSchema) }),
    }),
  );
}
