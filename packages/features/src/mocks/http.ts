import { http, HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import type { Endpoint, EndpointAnswer, ErrorBody, ParamNames } from '@channel-countdown/contract';

/** A failure the mock answers with: SPEC §8 error body `{message}` and its status; status 0 = network error. */
export interface MockFailure {
  status: number;
  message: string;
}

/** The server's refusal: `{message}` with its status (SPEC §8). */
export const refuse = (status: number, message: string) =>
  HttpResponse.json<ErrorBody>({ message }, { status });

/** Answers `failure`: its status and message, or a network error for status 0. */
export const fail = ({ status, message }: MockFailure): HttpResponse<ErrorBody> =>
  status === 0 ? HttpResponse.error() : refuse(status, message);

/** The server's 400 for input its zod schema refuses (api http/errors.ts describeZodError): 'field: message'. */
export function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** `value` parsed with the contract's schema, as the server's validate() does, or the server's 400. */
export function parsed<S extends z.ZodType>(
  schema: S,
  value: unknown,
): z.output<S> | HttpResponse<ErrorBody> {
  const result = schema.safeParse(value);
  return result.success ? result.data : refuse(400, zodMessage(result.error));
}

/** The request's JSON body parsed with the contract's schema, or the server's 400. */
export async function parsedBody<S extends z.ZodType>(
  schema: S,
  request: Request,
): Promise<z.output<S> | HttpResponse<ErrorBody>> {
  const text = await request.text();
  if (!text) return parsed(schema, {});
  try {
    return parsed(schema, JSON.parse(text));
  } catch {
    return refuse(400, 'Invalid JSON body');
  }
}

/** What a handler of the entry may answer: its JSON answer or the server's refusal (any Response when not JSON). */
type MockBody<E> = E extends { answer: z.ZodType } ? EndpointAnswer<E> | ErrorBody : undefined;
type MockParams<E extends Endpoint> = Record<ParamNames<E['path']>[number], string>;

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/**
 * The MSW handler of an entry of the contract's endpoint table, at its method and path: the resolver must
 * answer the entry's answer type (or a refusal `{message}`), and reads the path's params by name.
 *
 *   handle(endpoints.notes.list, ({ params }) => HttpResponse.json(notesOf(Number(params.id))))
 */
export function handle<E extends Endpoint>(
  endpoint: E,
  resolver: HttpResponseResolver<MockParams<E>, DefaultBodyType, MockBody<E>>,
): HttpHandler {
  return methods[endpoint.method](endpoint.path, resolver as unknown as HttpResponseResolver);
}
