'use client';

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@channel-countdown/ui';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: var(--space-4);
  background: var(--color-bg);
  color: var(--color-text);
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 28rem;
  text-align: center;
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  margin: 0 auto var(--space-2);
  width: 3rem;
  height: 3rem;
  border-radius: 999px;
  background: var(--color-surface-muted);
  color: var(--color-text-muted);
`;

const Actions = styled(CardFooter)`
  flex-wrap: wrap;
  justify-content: center;
`;

/** The frame of the not-found and error screens: an icon, a title, a text and the way out. */
export function StatusPage({
  icon,
  title,
  text,
  actions,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <Page>
      <Panel>
        <CardHeader>
          <Icon aria-hidden="true">{icon}</Icon>
          <CardTitle as="h1">{title}</CardTitle>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        <CardContent />
        <Actions>{actions}</Actions>
      </Panel>
    </Page>
  );
}
