import { describe, expect, it } from 'vitest';
import { parseCountText } from './countText.js';

describe('parseCountText', () => {
  // Texts as recorded pages show them (test/fixtures/youtube/recorded.ts quotes each one's source).
  it.each([
    ['1.38M subscribers', 1_380_000],
    ['4.14M subscribers', 4_140_000],
    ['287K', 287_000],
    ['3.4K', 3_400],
    ['1,66 M d’abonnés', 1_660_000],
    ['1,66 million d’abonnés', 1_660_000],
    ['3,4 k', 3_400],
    ['4,69 M de suscriptores', 4_690_000],
    ['4,69 millones de suscriptores', 4_690_000],
    ['6,8 K', 6_800],
    ['25m subscribers', 25_000_000],
    ['5.04m subscribers', 5_040_000],
    ['18k videos', 18_000],
    ['84 subscribers', 84],
    ['1 video', 1],
    ['127.696 visualizaciones', 127_696],
  ])('reads recorded text %j as %d', (text, expected) => {
    expect(parseCountText(text)).toBe(expected);
  });

  it.each([
    ['12,345,678 views', 12_345_678],
    ['1 234 567 vues', 1_234_567],
    ['1\u202f234\u202f567 vues', 1_234_567],
    ['4,69\u00a0M de suscriptores', 4_690_000],
    ['1,2\u00a0k vidéos', 1_200],
    ['229 mil suscriptores', 229_000],
    ['8,7 mil', 8_700],
    ['2,5 mill. de suscriptores', 2_500_000],
    ['1,2 mi de inscritos', 1_200_000],
    ['1,5 Mio. Abonnenten', 1_500_000],
    ['12.345 Aufrufe', 12_345],
    ['2 Mrd. Aufrufe', 2_000_000_000],
    ['3,1 mln subskrybentów', 3_100_000],
    ['45 tys. subskrybentów', 45_000],
    ['1,2 млн подписчиков', 1_200_000],
    ['350 тыс. подписчиков', 350_000],
    ['チャンネル登録者数 123万人', 1_230_000],
    ['1.2億 回視聴', 120_000_000],
    ['구독자 1.2만명', 12_000],
    ['1,2 B abone', 1_200],
    ['1.2B views', 1_200_000_000],
    ['2 lakh subscribers', 200_000],
  ])('reads %j as %d', (text, expected) => {
    expect(parseCountText(text)).toBe(expected);
  });

  it('does not read a multiplier into the noun that follows', () => {
    expect(parseCountText('5 videos')).toBe(5);
    expect(parseCountText('7 mensajes')).toBe(7);
    expect(parseCountText('2 millas')).toBe(2);
  });

  it.each([['No subscribers'], [''], ['subscribers'], [null], [undefined]])(
    'finds no count in %j',
    (text) => {
      expect(parseCountText(text)).toBeNull();
    },
  );
});
