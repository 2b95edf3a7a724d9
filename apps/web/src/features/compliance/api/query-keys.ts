import type { GlassIncidentListQuery, GlassItemListQuery, TemporaryRepairListQuery } from '@plantwise/domain';
import { registerViewKeys } from '@/lib/realtime';

export const complianceKeys = {
  all: ['compliance'] as const,
  temporaryRepairs: (query: Partial<TemporaryRepairListQuery>) =>
    [...complianceKeys.all, 'temporary-repairs', query] as const,
  glass: ['compliance', 'glass'] as const,
  glassItems: (query: Partial<GlassItemListQuery>) => [...complianceKeys.glass, 'items', query] as const,
  glassIncidents: (query: Partial<GlassIncidentListQuery>) =>
    [...complianceKeys.glass, 'incidents', query] as const,
};

// A completed breakdown or work order (a new temporary fix, or its follow-up done) refreshes the register.
registerViewKeys('temporaryRepairs', [complianceKeys.all]);
// A check round elsewhere, a new incident or a close refreshes the glass register and its incidents.
registerViewKeys('glassRegister', [[...complianceKeys.glass, 'items']]);
registerViewKeys('glassIncidents', [[...complianceKeys.glass, 'incidents']]);
