import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type LoginRequest, type User } from '@channel-countdown/contract';
import { errorMessage, feedbackMeta, useApiClient, specMutationDefaults, type ApiClient } from '../../api';
import { userQueryKey } from '../AuthProvider';
import { useFullPageNavigation } from '../fullPageNavigation';
import { useReturnTo } from '../useReturnTo';

export const login = (api: ApiClient, credentials: LoginRequest) => api.post<User>(paths.login, credentials);

/**
 * POST /api/login. Success caches the user and loads / as a new page (SPEC §4); failure shows the
 * 'Login failed' toast with the error message (SPEC §8), the form itself stays quiet.
 */
export function useLogin() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigation = useFullPageNavigation();
  const returnTo = useReturnTo();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (credentials: LoginRequest) => login(api, credentials),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      navigation.assign(returnTo);
    },
    // A 401 here is the answer 'Invalid username or password', not an ended session: no sign-in redirect.
    meta: feedbackMeta({ errorToast: { title: 'Login failed', description: errorMessage } }),
  });
}
