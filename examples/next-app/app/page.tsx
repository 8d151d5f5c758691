import { Badge, Card, LinkButton, Page, PageHeader } from '@channel-countdown/ui';

/** A server component drawing the design system's components: no client code of its own. */
export default function Home() {
  return (
    <Page>
      <PageHeader
        title="Studio"
        description="Your channels' countdowns, inside this app."
        actions={<Badge tone="success">Server-rendered</Badge>}
      />
      <Card>
        <LinkButton href="/dashboard">Open the dashboard</LinkButton>{' '}
        <LinkButton href="/settings" variant="outline">
          Settings
        </LinkButton>
      </Card>
    </Page>
  );
}
