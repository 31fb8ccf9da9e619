const ADDRESS = /[^\s<>"'(),;:[\]]+@([A-Za-z0-9.-]+)/g;

/** Replaces the local part of every e-mail address in `text`, keeping the domain. */
export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, '…@$1');
}

/** The domain of an address, the only part of a recipient that goes into logs. */
export function recipientDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? '(none)' : address.slice(at + 1).toLowerCase();
}

/**
 * An SMTP failure, safe to log and store: the server's answer with addresses redacted, its
 * codes, and no message content (nodemailer's own error is not kept as the cause for that reason).
 */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly responseCode: number | undefined,
  ) {
    super(message);
    this.name = 'EmailSendError';
  }

  static from(error: unknown): EmailSendError {
    if (!(error instanceof Error)) return new EmailSendError('sending failed', undefined, undefined);
    const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
    return new EmailSendError(
      redactAddresses(error.message),
      typeof code === 'string' ? code : undefined,
      typeof responseCode === 'number' ? responseCode : undefined,
    );
  }
}
