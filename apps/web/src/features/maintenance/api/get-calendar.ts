import { calendarEventSchema } from '@plantwise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { calendarKeys } from './query-keys';

/** Calendar events and scheduled work orders in [from, to) (GET /api/calendar). */
export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.range(from, to),
    queryFn: ({ signal }) =>
      api.get('/api/calendar', {
        query: { from, to },
        schema: z.object({ data: z.array(calendarEventSchema) }),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
