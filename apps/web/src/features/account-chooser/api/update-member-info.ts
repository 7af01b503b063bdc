import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MemberInfoUpdateSchema, type User } from '@portal/contracts/users';
import { apiFetch } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/session/get-user.ts';

/** PUT /v1/users/member-info with the account chosen in the account chooser. */
export async function updateMemberInfo(ssoSubscriptionId: string): Promise<User> {
  const body = MemberInfoUpdateSchema.parse({ ssoSubscriptionId });
  const response = await apiFetch('/v1/users/member-info', {
    method: 'PUT',
    body,
    schema: (s) => s.UserResponseSchema,
  });
  return response.data;
}

/** The mutation owns its cache update: the chosen account becomes the member, then the user is refetched. */
export function useUpdateMemberInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberInfo,
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      await queryClient.invalidateQueries({ queryKey: ['points'] });
    },
  });
}
