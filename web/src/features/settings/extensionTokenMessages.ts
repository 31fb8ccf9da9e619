// Settings → Browser extension (not in the spec's texts). identity's refusals (the limit,
// a bad name) come from the server and are shown as sent.
export const ExtensionTokenTexts = {
  title: 'Browser extension',
  intro:
    'The HireRelay extension sends job pages from your browser to your dashboard. Create a token for each browser, paste it into the extension’s options, and revoke it when you no longer use that browser.',
  installLink: 'How to install the extension',
  nameLabel: 'Token name',
  nameHint: 'For example “Chrome on my laptop”.',
  create: 'Create token',
  creating: 'Creating…',
  createdTitle: 'Your new token',
  createdWarning: 'Copy it now and paste it into the extension’s options. It will not be shown again.',
  copy: 'Copy',
  copied: 'Token copied',
  copyFailed: 'Could not copy. Select the token and copy it yourself.',
  done: 'Done',
  empty: 'No tokens yet.',
  listLabel: 'Extension tokens',
  neverUsed: 'Never',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this token?',
  revokeDescription: (name: string) =>
    `The extension using “${name}” will no longer be able to send jobs. This cannot be undone.`,
  revoked: 'Token revoked',
  loadFailed: 'Could not load your extension tokens.',
  createFailed: 'Could not create the token. Please try again.',
  revokeFailed: 'Could not revoke the token. Please try again.',
} as const;
