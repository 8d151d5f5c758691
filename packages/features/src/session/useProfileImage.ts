import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@channel-countdown/ui';
import { useAuth } from './AuthProvider';
import { loadProfileImage, saveProfileImage } from './profileImage';

/**
 * The in-memory copy of the profile image lives in the query cache (never fetched: read once from
 * storage), so every component of the session sees the same image and sign-out clears it in one place.
 */
export const profileImageQueryKey = (userId: number) => ['profileImage', userId] as const;
export const allProfileImagesKey = ['profileImage'] as const;

export interface ProfileImageApi {
  /** The signed-in user's stored image (a data:image URL), or null. */
  profileImage: string | null;
  /** Stores the image (null removes it); false and a toast when it is refused (SPEC §8). */
  setProfileImage(image: string | null): boolean;
}

export function useProfileImage(): ProfileImageApi {
  const { user } = useAuth();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { data } = useQuery({
    queryKey: profileImageQueryKey(userId ?? -1),
    queryFn: () => (userId === undefined ? null : loadProfileImage(window.localStorage, userId)),
    enabled: userId !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const setProfileImage = useCallback(
    (image: string | null) => {
      if (userId === undefined) return false;
      const result = saveProfileImage(window.localStorage, userId, image);
      switch (result) {
        case 'saved':
        case 'removed':
          queryClient.setQueryData(profileImageQueryKey(userId), image);
          return true;
        case 'too-large':
          toast({
            title: 'Image Too Large',
            description: 'Please select a smaller image (under 4MB).',
            variant: 'destructive',
          });
          return false;
        case 'storage-error':
          toast({
            title: 'Storage Error',
            description: 'Failed to save profile image. Please try again.',
            variant: 'destructive',
          });
          return false;
        case 'not-an-image':
          // Only data:image values are ever stored (SPEC §5); the settings screen converts files first.
          console.warn('Refused to store a profile image that is not a data:image URL');
          return false;
      }
    },
    [queryClient, toast, userId],
  );

  return { profileImage: data ?? null, setProfileImage };
}
