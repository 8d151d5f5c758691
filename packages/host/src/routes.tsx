import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminRoute, FullPageSpinner, ProtectedRoute } from '@channel-countdown/features';

// Each page is its own chunk; the host only says which path shows which screen behind which guard.
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const AuthScreen = page(() => import('@channel-countdown/features/auth'), 'AuthScreen');
const SignInRedirect = page(() => import('@channel-countdown/features/auth'), 'SignInRedirect');
const SignUpRedirect = page(() => import('@channel-countdown/features/auth'), 'SignUpRedirect');
const AppLayout = page(() => import('@channel-countdown/features/navigation'), 'AppLayout');
const DashboardScreen = page(() => import('@channel-countdown/features/dashboard'), 'DashboardScreen');
const TimersScreen = page(() => import('@channel-countdown/features/timers'), 'TimersScreen');
const ChannelPageScreen = page(() => import('@channel-countdown/features/channel-page'), 'ChannelPageScreen');
const AnalyticsScreen = page(() => import('@channel-countdown/features/analytics'), 'AnalyticsScreen');
const BlogsScreen = page(() => import('@channel-countdown/features/blogs'), 'BlogsScreen');
const BlogArticleScreen = page(() => import('@channel-countdown/features/blogs'), 'BlogArticleScreen');
const SettingsScreen = page(() => import('@channel-countdown/features/settings'), 'SettingsScreen');
const AdminScreen = page(() => import('@channel-countdown/features/admin'), 'AdminScreen');
const NotFoundScreen = page(() => import('@channel-countdown/features/errors'), 'NotFoundScreen');

const suspended = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={suspended(<AuthScreen />)} />
      <Route path="/signin" element={suspended(<SignInRedirect />)} />
      <Route path="/signup" element={suspended(<SignUpRedirect />)} />
      <Route element={<ProtectedRoute>{suspended(<AppLayout />)}</ProtectedRoute>}>
        <Route index element={suspended(<DashboardScreen />)} />
        <Route path="/dashboard" element={suspended(<DashboardScreen />)} />
        <Route path="/timers" element={suspended(<TimersScreen />)} />
        <Route path="/channels/:id" element={suspended(<ChannelPageScreen />)} />
        <Route path="/analytics" element={suspended(<AnalyticsScreen />)} />
        <Route path="/blogs" element={suspended(<BlogsScreen />)} />
        <Route path="/blogs/:id" element={suspended(<BlogArticleScreen />)} />
        <Route path="/settings" element={suspended(<SettingsScreen />)} />
        <Route path="/admin" element={<AdminRoute>{suspended(<AdminScreen />)}</AdminRoute>} />
      </Route>
      <Route path="*" element={suspended(<NotFoundScreen />)} />
    </Routes>
  );
}
