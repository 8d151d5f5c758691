const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * A duration as written in the environment ('30m', '6h', '1d', '90s') in milliseconds, or null when the
 * text is not one. A bare number is refused: '6' could mean hours or milliseconds.
 */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,6})\s*([smhd])$/i.exec(text.trim());
  if (!match) return null;
  const ms = Number(match[1]) * UNIT_MS[(match[2] ?? '').toLowerCase() as keyof typeof UNIT_MS];
  return ms > 0 ? ms : null;
}
