import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { serverMessage } from './serverMessage';

describe('serverMessage', () => {
  it('drops the status prefix of an API error', () => {
    expect(serverMessage(new ApiError(404, '404: Channel not found'))).toBe('Channel not found');
  });
  it('is null for an error that never reached the server', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
  it('is null without a message', () => {
    expect(serverMessage(new ApiError(500, '500: '))).toBeNull();
    expect(serverMessage('not an error')).toBeNull();
    expect(serverMessage(undefined)).toBeNull();
  });
});
