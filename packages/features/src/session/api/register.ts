import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type RegisterRequest, type User } from '@channel-countdown/contract';
import { errorMessage, feedbackMeta, useApiClient, specMutationDefaults, type ApiClient } from '../../api';
import { userQueryKey } from '../AuthProvider';
import { useFullPageNavigation } from '../fullPageNavigation';
import { useReturnTo } from '../useReturnTo';

/** SPEC §3: the confirmation never leaves the browser; first and last name are not asked for. */
export const register = (api: ApiClient, account: RegisterRequest) => api.post<User>(paths.register, account);

/** POST /api/register: the server signs the new user in; same success path as login (SPEC §4). */
export function useRegister() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigation = useFullPageNavigation();
  const returnTo = useReturnTo();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (account: RegisterRequest) => register(api, account),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      navigation.assign(returnTo);
    },
    meta: feedbackMeta({ errorToast: { title: 'Registration failed', description: errorMessage } }),
  });
}
