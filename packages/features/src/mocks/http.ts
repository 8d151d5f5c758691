import { HttpResponse } from 'msw';
import type { z } from 'zod';

/** A failure the mock answers with: SPEC §8 error body `{message}` and its status; status 0 = network error. */
export interface MockFailure {
  status: number;
  message: string;
}

/** The server's refusal: `{message}` with its status (SPEC §8). */
export const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** Answers `failure`: its status and message, or a network error for status 0. */
export const fail = ({ status, message }: MockFailure) =>
  status === 0 ? HttpResponse.error() : refuse(status, message);

/** The server's 400 for input its zod schema refuses (api http/errors.ts describeZodError): 'field: message'. */
export function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** `value` parsed with the contract's schema, as the server's validate() does, or the server's 400. */
export function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | Response {
  const result = schema.safeParse(value);
  return result.success ? result.data : refuse(400, zodMessage(result.error));
}

/** The request's JSON body parsed with the contract's schema, or the server's 400. */
export async function parsedBody<S extends z.ZodType>(
  schema: S,
  request: Request,
): Promise<z.output<S> | Response> {
  const text = await request.text();
  if (!text) return parsed(schema, {});
  try {
    return parsed(schema, JSON.parse(text));
  } catch {
    return refuse(400, 'Invalid JSON body');
  }
}
