/** The Settings page's own queries (the profile's are the profile feature's). */
export const settingsKeys = {
  textToApply: ['settings', 'text-to-apply'] as const,
  replyAddress: ['settings', 'reply-address'] as const,
};
