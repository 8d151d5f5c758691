'use client';

import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  LOCALES,
  LOCALE_NAMES,
  chooseLocale,
  preferredLocale,
  type LanguageSetting,
  type Settings,
} from '@channel-countdown/contract';
import { Card, CardContent, CardHeading, Select } from '@channel-countdown/ui';
import { useChangeLocale } from '../i18n';
import { settingsQueryKey, useSaveSettings, useSettings } from './api/settings';

/** The browser's language, as the server read it from Accept-Language when it sent the page. */
const browserLocale = () => preferredLocale(typeof navigator === 'undefined' ? [] : navigator.languages);

/**
 * Settings › Appearance › Language: the browser's language until one is chosen. Choosing saves it at once
 * (the server draws every later page in it) and switches the screens to it here.
 */
export function LanguageCard() {
  const { t } = useLingui();
  const settings = useSettings().data;
  const queryClient = useQueryClient();
  const { mutate } = useSaveSettings();
  const changeLocale = useChangeLocale();
  const choose = (language: LanguageSetting) => {
    const saved = queryClient.getQueryData<Settings>(settingsQueryKey);
    if (!saved || saved.appearance.language === language) return;
    const chosen = { ...saved, appearance: { ...saved.appearance, language } };
    queryClient.setQueryData(settingsQueryKey, chosen);
    mutate(chosen);
    changeLocale(chooseLocale(language, browserLocale()));
  };
  // Each language by its own name, so a person finds theirs whatever language the page is in.
  const items = [
    { id: 'auto', label: t`Your browser's language` },
    ...LOCALES.map((locale) => ({ id: locale, label: LOCALE_NAMES[locale] })),
  ];
  return (
    <Card>
      <CardHeading title={t`Language`} description={t`The language of every screen of Channel Countdown`} />
      <CardContent>
        <Select
          label={t`Language`}
          items={items}
          isDisabled={!settings}
          selectedKey={settings?.appearance.language ?? 'auto'}
          onSelectionChange={(key) => choose(key as LanguageSetting)}
        />
      </CardContent>
    </Card>
  );
}
