import type { Metadata } from 'next';
import { AuthScreen } from '@channel-countdown/features/auth';

export const metadata: Metadata = { title: 'Sign in · Studio' };

export default function Auth() {
  return <AuthScreen />;
}
