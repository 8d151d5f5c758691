import { AlertTriangle } from 'lucide-react';
import { Button } from '@channel-countdown/ui';
import { useFullPageNavigation } from '../session';
import { StatusPage } from './StatusPage';
import { useDocumentTitle } from '../shared';

/** SPEC §2: what the error boundary shows instead of a broken screen; the way out is a reload. */
export function ErrorScreen() {
  useDocumentTitle('Something went wrong');

  const navigation = useFullPageNavigation();
  return (
    <StatusPage
      icon={<AlertTriangle size={24} />}
      title="Something went wrong"
      text="An unexpected error occurred. Please try refreshing the page."
      actions={<Button onPress={() => navigation.reload()}>Refresh Page</Button>}
    />
  );
}
