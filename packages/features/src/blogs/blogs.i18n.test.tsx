import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { reactRouter } from '../react-router';
import { DEFAULT_SETTINGS, paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { fixtureUser } from '../mocks/fixtures/users';
import { BlogArticleScreen } from './BlogArticleScreen';
import { BlogsScreen } from './BlogsScreen';
import { pageWords } from '../mocks';

// A signed-in user.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user) return Response.json(fixtureUser);
      if (path === paths.settings) return Response.json(DEFAULT_SETTINGS);
      if (path === paths.notifications) return Response.json([]);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The English words of the Content Hub and its articles, each of which a translated page no longer shows. */
const ENGLISH = [
  'Content Hub',
  'Guides on growth',
  'Search articles',
  'Categories',
  'Marketplace',
  'Growth',
  'Monetization',
  'Content Creation',
  'Featured',
  'Weekly Upload Rhythm',
  'Search Basics for Video Creators',
  'Beyond Ad Revenue',
  'Reading Your Channel Analytics',
  'steady seven-day cadence',
  'practical checklist',
  'affiliate links',
  'Three figures that matter',
  'min read',
  ' views',
  ' likes',
  ' comments',
  'No articles found',
  'Try another search term',
  'Back to Blogs',
  'Visit Website',
  'Article not found',
  "doesn't exist",
  // The bodies of the articles.
  'Audiences reward reliability',
  'Plan the week backwards',
  'Keep a backlog of one',
  'Advertising income',
  'Memberships and supporters',
  'Sponsorships that fit',
  'Products of your own',
  'the ',
  ' and ',
];

async function renderBlogs(locale: Locale, route: string) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[route]}>
        <AppProviders router={reactRouter} locale={locale}>
          <Routes>
            <Route path="/blogs" element={<BlogsScreen />} />
            <Route path="/blogs/:id" element={<BlogArticleScreen />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

describe('the Content Hub in the reader’s language', () => {
  it('in English, as the page words it', async () => {
    await renderBlogs('en', '/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content Hub' })).not.toBeNull();
    const chips = screen.getByRole('radiogroup', { name: 'Categories' });
    expect(within(chips).getByRole('radio', { name: 'All' })).not.toBeNull();
    expect(within(chips).getByRole('radio', { name: 'Content Creation' })).not.toBeNull();
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('6 min read')).not.toBeNull();
    expect(within(first).getByText('4,210 views')).not.toBeNull();
    expect(within(first).getByText('318 likes')).not.toBeNull();
    expect(within(first).getByText('42 comments')).not.toBeNull();
  });

  it('in Spanish: the list, its search, chips and empty state, with no English left', async () => {
    const user = userEvent.setup();
    await renderBlogs('es', '/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de contenidos' })).not.toBeNull();
    expect(document.title).toBe('Centro de contenidos · Channel Countdown');
    expect(
      screen.getByText('Guías sobre crecimiento, búsqueda, ingresos y analíticas para creadores'),
    ).not.toBeNull();
    const chips = screen.getByRole('radiogroup', { name: 'Categorías' });
    for (const chip of [
      'Todas',
      'Mercado',
      'Crecimiento',
      'Analíticas',
      'SEO',
      'Monetización',
      'Creación de contenido',
    ])
      expect(within(chips).getByRole('radio', { name: chip })).not.toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(
      screen.getByRole('link', {
        name: 'El ritmo semanal de publicación: hacer crecer un canal ciclo a ciclo',
      }),
    ).not.toBeNull();
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('Crecimiento')).not.toBeNull();
    expect(within(first).getByText('Destacado')).not.toBeNull();
    expect(within(first).getByText('6 min de lectura')).not.toBeNull();
    expect(within(first).getByText(/^4\.?210 visualizaciones$/)).not.toBeNull();
    expect(within(first).getByText('318 me gusta')).not.toBeNull();
    expect(within(first).getByText('42 comentarios')).not.toBeNull();
    let words = pageWords();

    // The search reads the texts as shown: a Spanish word of an excerpt finds its article.
    const search = screen.getByRole('searchbox', { name: 'Buscar artículos' });
    expect(search.getAttribute('placeholder')).toBe('Buscar artículos...');
    await user.type(search, 'patrocinios');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'Más allá de los anuncios: cómo crear varias fuentes de ingresos' }),
    ).not.toBeNull();
    // A category without articles says so.
    await user.click(within(chips).getByRole('radio', { name: 'Mercado' }));
    expect(screen.getByRole('heading', { name: 'No se encontraron artículos' })).not.toBeNull();
    expect(screen.getByText('Prueba con otro término de búsqueda u otra categoría.')).not.toBeNull();
    words += pageWords();

    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Spanish: an article, its body and its link, and an unknown one', async () => {
    await renderBlogs('es', '/blogs/1');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'El ritmo semanal de publicación: hacer crecer un canal ciclo a ciclo',
      }),
    ).not.toBeNull();
    expect(document.title).toBe(
      'El ritmo semanal de publicación: hacer crecer un canal ciclo a ciclo · Channel Countdown',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Planifica la semana al revés' })).not.toBeNull();
    expect(screen.getByText(/^El público premia la constancia\./)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al blog' }).getAttribute('href')).toBe('/blogs');
    expect(screen.getByText('6 min de lectura')).not.toBeNull();
    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Spanish: the article with a website link, and an unknown article', async () => {
    await renderBlogs('es', '/blogs/3');
    expect(await screen.findByRole('link', { name: /Visitar sitio web/ })).not.toBeNull();
    expect(screen.getByText('Monetización')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Patrocinios que encajen' })).not.toBeNull();
    let words = pageWords();

    cleanup();
    await renderBlogs('es', '/blogs/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artículo no encontrado' })).not.toBeNull();
    expect(screen.getByText('El artículo que buscas no existe.')).not.toBeNull();
    words += pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Arabic: an article with its counts in the plural forms of Arabic', async () => {
    await renderBlogs('ar', '/blogs/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ما بعد أرباح الإعلانات: بناء مصادر دخل متعددة' }),
    ).not.toBeNull();
    expect(screen.getByText('تحقيق الربح')).not.toBeNull();
    expect(screen.getByText('مميّز')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'العضويات والداعمون' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'العودة إلى المدونات' })).not.toBeNull();
    expect(screen.getByRole('link', { name: /زيارة الموقع/ })).not.toBeNull();
    // 7 minutes, 5,870 views, 451 likes and 63 comments: 'few' and 'many' of Arabic, each its own wording.
    expect(screen.getByText('مدة القراءة 7 دقائق')).not.toBeNull();
    expect(screen.getByText(/^5[,٬]870 مشاهدة$/)).not.toBeNull();
    expect(screen.getByText('451 إعجابًا')).not.toBeNull();
    expect(screen.getByText('63 تعليقًا')).not.toBeNull();
    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });
});
