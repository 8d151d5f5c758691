'use client';

import { BarChart3, BookOpen, LayoutDashboard, Settings, Shield, Timer, type LucideIcon } from 'lucide-react';
import { isAdmin, pageHref, pages, type NavPageName, type User } from '@channel-countdown/contract';

export interface NavLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** A page's link: its address and label from the table of pages, with its icon. */
const navLink = (name: NavPageName, icon: LucideIcon): NavLink => ({
  href: pageHref(name),
  label: pages[name].navLabel,
  icon,
});

/** The user menu's links (SPEC §2). */
export const accountLinks: readonly NavLink[] = [
  navLink('home', LayoutDashboard),
  navLink('timers', Timer),
  navLink('analytics', BarChart3),
  navLink('settings', Settings),
];

export const blogsLink: NavLink = navLink('blogs', BookOpen);
export const adminLink: NavLink = navLink('admin', Shield);

/** The mobile menu's Navigation section: every page, Admin Panel for admins (SPEC §6). */
export function mobileLinks(user: Pick<User, 'role'> | null): NavLink[] {
  const [dashboard, timers, analytics, settings] = accountLinks as [NavLink, NavLink, NavLink, NavLink];
  return [dashboard, timers, analytics, blogsLink, settings, ...(isAdmin(user) ? [adminLink] : [])];
}
