// Plain values only (no zod), so the screens that ask can import them without the schemas.

/** An administrator: sees the admin dashboard and may call /api/admin (SPEC §6). One definition for client and server. */
export const isAdmin = (user: { role: string } | null | undefined): boolean => user?.role === 'admin';
