import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PROFILE_IMAGE_MAX_BYTES } from './profileImage';
import { useProfileImage } from './useProfileImage';

const toast = vi.fn();
vi.mock('@channel-countdown/ui', () => ({ useToast: () => ({ toast, dismiss: vi.fn() }) }));
vi.mock('./AuthProvider', () => ({
  useAuth: () => ({ user: { id: 9, username: 'jane', email: null, role: 'user' }, isLoading: false, error: null }),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const image = (length: number) => 'data:image/png;base64,'.padEnd(length, 'A');

describe('useProfileImage (SPEC §5, §8)', () => {
  beforeEach(() => {
    localStorage.clear();
    toast.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads the stored image and shares a new one', async () => {
    localStorage.setItem('profileImage_9', image(40));
    const { result } = renderHook(() => useProfileImage(), { wrapper });
    await waitFor(() => expect(result.current.profileImage).toBe(image(40)));
    act(() => {
      expect(result.current.setProfileImage(image(60))).toBe(true);
    });
    await waitFor(() => expect(result.current.profileImage).toBe(image(60)));
    expect(localStorage.getItem('profileImage_9')).toBe(image(60));
  });

  it("refuses more than 4 MB with 'Image Too Large'", () => {
    const { result } = renderHook(() => useProfileImage(), { wrapper });
    expect(result.current.setProfileImage(image(PROFILE_IMAGE_MAX_BYTES + 1))).toBe(false);
    expect(toast).toHaveBeenCalledWith({
      title: 'Image Too Large',
      description: 'Please select a smaller image (under 4MB).',
      variant: 'destructive',
    });
  });

  it("reports a failing storage with 'Storage Error'", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useProfileImage(), { wrapper });
    expect(result.current.setProfileImage(image(60))).toBe(false);
    expect(toast).toHaveBeenCalledWith({
      title: 'Storage Error',
      description: 'Failed to save profile image. Please try again.',
      variant: 'destructive',
    });
  });
});
