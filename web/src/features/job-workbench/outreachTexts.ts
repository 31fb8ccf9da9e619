// The outreach list's texts, without imports: the owner's job page shows the list eagerly, so it
// must not pull the contracts (and their validation code) into the page's first load.
export const OutreachTexts = {
  outreach: 'Recruiter outreach',
  outreachEmpty: 'No outreach recorded yet.',
  channels: { email: 'E-mail', linkedin: 'LinkedIn' },
  outreachLine: (channel: string, date: string) => `${channel}, ${date}`,
} as const;
