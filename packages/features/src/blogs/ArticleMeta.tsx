'use client';

import styled from 'styled-components';
import { Calendar, Clock, Eye, Heart, MessageCircle, User } from 'lucide-react';
import { msg, plural } from '@lingui/core/macro';
import { readTimeText, type BlogArticle } from './articles';
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
  const i18n = usePageI18n();
  const { locale } = i18n;
  const { views, likes, comments } = article;
  const [viewsCount, likesCount, commentsCount] = [views, likes, comments].map((value) =>
    count(value, locale),
  );
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
        {readTimeText(article.readMinutes, i18n)}
      </li>
      {showCounts && (
        <>
          <li>
            <Eye size={14} aria-hidden="true" />
            {i18n._(msg`${plural(views, { one: `${viewsCount} view`, other: `${viewsCount} views` })}`)}
          </li>
          <li>
            <Heart size={14} aria-hidden="true" />
            {i18n._(msg`${plural(likes, { one: `${likesCount} like`, other: `${likesCount} likes` })}`)}
          </li>
          <li>
            <MessageCircle size={14} aria-hidden="true" />
            {i18n._(
              msg`${plural(comments, { one: `${commentsCount} comment`, other: `${commentsCount} comments` })}`,
            )}
          </li>
        </>
      )}
    </List>
  );
}
