import { type PublicReportSettings, publicReportSettingsSchema } from '@plantwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['settings', 'public-report'] as const;
const PATH = '/api/admin/settings/public-report';

/** The admins' switch for fault reports from QR labels. */
export function usePublicReportSettings(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: () => api.get(PATH, { schema: publicReportSettingsSchema }),
    enabled,
  });
}

export function useSavePublicReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PublicReportSettings) =>
      api.put(PATH, settings, { schema: publicReportSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
