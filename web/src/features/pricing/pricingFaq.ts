import {
  EXTRA_PACK_APPLICATIONS,
  EXTRA_PACK_PRICE_CENTS,
  formatMoneyFromCents,
  PRICE_PER_APPLICATION_CENTS,
} from '@hirerelay/domain';
import { CANCEL_NOTICE_HOURS } from '../legal/legalConstants';

interface FaqEntry {
  question: string;
  answer: string;
}

const packPrice = formatMoneyFromCents(EXTRA_PACK_PRICE_CENTS).replace(/\.00$/, '');

/**
 * The pricing page's questions, answered as the Terms of Service and the Subscription Agreement
 * word them (and billing's rules for extra packs and plan changes), so the page promises
 * nothing the terms do not.
 */
export const PRICING_FAQ: readonly FaqEntry[] = [
  {
    question: 'How does billing work?',
    answer:
      'Every plan is a monthly subscription. It renews automatically every month, on the same date, until you cancel, and we charge the card you gave our card payment provider at each renewal.',
  },
  {
    question: 'Is there a free trial?',
    answer: 'No. There is no free trial: you are charged from the first month.',
  },
  {
    question: 'Can I get a refund?',
    answer: `No. Payments are not refundable, including for unused applications, partial months or a cancellation made less than ${String(CANCEL_NOTICE_HOURS)} hours before renewal.`,
  },
  {
    question: 'How do I cancel?',
    answer: `You can cancel from your dashboard at any time. To avoid the next charge, cancel at least ${String(CANCEL_NOTICE_HOURS)} hours before your renewal date. Your plan stays active until the end of the month you have paid for.`,
  },
  {
    question: 'Can I change my plan?',
    answer:
      'Yes. You can upgrade or downgrade at any time, and the change takes effect at the start of your next billing cycle.',
  },
  {
    question: 'Do unused applications roll over?',
    answer:
      'No. Application counts reset each month, and unused applications do not roll over to the next month.',
  },
  {
    question: 'What if I reach my monthly limit?',
    answer: `Starter and Professional subscribers can buy extra applications in packs of ${String(EXTRA_PACK_APPLICATIONS)} for ${packPrice} (${formatMoneyFromCents(PRICE_PER_APPLICATION_CENTS)} each). They add to the current month's quota and expire with it. You can also upgrade your plan from the next billing cycle.`,
  },
];
