import { paths, type RegisterRequest } from '@channel-countdown/contract';
import type { ApiClient } from '../../api';
import { msg } from '@lingui/core/macro';
import { useSignInMutation } from './signInMutation';

/** SPEC §3: the confirmation never leaves the browser; first and last name are not asked for. */
export const register = (api: ApiClient, account: RegisterRequest) =>
  api.call('POST', paths.register, { body: account });

/** POST /api/register: the server signs the new user in; same success path as login (SPEC §4). */
export function useRegister() {
  return useSignInMutation(register, msg`Registration failed`);
}
