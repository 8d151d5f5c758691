import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type FormCheck<T extends z.ZodType, K extends string> =
  { ok: true; data: z.output<T> } | { ok: false; errors: FieldErrors<K> };

/**
 * Runs a contract schema over a form's values and keeps the first message per field, so every field
 * shows one SPEC §5 message under it. The rules themselves live only in the schema.
 */
export function checkForm<T extends z.ZodType, K extends string>(
  schema: T,
  values: Partial<Record<K, unknown>>,
): FormCheck<T, K> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors))
      errors[field as K] = issue.message;
  }
  return { ok: false, errors };
}
