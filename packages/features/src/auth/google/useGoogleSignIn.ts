'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useToast } from '@channel-countdown/ui';
import { usePageI18n } from '../../i18n';
import { useApiClient, specMutationDefaults } from '../../api';
import { useFullPageNavigation } from '../../session';
import { exchangeFirebaseToken } from '../api/exchangeFirebaseToken';
import { publicConfigQueryOptions } from '../api/getPublicConfig';
import { GoogleSignInError, MISSING_CONFIGURATION_CODE, googleSignInErrorToast } from './googleErrors';
import { useGooglePopupSignIn } from './GooglePopupContext';

/**
 * The Google button's flow: config from GET /api/config (none = the missing-configuration toast), the
 * popup, the token exchange, then 'Welcome!' and a page reload so the whole app starts signed in.
 */
export function useGoogleSignIn() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const popupSignIn = useGooglePopupSignIn();
  const navigation = useFullPageNavigation();
  const { toast } = useToast();
  const i18n = usePageI18n();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: async () => {
      const { firebase } = await queryClient.fetchQuery(publicConfigQueryOptions(api));
      if (!firebase) throw new GoogleSignInError(MISSING_CONFIGURATION_CODE);
      const popup = await popupSignIn(firebase);
      const account = await exchangeFirebaseToken(api, { idToken: popup.idToken });
      return popup.displayName || popup.email || account.email || account.username || '';
    },
    onSuccess: (name) => {
      toast({
        title: i18n._(msg`Welcome!`),
        description: i18n._(msg`Successfully signed in as ${name}`),
        variant: 'success',
      });
      navigation.reload();
    },
    onError: (error) => toast(googleSignInErrorToast(error, i18n)),
  });
}
