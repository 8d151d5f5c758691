import type { z } from 'zod';
import { checkForm, type FormCheck } from './formErrors';

/**
 * A contract schema whose code comes the first time a form needs it, not with the page. zod and the schemas
 * built with it take about 90 ms of a phone's main thread to evaluate (4× CPU slowdown), which the sign-in page
 * and settings paid before they answered; a form that is checked only once someone types or submits can wait
 * for them. `load` is a dynamic import of a module that names the schema.
 */
export interface LazySchema<T extends z.ZodType> {
  /** The schema, fetched once; a fetch that failed (the network) is tried again by the next call. */
  get(): Promise<T>;
}

export function lazySchema<T extends z.ZodType>(load: () => Promise<T>): LazySchema<T> {
  let loading: Promise<T> | undefined;
  return {
    get() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

/**
 * `checkForm` with a schema that may still be on its way. Without it (the network failed), the values pass as
 * they are: the request goes to the server, which checks the same rules and says what is wrong.
 */
export async function checkFormWhenLoaded<T extends z.ZodType, K extends string>(
  schema: LazySchema<T>,
  values: Partial<Record<K, unknown>>,
): Promise<FormCheck<T, K>> {
  let loaded: T;
  try {
    loaded = await schema.get();
  } catch {
    return { ok: true, data: values as z.output<T> };
  }
  return checkForm(loaded, values);
}
