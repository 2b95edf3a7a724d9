import { type Profile, profileSchema, type UpdateProfileBody } from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { authKeys } from './query-keys';

export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return api.patch('/api/profile', body, { schema: profileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => refreshUnlessLive(queryClient, authKeys.session()),
  });
}
