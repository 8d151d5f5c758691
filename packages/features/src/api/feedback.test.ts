import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { errorMessage, failureFeedback, feedbackMeta, serverMessageOr } from './feedback';

const refused = new ApiError(409, 'A timer is already running');
const offline = new TypeError('Failed to fetch');

describe('failureFeedback: what a failed call tells the user, from its meta', () => {
  it('sends a call that needs the session to sign in on a 401 (SPEC §8), instead of its toast', () => {
    const meta = feedbackMeta({
      signInOnUnauthorized: true,
      errorToast: { title: 'Failed to delete timer' },
    });
    expect(failureFeedback(new ApiError(401, 'Unauthorized'), meta)).toEqual({ signIn: true });
    expect(failureFeedback(new Error('Unauthorized'), meta)).toEqual({ signIn: true });
  });

  it("shows a 401 of a call whose 401 is an answer (a wrong password) as that call's toast", () => {
    const meta = feedbackMeta({ errorToast: { title: 'Login failed', description: errorMessage } });
    expect(failureFeedback(new ApiError(401, 'Invalid username or password'), meta)).toEqual({
      toast: {
        title: 'Login failed',
        description: 'Invalid username or password',
        variant: 'destructive',
      },
    });
  });

  it('says the server could not be reached when the call never reached it, never a status code', () => {
    const meta = feedbackMeta({ errorToast: { title: 'Failed to delete user', description: errorMessage } });
    expect(failureFeedback(new ApiError(409, 'You cannot delete your own account'), meta)).toEqual({
      toast: {
        title: 'Failed to delete user',
        description: 'You cannot delete your own account',
        variant: 'destructive',
      },
    });
    expect(failureFeedback(offline, meta)).toEqual({
      toast: {
        title: 'Failed to delete user',
        description: 'Could not reach the server. Check your connection and try again.',
        variant: 'destructive',
      },
    });
  });

  it('shows any other failure of a call that needs the session as its toast', () => {
    const meta = feedbackMeta({
      signInOnUnauthorized: true,
      errorToast: { title: 'Failed to delete timer' },
    });
    expect(failureFeedback(new ApiError(500, 'Internal Server Error'), meta)).toEqual({
      toast: { title: 'Failed to delete timer', variant: 'destructive' },
    });
  });

  it("reads the server's own message, else the fallback, else no text", () => {
    const titled = feedbackMeta({ errorToast: { title: serverMessageOr('Failed to add channel') } });
    expect(failureFeedback(refused, titled)).toEqual({
      toast: { title: 'A timer is already running', variant: 'destructive' },
    });
    expect(failureFeedback(offline, titled)).toEqual({
      toast: { title: 'Failed to add channel', variant: 'destructive' },
    });
    const described = feedbackMeta({
      errorToast: { title: 'Failed to start timer', description: serverMessageOr() },
    });
    expect(failureFeedback(refused, described)).toEqual({
      toast: {
        title: 'Failed to start timer',
        description: 'A timer is already running',
        variant: 'destructive',
      },
    });
    expect(failureFeedback(offline, described)).toEqual({
      toast: { title: 'Failed to start timer', variant: 'destructive' },
    });
  });

  it('keeps fixed texts as written', () => {
    const meta = feedbackMeta({ errorToast: { title: 'Error', description: 'Failed to delete timer' } });
    expect(failureFeedback(refused, meta)).toEqual({
      toast: { title: 'Error', description: 'Failed to delete timer', variant: 'destructive' },
    });
  });

  it("leaves calls without this package's meta alone (an embedding app's own queries share the client)", () => {
    expect(failureFeedback(new ApiError(401, 'Unauthorized'), undefined)).toBeNull();
    expect(failureFeedback(new ApiError(401, 'Unauthorized'), { owner: 'host' })).toBeNull();
    expect(failureFeedback(refused, feedbackMeta({ signInOnUnauthorized: true }))).toBeNull();
  });
});
