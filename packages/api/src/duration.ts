import ms from 'ms';

/**
 * A duration as written in the environment ('30m', '6h', '1.5h', '2 days', '1w') in milliseconds, read by `ms`,
 * or null when the text is not one. A bare number is refused: '6' could mean hours or milliseconds.
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (!/[a-z]$/i.test(trimmed)) return null;
  const value = ms(trimmed as ms.StringValue) as number | undefined;
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : null;
}
