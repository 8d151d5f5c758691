import { BarChart3, BookOpen, LayoutDashboard, Settings, Shield, Timer, type LucideIcon } from 'lucide-react';
import { isAdmin, type User } from '@channel-countdown/contract';

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

/** The mobile menu's Navigation section: every page, Admin Panel for admins (SPEC §6). */
export function mobileLinks(user: Pick<User, 'role'> | null): NavLink[] {
  const [dashboard, timers, analytics, settings] = accountLinks as [NavLink, NavLink, NavLink, NavLink];
  return [dashboard, timers, analytics, blogsLink, settings, ...(isAdmin(user) ? [adminLink] : [])];
}
