import { emailHtml, emailText, type EmailBlock } from '../mail/email-layout.util.js';
import type { RenderedEmail } from '../mail/email-sender.service.js';

/** To the staff inbox, once a UTC day at most: the daily SMS budget is spent and texting stopped. */
export function renderSmsBudgetSpentEmail(day: string, budget: number): RenderedEmail {
  const title = `Daily SMS budget spent for ${day}`;
  const blocks: EmailBlock[] = [
    {
      paragraph: `HireRelay has used its ${String(budget)} texts for ${day} (UTC), the daily budget (SMS_DAILY_BUDGET). Until midnight UTC no text goes out: verification codes, status updates and replies to incoming texts are not sent, and each one refused is logged.`,
    },
    {
      paragraph:
        'If this is more than usual, it may be SMS pumping (toll fraud): check the numbers texted today (sent_sms) and the Messaging logs in Twilio before raising the budget.',
    },
    { note: 'This e-mail is sent at most once a day.' },
  ];
  return { subject: title, text: emailText(title, blocks), html: emailHtml(title, blocks) };
}
