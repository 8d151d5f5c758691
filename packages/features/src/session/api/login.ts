import { paths, type LoginRequest } from '@channel-countdown/contract';
import type { ApiClient } from '../../api';
import { msg } from '@lingui/core/macro';
import { useSignInMutation } from './signInMutation';

export const login = (api: ApiClient, credentials: LoginRequest) =>
  api.call('POST', paths.login, { body: credentials });

/** POST /api/login; a refusal shows the 'Login failed' toast, the form itself stays quiet (SPEC §8). */
export function useLogin() {
  return useSignInMutation(login, msg`Login failed`);
}
