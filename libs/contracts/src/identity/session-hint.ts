// Kept apart from the session schemas: the SPA's entry reads it, and must not pull zod in with it.

/**
 * A readable cookie (value `1`) the gateway sets beside the session cookies, for as long as the
 * refresh token lives, and clears with them: the SPA asks for the session only when it is there,
 * so an anonymous visitor makes no failing session calls. It proves nothing and grants nothing.
 */
export const SESSION_HINT_COOKIE = 'hr_signed_in';
