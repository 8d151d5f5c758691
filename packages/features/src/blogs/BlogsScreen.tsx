'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-aria-components';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageHref } from '@channel-countdown/contract';
import {
  Badge,
  Card,
  ChoiceChips,
  EmptyState,
  Grid,
  Inline,
  Page,
  PageHeader,
  TextField,
} from '@channel-countdown/ui';
import { FullPageSpinner, useAuth } from '../session';
import { ArticleMeta } from './ArticleMeta';
import { blogArticles, blogChipLabel, blogChips, type BlogArticle, type BlogChip } from './articles';
import { searchArticles } from './searchArticles';
import { useDocumentTitle } from '../shared';

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  margin-bottom: var(--space-6);
`;

const ArticleCard = styled(Card).attrs({ as: 'article' })`
  overflow: hidden;
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  display: block;
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-5);

  h2 {
    margin: 0;
    font-size: 1.125rem;
    line-height: 1.35;
  }
  p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &[data-hovered] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

function ArticleSummary({ article, i18n }: { article: BlogArticle; i18n: I18n }) {
  return (
    <ArticleCard>
      {article.image && <Cover src={article.image} alt="" />}
      <CardBody>
        <Inline wrap={false} gap={2} align="stretch">
          <Badge tone="primary">{blogChipLabel(article.category, i18n)}</Badge>
          {article.featured && (
            <Badge tone="warning">
              <Trans>Featured</Trans>
            </Badge>
          )}
        </Inline>
        <h2>
          <TitleLink href={pageHref('blogArticle', { id: article.id })}>{i18n._(article.title)}</TitleLink>
        </h2>
        <p>{i18n._(article.excerpt)}</p>
        <ArticleMeta article={article} />
      </CardBody>
    </ArticleCard>
  );
}

/** /blogs: the Content Hub of built-in articles with search (SPEC §2). */
export function BlogsScreen() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Content Hub`);

  const { user, isLoading } = useAuth();
  const [query, setQuery] = useState('');
  // A chip keeps its category's articles (SPEC §2's chips only highlighted).
  const [chip, setChip] = useState<BlogChip>('all');

  if (isLoading) return <FullPageSpinner />;
  if (!user) {
    return (
      <Page>
        <EmptyState headingLevel={2} title={t`Please sign in to access blogs.`} />
      </Page>
    );
  }

  const found = searchArticles(blogArticles, query, chip, i18n);
  const chipItems = blogChips.map((id) => ({ id, label: blogChipLabel(id, i18n) }));
  return (
    <Page>
      {/* SPEC §2's Filter and Write Article had no behaviour: not offered (the chips filter). */}
      <PageHeader
        title={t`Content Hub`}
        description={t`Guides on growth, search, income and analytics for creators`}
      />
      <Toolbar>
        <TextField
          label={t`Search articles`}
          type="search"
          placeholder={t`Search articles...`}
          value={query}
          onChange={setQuery}
          name="search"
        />
        <ChoiceChips
          aria-label={t`Categories`}
          items={chipItems}
          selectedKey={chip}
          onSelectionChange={setChip}
        />
      </Toolbar>
      {found.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t`No articles found`}
          description={chip === 'all' ? t`Try another search term.` : t`Try another search term or category.`}
        />
      ) : (
        <Grid gap={4} minItemWidth="280px" repeat="fill">
          {found.map((article) => (
            <ArticleSummary key={article.id} article={article} i18n={i18n} />
          ))}
        </Grid>
      )}
    </Page>
  );
}
