import { singleEmailAddress } from '@channel-countdown/contract';

/**
 * Text from outside (YouTube pages and answers, Google tokens) made fit for our columns before it is
 * stored: the NUL character removed (PostgreSQL text cannot hold it) and cut to the column's length in
 * characters, as PostgreSQL counts them. Callers' own input is refused instead (the contract's textSchema).
 */
export function storableText(text: string, maxLength: number): string {
  const clean = text.replaceAll('\u0000', '');
  const characters = Array.from(clean);
  return characters.length <= maxLength ? clean : characters.slice(0, maxLength).join('');
}

export function storableTextOrNull(text: string | null | undefined, maxLength: number): string | null {
  if (text === null || text === undefined) return null;
  return storableText(text, maxLength) || null;
}

/**
 * An address from outside is stored only when it is one mailbox address (contract's singleEmailAddress): a
 * list, a display name, a line break, a NUL or a length no mailbox can have is no address — null rather
 * than cut short or trusted as a mail recipient.
 */
export function storableEmail(email: unknown): string | null {
  return singleEmailAddress(email);
}
