/** The signed-in user's own profile and its resume link. */
export const profileKeys = {
  profile: ['profile'] as const,
  resumeLink: ['profile', 'resume-link'] as const,
};
