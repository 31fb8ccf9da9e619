import { ApiError } from './errors';

/** What every call on the typed client resolves to (openapi-fetch's `FetchResponse`). */
interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The body of a successful call, or the call's refusal thrown as an ApiError, so hooks read
 * `return unwrap(await api.GET(…))`. Success is the HTTP status, not the body: a 204 has none.
 */
export function unwrap<T>({ data, error, response }: ApiResult<T>): T {
  if (!response.ok) throw new ApiError(response.status, error);
  return data as T;
}
