'use client';

import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type User } from '@channel-countdown/contract';
import { sendFile, useApiClient, specMutationDefaults } from '../api';
import { useAuth, userQueryKey } from './AuthProvider';
import { forgetLegacyProfileImage } from './profileImage';

export interface ProfileImageApi {
  /** The address of the signed-in user's picture (the same on every device), or null. */
  profileImage: string | null;
  /** Uploads a picture (PUT /api/user/avatar); rejects with the server's reason. */
  upload(image: Blob): Promise<User>;
  /** Removes the picture (DELETE /api/user/avatar). */
  remove(): Promise<User>;
  /** An upload or removal is under way. */
  isPending: boolean;
}

/**
 * The profile picture as the server keeps it: the user object names it, and both calls answer the
 * updated user, which replaces the cached one, so the header, the menus and Settings change together.
 */
export function useProfileImage(): ProfileImageApi {
  const { user } = useAuth();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = user?.id;

  // A copy an earlier version kept in this browser is not the account's picture any more.
  useEffect(() => {
    if (userId !== undefined) forgetLegacyProfileImage(window.localStorage, userId);
  }, [userId]);

  const onSuccess = (updated: User) => queryClient.setQueryData(userQueryKey, updated);
  const upload = useMutation({
    ...specMutationDefaults,
    mutationFn: (image: Blob) => sendFile(api, 'PUT', paths.userAvatar, image, image.type),
    onSuccess,
  });
  const remove = useMutation({
    ...specMutationDefaults,
    mutationFn: () => api.call('DELETE', paths.userAvatar),
    onSuccess,
  });

  return {
    profileImage: user?.avatarUrl ?? null,
    upload: upload.mutateAsync,
    remove: () => remove.mutateAsync(),
    isPending: upload.isPending || remove.isPending,
  };
}
