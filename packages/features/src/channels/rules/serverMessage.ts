import { ApiError } from '../../api';

/**
 * The server's own words from an ApiError, for the toasts
 * and the inline preview error that show "the server message or" a fixed fallback. Null when the server
 * said nothing usable, or when the call never reached it (a network failure is not a server message).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.serverMessage.trim() || null;
}
