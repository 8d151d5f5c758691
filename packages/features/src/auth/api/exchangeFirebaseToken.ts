import { paths, type FirebaseAuthRequest } from '@channel-countdown/contract';
import type { ApiClient } from '../../api';
import { exchangeFailureMessage } from '../google/googleErrors';

/** The server's answer: at least the signed-in account's email. */
export interface FirebaseAuthResponse {
  email?: string | null;
  username?: string;
}

/**
 * POST /api/auth/firebase {idToken}: trades the Google ID token for a session cookie. Its failures carry
 * the server's message alone (SPEC §7), not the "{status}: …" form of the other calls, so it reads the
 * answer itself.
 */
export async function exchangeFirebaseToken(
  api: ApiClient,
  request: FirebaseAuthRequest,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<FirebaseAuthResponse> {
  const response = await fetchImpl(`${api.baseUrl}${paths.firebaseAuth}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new Error(exchangeFailureMessage(text));
  try {
    return JSON.parse(text) as FirebaseAuthResponse;
  } catch {
    return {};
  }
}
