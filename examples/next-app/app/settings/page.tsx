import type { Metadata } from 'next';
import { ProtectedRoute } from '@channel-countdown/features';
import { AppLayout } from '@channel-countdown/features/navigation';
import { SettingsScreen } from '@channel-countdown/features/settings';

export const metadata: Metadata = { title: 'Settings · Studio' };

export default function Settings() {
  return (
    <ProtectedRoute>
      <AppLayout>
        <SettingsScreen />
      </AppLayout>
    </ProtectedRoute>
  );
}
