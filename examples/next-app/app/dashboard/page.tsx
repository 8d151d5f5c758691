import type { Metadata } from 'next';
import { ProtectedRoute } from '@channel-countdown/features';
import { DashboardScreen } from '@channel-countdown/features/dashboard';
import { AppLayout } from '@channel-countdown/features/navigation';

export const metadata: Metadata = { title: 'Dashboard · Studio' };

export default function Dashboard() {
  return (
    <ProtectedRoute>
      <AppLayout>
        <DashboardScreen />
      </AppLayout>
    </ProtectedRoute>
  );
}
