import { describe, expect, it } from 'vitest';
import { blogArticles, findArticle } from './articles';
import { searchArticles } from './searchArticles';

const articles = [
  {
    id: 1,
    title: 'Growing a Channel',
    excerpt: 'Upload every week.',
    category: 'Growth',
    tags: ['audience'],
  },
  { id: 2, title: 'Search Basics', excerpt: 'Titles and TAGS that help viewers.', category: 'SEO', tags: [] },
  {
    id: 3,
    title: 'Income Streams',
    excerpt: 'Memberships and sponsors.',
    category: 'Monetization',
    tags: ['payouts'],
  },
] as const;

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
    expect(searchArticles(blogArticles, 'SEO').map((a) => a.category)).toEqual(['SEO']);
  });

  it("keeps a category chip's articles only ('All' keeps every one)", () => {
    expect(searchArticles(articles, '', 'Monetization').map((a) => a.id)).toEqual([3]);
    expect(searchArticles(articles, 'a', 'Growth').map((a) => a.id)).toEqual([1]);
    expect(searchArticles(articles, '', 'Marketplace')).toEqual([]);
    expect(searchArticles(articles, '', 'All').map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('returns nothing when neither title, excerpt, category nor tag contains the text', () => {
    expect(searchArticles(articles, 'podcast')).toEqual([]);
  });

  it('does not search the body of the built-in articles', () => {
    // 'backlog' only occurs in the content of article 1.
    expect(blogArticles[0]?.content).toContain('backlog');
    expect(searchArticles(blogArticles, 'backlog')).toEqual([]);
  });
});

describe('findArticle', () => {
  it('finds a built-in article by its numeric id', () => {
    expect(findArticle(blogArticles, '3')?.category).toBe('Monetization');
  });

  it('finds nothing for an unknown or non-numeric id', () => {
    expect(findArticle(blogArticles, '99')).toBeUndefined();
    expect(findArticle(blogArticles, 'abc')).toBeUndefined();
    expect(findArticle(blogArticles, '1.0')).toBeUndefined();
    expect(findArticle(blogArticles, undefined)).toBeUndefined();
  });

  it('has the four categories of the brief: growth, SEO, monetization, analytics', () => {
    expect(blogArticles.map((a) => a.category)).toEqual(['Growth', 'SEO', 'Monetization', 'Analytics']);
  });
});
