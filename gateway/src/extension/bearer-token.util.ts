/** The longest token identity would look at; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}
