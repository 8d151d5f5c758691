import { FileQuestion } from 'lucide-react';
import { pageHref } from '@channel-countdown/contract';
import { LinkButton } from '@channel-countdown/ui';
import { useAuth, useSignInHref } from '../session';
import { StatusPage } from './StatusPage';
import { useDocumentTitle } from '../shared';

/** SPEC §2: any unknown path. A user goes back to the dashboard; a visitor home or into the app. */
export function NotFoundScreen() {
  useDocumentTitle('Page Not Found');

  const { user } = useAuth();
  const signInHref = useSignInHref('signin');
  return (
    <StatusPage
      icon={<FileQuestion size={24} />}
      title="Page Not Found"
      text="The page you're looking for doesn't exist or has been moved."
      actions={
        user ? (
          <LinkButton href={pageHref('home')}>Back to Dashboard</LinkButton>
        ) : (
          <>
            <LinkButton href={pageHref('home')}>Back to Home</LinkButton>
            <LinkButton href={signInHref} variant="outline">
              Sign In
            </LinkButton>
            <LinkButton href={pageHref('signup')} variant="outline">
              Sign Up
            </LinkButton>
          </>
        )
      }
    />
  );
}
