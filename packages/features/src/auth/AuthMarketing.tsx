'use client';

import styled from 'styled-components';
import { MonitorPlay, ShieldCheck, Timer } from 'lucide-react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CYCLE_LENGTH_DAYS } from '@channel-countdown/contract';

const days = CYCLE_LENGTH_DAYS.default;

/** SPEC §2, desktop only: the three features and the product line. */
const features = [
  {
    icon: MonitorPlay,
    title: msg`Channel Tracking`,
    text: msg`Monitor any YouTube channel with real-time updates`,
  },
  {
    icon: Timer,
    title: msg`Smart Timers`,
    text: msg({
      message: plural(days, {
        one: 'Automatic countdown cycles for each channel, # day unless you choose another length',
        other: 'Automatic countdown cycles for each channel, # days unless you choose another length',
      }),
    }),
  },
  {
    icon: ShieldCheck,
    title: msg`Secure & Private`,
    text: msg`Your data is protected with enterprise-grade security`,
  },
] as const;

/** The creators the product line counts. */
const trustedCreators = 10_000;

const Aside = styled.section`
  display: none;
  @media (min-width: 1024px) {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: var(--space-6);
    max-width: 32rem;
  }
`;

/** The product's name, large: the page's heading is the form's welcome, shown at every width. */
const Headline = styled.p`
  font-size: 2.25rem;
  line-height: 1.15;
  font-weight: 700;
`;

const Lead = styled.p`
  font-size: 1.125rem;
  color: var(--color-text-muted);
`;

const FeatureList = styled.ul`
  list-style: none;
  display: grid;
  gap: var(--space-4);
  padding: 0;
  margin: 0;
`;

const Feature = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--space-3);
  align-items: start;
  svg {
    color: var(--color-primary);
    margin-top: 2px;
  }
  h2 {
    font-size: 1rem;
    font-weight: 600;
  }
  p {
    color: var(--color-text-muted);
  }
`;

export function AuthMarketing() {
  const { t, i18n } = useLingui();
  return (
    <Aside aria-label={t`About Channel Countdown`}>
      <Headline>Channel Countdown</Headline>
      <Lead>
        <Trans>Track your favorite creators with precision timing and beautiful analytics</Trans>
      </Lead>
      <FeatureList>
        {features.map(({ icon: Icon, title, text }) => (
          <Feature key={title.id}>
            <Icon size={22} aria-hidden="true" />
            <div>
              <h2>{i18n._(title)}</h2>
              <p>{i18n._(text)}</p>
            </div>
          </Feature>
        ))}
      </FeatureList>
      <Lead>{t`${plural(trustedCreators, { other: 'Trusted by #+ creators' })}`}</Lead>
    </Aside>
  );
}
