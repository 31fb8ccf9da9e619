/** Cache keys of Settings → Browser extension (the user's extension tokens). */
export const extensionTokenKeys = {
  all: ['extension-tokens'] as const,
};
