import type { TemporaryRepairListQuery } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

export const complianceKeys = {
  all: ['compliance'] as const,
  temporaryRepairs: (query: Partial<TemporaryRepairListQuery>) =>
    [...complianceKeys.all, 'temporary-repairs', query] as const,
};

// A completed breakdown or work order (a new temporary fix, or its follow-up done) refreshes the register.
registerViewKeys('temporaryRepairs', [complianceKeys.all]);
