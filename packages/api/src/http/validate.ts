import type { Middleware, ParameterizedContext } from 'koa';
import type { z } from 'zod';
import type { AppState } from './state.js';

interface Schemas {
  body?: z.ZodType;
  params?: z.ZodType;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Validated<S extends Schemas> {
  body: Output<S['body']>;
  params: Output<S['params']>;
}

export type AppContext = ParameterizedContext<AppState> & { params?: Record<string, string> };

/**
 * The validate middleware: parses the request body and route parameters with the contract's zod schemas
 * at the router boundary, then hands the typed values to the handler. A failure throws the ZodError, which
 * the error middleware answers as a 400 naming the field; the models never repeat these rules.
 *
 *   router.post(paths.login, validate({ body: loginRequestSchema }, async (ctx, { body }) => { … }))
 */
export function validate<S extends Schemas>(
  schemas: S,
  handler: (ctx: AppContext, input: Validated<S>) => Promise<void> | void,
): Middleware<AppState> {
  return async (ctx) => {
    const context = ctx as AppContext;
    const body = schemas.body
      ? schemas.body.parse((ctx.request as { body?: unknown }).body ?? {})
      : undefined;
    const params = schemas.params ? schemas.params.parse(context.params ?? {}) : undefined;
    await handler(context, { body, params } as Validated<S>);
  };
}
