import type { AdminPage } from '@channel-countdown/contract';

/** A list's total as its count badge writes it: '1000+' when the server stopped counting a search's matches. */
export function listTotalText({
  total,
  totalCapped,
}: Pick<AdminPage<unknown>, 'total' | 'totalCapped'>): string {
  return totalCapped ? `${total}+` : String(total);
}
