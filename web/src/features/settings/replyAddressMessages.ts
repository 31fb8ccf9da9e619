// Settings → Reply address (issue 29).
export const ReplyAddressTexts = {
  title: 'Reply address',
  intro:
    'Employers’ replies to applications we send for you come to this address; we put them on the job and forward them to your e-mail.',
  label: 'Your reply address',
  copy: 'Copy',
  copyLabel: 'Copy reply address',
  copied: 'Reply address copied',
  copyFailed: 'Could not copy. Select the address and copy it yourself.',
  since: (date: string) => `In use since ${date}.`,
  rotate: 'Get a new address',
  rotating: 'Getting a new address…',
  rotateTitle: 'Get a new reply address?',
  rotateDescription:
    'Mail to your current address will be refused from now on, including replies to applications already sent with it. Use this only if the address gets spam.',
  rotateConfirm: 'Get a new address',
  rotated: 'Your new reply address is ready',
  rotateFailed: 'Could not get a new address. Please try again.',
  loading: 'Loading your reply address…',
  loadFailed: 'Could not load your reply address. Please reload the page.',
} as const;
