import type { AdminSystem } from '@channel-countdown/contract';

/** The checks in use (a skipped one, such as Redis on a single server, is not) and how many of them fail. */
export function checksSummary(system: AdminSystem): { used: number; failing: number } {
  const used = system.health.checks.filter((check) => check.status !== 'skipped');
  return { used: used.length, failing: used.filter((check) => check.status === 'failing').length };
}

/** A check's state as the System Health card names it: absent when the server does not use it. */
export function checkState(
  system: AdminSystem,
  name: AdminSystem['health']['checks'][number]['name'],
): 'ok' | 'failing' | undefined {
  const status = system.health.checks.find((check) => check.name === name)?.status;
  return status === 'ok' || status === 'failing' ? status : undefined;
}

/** How long the server has run, in its largest whole unit (days, then hours, then minutes). */
export function uptimeIn(seconds: number): { unit: 'days' | 'hours' | 'minutes'; value: number } {
  if (seconds >= 86_400) return { unit: 'days', value: Math.floor(seconds / 86_400) };
  if (seconds >= 3600) return { unit: 'hours', value: Math.floor(seconds / 3600) };
  return { unit: 'minutes', value: Math.floor(seconds / 60) };
}
