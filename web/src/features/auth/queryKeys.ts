/** The session's cache key: who is signed in (null for nobody). */
export const authKeys = {
  me: ['me'] as const,
};
