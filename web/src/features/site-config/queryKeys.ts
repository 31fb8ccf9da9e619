export const siteConfigKeys = {
  config: ['site-config'] as const,
};
