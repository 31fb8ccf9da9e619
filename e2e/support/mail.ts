import { expect, request } from '@playwright/test';

interface InboxMessage {
  subject: string;
  text: string;
  to: string[];
}

/** The newest e-mail to `address` in the local SMTP sink, waiting for it to arrive. */
export async function latestMailTo(address: string, timeoutMs = 20_000): Promise<InboxMessage> {
  const inboxUrl = process.env.MAIL_INBOX_URL;
  if (!inboxUrl) throw new Error('MAIL_INBOX_URL is not set: run the browser tests with `npm run test:e2e`.');
  const inbox = await request.newContext({ baseURL: inboxUrl });
  try {
    let newest: InboxMessage | undefined;
    await expect
      .poll(
        async () => {
          const response = await inbox.get(`/api/messages?to=${encodeURIComponent(address)}`);
          const messages = response.ok() ? ((await response.json()) as InboxMessage[]) : [];
          newest = messages[0];
          return messages.length;
        },
        { message: `an e-mail to ${address}`, timeout: timeoutMs },
      )
      .toBeGreaterThan(0);
    if (!newest) throw new Error(`no e-mail to ${address}`);
    return newest;
  } finally {
    await inbox.dispose();
  }
}

/** The first link in a message's text that leads to `pathname` on the site under test. */
export function linkTo(message: InboxMessage, pathname: string): URL {
  for (const match of message.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no link to ${pathname} in "${message.subject}":\n${message.text}`);
}
