'use client';

import styled from 'styled-components';
import DOMPurify from 'dompurify';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageHref } from '@channel-countdown/contract';
import { Badge, Inline, LinkButton, Page, DIRECTIONAL_ICON_CLASS } from '@channel-countdown/ui';
import { FullPageSpinner, useAuth } from '../session';
import { ExternalLinkButton } from '../channels';
import { ArticleMeta } from './ArticleMeta';
import { blogArticles, blogChipLabel, findArticle } from './articles';
import { useDocumentTitle, usePageId, type PageIdProps } from '../shared';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: var(--space-4);

  h1 {
    margin: 0;
    font-size: 2rem;
    line-height: 1.2;
  }
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  border-radius: var(--radius-lg);
`;

const Body = styled.div`
  line-height: 1.7;

  h2 {
    font-size: 1.375rem;
    margin: var(--space-6) 0 var(--space-2);
  }
  p,
  ul {
    margin: 0 0 var(--space-4);
  }
  a {
    color: var(--color-primary);
  }
`;

/** A centred message with a page heading (signed out, unknown article). */
const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-8) var(--space-4);
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

const Back = styled.div`
  align-self: flex-start;
`;

/** /blogs/{id}: one built-in article (SPEC §2). Its HTML is sanitized before it reaches the page. */
export function BlogArticleScreen(props: PageIdProps) {
  const { user, isLoading } = useAuth();
  const id = usePageId(props);
  const { t, i18n } = useLingui();
  const article = findArticle(blogArticles, id);
  useDocumentTitle(article ? i18n._(article.title) : t`Article not found`);

  if (isLoading) return <FullPageSpinner />;
  if (!user) {
    return (
      <Page>
        <Notice>
          <h1>
            <Trans>Please sign in to read articles.</Trans>
          </h1>
        </Notice>
      </Page>
    );
  }

  if (!article) {
    return (
      <Page>
        <Notice>
          <h1>
            <Trans>Article not found</Trans>
          </h1>
          <p>
            <Trans>The article you're looking for doesn't exist.</Trans>
          </p>
          <LinkButton href={pageHref('blogs')} variant="outline">
            <ArrowLeft size={16} className={DIRECTIONAL_ICON_CLASS} aria-hidden="true" />
            <Trans>Back to Blogs</Trans>
          </LinkButton>
        </Notice>
      </Page>
    );
  }

  return (
    <Page>
      <Article>
        <Back>
          <LinkButton href={pageHref('blogs')} variant="ghost" size="sm">
            <ArrowLeft size={16} className={DIRECTIONAL_ICON_CLASS} aria-hidden="true" />
            <Trans>Back to Blogs</Trans>
          </LinkButton>
        </Back>
        <Inline wrap={false} gap={2} align="stretch">
          <Badge tone="primary">{blogChipLabel(article.category, i18n)}</Badge>
          {article.featured && (
            <Badge tone="warning">
              <Trans>Featured</Trans>
            </Badge>
          )}
        </Inline>
        <h1>{i18n._(article.title)}</h1>
        <ArticleMeta article={article} />
        {article.image && <Cover src={article.image} alt="" />}
        <Body dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(i18n._(article.content)) }} />
        {article.link && (
          <Back>
            <ExternalLinkButton href={article.link}>
              <Trans>Visit Website</Trans>
              <ExternalLink size={16} aria-hidden="true" />
            </ExternalLinkButton>
          </Back>
        )}
      </Article>
    </Page>
  );
}
