import type { Endpoint } from '@channel-countdown/contract';
import type { Middleware, ParameterizedContext } from 'koa';
import type { z } from 'zod';
import type { AppState } from './state.js';

/** A part's parsed value: the schema's output, or undefined where the entry has none (or a file body). */
type Parsed<E, Part extends 'params' | 'query' | 'body'> = E extends {
  [P in Part]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

export interface Validated<E extends Endpoint> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
}

export type AppContext = ParameterizedContext<AppState> & { params?: Record<string, string> };

const isSchema = (part: unknown): part is z.ZodType =>
  typeof part === 'object' && part !== null && 'safeParse' in part;

/**
 * The validate middleware: parses the route's params, the query and the JSON body with the schemas of the
 * contract's endpoint table, then hands the typed values to the handler. A failure throws the ZodError,
 * which the error middleware answers as a 400 naming the field; the domain never repeats these rules.
 * A file body (the entry's `fileBody`) is read by the handler itself.
 *
 *   router.post(endpoints.auth.login.path, validate(endpoints.auth.login, async (ctx, { body }) => { … }))
 */
export function validate<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: AppContext, input: Validated<E>) => Promise<void> | void,
): Middleware<AppState> {
  const { params, query, body } = endpoint;
  return async (ctx) => {
    const context = ctx as AppContext;
    const input = {
      // Body first, then params and query: a request wrong in several places hears of its body.
      body: isSchema(body) ? body.parse((ctx.request as { body?: unknown }).body ?? {}) : undefined,
      params: params ? params.parse(context.params ?? {}) : undefined,
      query: query ? query.parse(ctx.query) : undefined,
    };
    await handler(context, input as Validated<E>);
  };
}
