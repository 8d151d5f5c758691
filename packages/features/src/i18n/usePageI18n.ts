'use client';

import { useContext } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { englishI18n } from './catalogs';

/**
 * The texts of the page's language (LocaleProvider's), or English where no provider is above: for the hooks
 * that a screen runs inside the app's providers but that also work on their own.
 */
export function usePageI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? englishI18n;
}
