import styled from 'styled-components';
import { Calendar, Clock, Eye, Heart, MessageCircle, User } from 'lucide-react';
import type { BlogArticle } from './articles';
import { intlLocale, usePageI18n } from '../i18n';
import { formatDay } from '../shared';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
  color: var(--color-text-muted);

  li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
  }
`;

/** A count as the page's language groups its digits (en-US for English: '12,345'). */
const count = (value: number, locale: string) => value.toLocaleString(intlLocale(locale));

/** Author, date, read time and the views / likes / comments counts of an article. */
export function ArticleMeta({ article, showCounts = true }: { article: BlogArticle; showCounts?: boolean }) {
  const { locale } = usePageI18n();
  return (
    <List>
      <li>
        <User size={14} aria-hidden="true" />
        {article.author}
      </li>
      <li>
        <Calendar size={14} aria-hidden="true" />
        <time dateTime={article.publishedAt}>{formatDay(new Date(article.publishedAt), locale)}</time>
      </li>
      <li>
        <Clock size={14} aria-hidden="true" />
        {article.readTime}
      </li>
      {showCounts && (
        <>
          <li>
            <Eye size={14} aria-hidden="true" />
            {count(article.views, locale)} views
          </li>
          <li>
            <Heart size={14} aria-hidden="true" />
            {count(article.likes, locale)} likes
          </li>
          <li>
            <MessageCircle size={14} aria-hidden="true" />
            {count(article.comments, locale)} comments
          </li>
        </>
      )}
    </List>
  );
}
