import {
  type CloseGlassIncidentBody,
  type CreateGlassIncidentBody,
  type CreateGlassItemBody,
  canAccess,
  GLASS_CHECKERS,
  GLASS_REGISTER_KEEPERS,
  type GlassCheckRoundBody,
  type GlassIncidentListQuery,
  type GlassItemListQuery,
  glassCheckRoundResultSchema,
  glassIncidentListSchema,
  glassIncidentSchema,
  glassItemListSchema,
  glassItemSchema,
  okResponseSchema,
  type Role,
  type UpdateGlassItemBody,
} from '@plantwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { keptGetQuery } from '@/lib/kept-query';
import { refreshUnlessLive } from '@/lib/realtime';
import { complianceKeys } from './query-keys';

/** Quality people, managers and admins keep the register and close incidents (the domain's rule). */
export const mayKeepRegister = (role: Role | undefined) =>
  role !== undefined && canAccess(role, GLASS_REGISTER_KEEPERS);
/** Technicians and up, and quality people, walk check rounds and report breakages. */
export const mayCheck = (role: Role | undefined) => role !== undefined && canAccess(role, GLASS_CHECKERS);

export function useGlassItems(query: Partial<GlassItemListQuery>) {
  return useQuery(
    keptGetQuery(complianceKeys.glassItems(query), '/api/glass-register', {
      query: { ...query },
      schema: glassItemListSchema,
    }),
  );
}

export function useGlassIncidents(query: Partial<GlassIncidentListQuery>) {
  return useQuery(
    keptGetQuery(complianceKeys.glassIncidents(query), '/api/glass-incidents', {
      query: { ...query },
      schema: glassIncidentListSchema,
    }),
  );
}

/** Every write of the register refreshes both lists (a round stamps items and may raise incidents). */
function useGlassMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => refreshUnlessLive(queryClient, complianceKeys.glass),
  });
}

export const useCreateGlassItem = () =>
  useGlassMutation((body: CreateGlassItemBody) =>
    api.post('/api/glass-register', body, { schema: glassItemSchema }),
  );

export const useUpdateGlassItem = (id: string) =>
  useGlassMutation((body: UpdateGlassItemBody) =>
    api.patch(`/api/glass-register/${id}`, body, { schema: glassItemSchema }),
  );

export const useRemoveGlassItem = () =>
  useGlassMutation((id: string) => api.delete(`/api/glass-register/${id}`, { schema: okResponseSchema }));

export const useRecordCheckRound = () =>
  useGlassMutation((body: GlassCheckRoundBody) =>
    api.post('/api/glass-register/checks', body, { schema: glassCheckRoundResultSchema }),
  );

export const useReportGlassIncident = () =>
  useGlassMutation((body: CreateGlassIncidentBody) =>
    api.post('/api/glass-incidents', body, { schema: glassIncidentSchema }),
  );

export const useCloseGlassIncident = (id: string) =>
  useGlassMutation((body: CloseGlassIncidentBody) =>
    api.post(`/api/glass-incidents/${id}/close`, body, { schema: glassIncidentSchema }),
  );
