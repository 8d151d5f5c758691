import styled from 'styled-components';
import { MonitorPlay, ShieldCheck, Timer } from 'lucide-react';
import { CYCLE_LENGTH_DAYS } from '@channel-countdown/contract';

/** SPEC §2, desktop only: the three features and the product line. */
const features = [
  {
    icon: MonitorPlay,
    title: 'Channel Tracking',
    text: 'Monitor any YouTube channel with real-time updates',
  },
  {
    icon: Timer,
    title: 'Smart Timers',
    text: `Automatic countdown cycles for each channel, ${CYCLE_LENGTH_DAYS.default} days unless you choose another length`,
  },
  {
    icon: ShieldCheck,
    title: 'Secure & Private',
    text: 'Your data is protected with enterprise-grade security',
  },
] as const;

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

const Headline = styled.h1`
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
  return (
    <Aside aria-label="About Channel Countdown">
      <Headline>Channel Countdown</Headline>
      <Lead>Track your favorite creators with precision timing and beautiful analytics</Lead>
      <FeatureList>
        {features.map(({ icon: Icon, title, text }) => (
          <Feature key={title}>
            <Icon size={22} aria-hidden="true" />
            <div>
              <h2>{title}</h2>
              <p>{text}</p>
            </div>
          </Feature>
        ))}
      </FeatureList>
      <Lead>Trusted by 10,000+ creators</Lead>
    </Aside>
  );
}
