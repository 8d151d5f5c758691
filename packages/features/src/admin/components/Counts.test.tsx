import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { englishI18n, loadCatalog, type Locale } from '../../i18n';
import { SubscriberCount, VideoCount } from './Counts';

async function counts(locale: Locale) {
  const i18n = locale === 'en' ? englishI18n : await loadCatalog(locale);
  const text = (node: React.ReactNode) =>
    render(<I18nProvider i18n={i18n}>{node}</I18nProvider>).container.textContent;
  return [
    text(<VideoCount count={1} />),
    text(<VideoCount count={3} />),
    text(<VideoCount count={null} />),
    text(<SubscriberCount count={1} />),
    text(<SubscriberCount count={1_250_000} />),
  ];
}

describe("a channel's counts in the admin lists take their language's plural forms", () => {
  it('in English', async () => {
    expect(await counts('en')).toEqual([
      '1 video',
      '3 videos',
      '— videos',
      '1 subscriber',
      '1.2M subscribers',
    ]);
  });

  it('in Spanish and German', async () => {
    expect(await counts('es')).toEqual([
      '1 vídeo',
      '3 vídeos',
      '— vídeos',
      '1 suscriptor',
      '1.2M suscriptores',
    ]);
    expect(await counts('de')).toEqual(['1 Video', '3 Videos', '— Videos', '1 Abonnent', '1.2M Abonnenten']);
  });
});
