import { describe, expect, it } from 'vitest';
import { ApiError, serverMessage } from './client';

describe('serverMessage', () => {
  it("is the server's message, without the status the error message starts with", () => {
    const error = new ApiError(404, 'Channel not found');
    expect(error.message).toBe('404: Channel not found');
    expect(serverMessage(error)).toBe('Channel not found');
  });
  it('keeps a message that itself starts with digits', () => {
    expect(serverMessage(new ApiError(400, '100: not a status'))).toBe('100: not a status');
  });
  it('is null for an error that never reached the server', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
  it('is null without a message', () => {
    expect(serverMessage(new ApiError(500, ' '))).toBeNull();
    expect(serverMessage('not an error')).toBeNull();
    expect(serverMessage(undefined)).toBeNull();
  });
});
