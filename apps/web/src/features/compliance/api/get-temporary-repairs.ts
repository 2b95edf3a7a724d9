import { type TemporaryRepairListQuery, temporaryRepairListSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { complianceKeys } from './query-keys';

export function useTemporaryRepairs(query: Partial<TemporaryRepairListQuery>) {
  return useQuery(
    keptGetQuery(complianceKeys.temporaryRepairs(query), '/api/compliance/temporary-repairs', {
      query: { ...query },
      schema: temporaryRepairListSchema,
    }),
  );
}
