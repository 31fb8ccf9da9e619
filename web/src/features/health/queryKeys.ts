export const healthKeys = {
  health: ['health'] as const,
};
