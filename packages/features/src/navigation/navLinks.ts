import { BarChart3, BookOpen, LayoutDashboard, Settings, Shield, Timer, type LucideIcon } from 'lucide-react';
import type { User } from '@channel-countdown/contract';

export interface NavLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The user menu's links (SPEC §2). */
export const accountLinks: readonly NavLink[] = [
  { href: '/', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/timers', label: 'Active Timers', icon: Timer },
  { href: '/analytics', label: 'Analytics', icon: BarChart3 },
  { href: '/settings', label: 'Settings', icon: Settings },
];

export const blogsLink: NavLink = { href: '/blogs', label: 'Blogs', icon: BookOpen };
export const adminLink: NavLink = { href: '/admin', label: 'Admin Panel', icon: Shield };

/** SPEC §6: the Admin Panel link exists for the admin role only. */
export const isAdmin = (user: Pick<User, 'role'> | null | undefined) => user?.role === 'admin';

/** The mobile menu's Navigation section: every page, Admin Panel for admins. */
export function mobileLinks(user: Pick<User, 'role'> | null): NavLink[] {
  const [dashboard, timers, analytics, settings] = accountLinks as [NavLink, NavLink, NavLink, NavLink];
  return [dashboard, timers, analytics, blogsLink, settings, ...(isAdmin(user) ? [adminLink] : [])];
}
