import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { englishI18n, loadCatalog } from '../i18n';
import { blogArticles, findArticle, type BlogCategory } from './articles';
import { searchArticles } from './searchArticles';

const articles = [
  {
    id: 1,
    title: msg`Growing a Channel`,
    excerpt: msg`Upload every week.`,
    category: 'growth' as BlogCategory,
    tags: [msg`audience`],
  },
  {
    id: 2,
    title: msg`Search Basics`,
    excerpt: msg`Titles and TAGS that help viewers.`,
    category: 'seo' as BlogCategory,
    tags: [],
  },
  {
    id: 3,
    title: msg`Income Streams`,
    excerpt: msg`Memberships and sponsors.`,
    category: 'monetization' as BlogCategory,
    tags: [msg`payouts`],
  },
];

describe('searchArticles', () => {
  it('returns every article for an empty query', () => {
    expect(searchArticles(articles, '').map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('matches the title case-insensitively', () => {
    expect(searchArticles(articles, 'gROWing').map((a) => a.id)).toEqual([1]);
  });

  it('matches the excerpt case-insensitively', () => {
    expect(searchArticles(articles, 'tags').map((a) => a.id)).toEqual([2]);
  });

  it('matches a substring in the middle of a word', () => {
    expect(searchArticles(articles, 'ponsor').map((a) => a.id)).toEqual([3]);
  });

  it('matches the category and the tags too', () => {
    expect(searchArticles(articles, 'seo').map((a) => a.id)).toEqual([2]);
    expect(searchArticles(articles, 'PAYOUT').map((a) => a.id)).toEqual([3]);
    expect(searchArticles(blogArticles, 'SEO').map((a) => a.category)).toEqual(['seo']);
  });

  it("keeps a category chip's articles only ('all' keeps every one)", () => {
    expect(searchArticles(articles, '', 'monetization').map((a) => a.id)).toEqual([3]);
    expect(searchArticles(articles, 'a', 'growth').map((a) => a.id)).toEqual([1]);
    expect(searchArticles(articles, '', 'marketplace')).toEqual([]);
    expect(searchArticles(articles, '', 'all').map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('returns nothing when neither title, excerpt, category nor tag contains the text', () => {
    expect(searchArticles(articles, 'podcast')).toEqual([]);
  });

  it('does not search the body of the built-in articles', () => {
    // 'backlog' only occurs in the content of article 1.
    expect(englishI18n._(blogArticles[0]!.content)).toContain('backlog');
    expect(searchArticles(blogArticles, 'backlog')).toEqual([]);
  });

  it('matches the texts as the reader’s language shows them, and the English ones', async () => {
    const spanish = await loadCatalog('es');
    const ids = (query: string) => searchArticles(blogArticles, query, 'all', spanish).map((a) => a.id);
    // A Spanish title, excerpt, category and tag.
    expect(ids('ritmo semanal')).toEqual([1]);
    expect(ids('PATROCINIOS')).toEqual([3]);
    expect(ids('monetización')).toEqual([3]);
    expect(ids('retención')).toEqual([4]);
    // The English texts still match.
    expect(ids('Weekly Upload Rhythm')).toEqual([1]);
    expect(ids('sponsorships')).toEqual([3]);
    // The chip filters the same articles in every language.
    expect(searchArticles(blogArticles, '', 'seo', spanish).map((a) => a.id)).toEqual([2]);
  });
});

describe('findArticle', () => {
  it('finds a built-in article by its numeric id', () => {
    expect(findArticle(blogArticles, '3')?.category).toBe('monetization');
  });

  it('finds nothing for an unknown or non-numeric id', () => {
    expect(findArticle(blogArticles, '99')).toBeUndefined();
    expect(findArticle(blogArticles, 'abc')).toBeUndefined();
    expect(findArticle(blogArticles, '1.0')).toBeUndefined();
    expect(findArticle(blogArticles, undefined)).toBeUndefined();
  });

  it('has the four categories of the brief: growth, SEO, monetization, analytics', () => {
    expect(blogArticles.map((a) => a.category)).toEqual(['growth', 'seo', 'monetization', 'analytics']);
  });
});
