// @ts-check
// Stripe's test cards this stand-in knows (https://docs.stripe.com/testing). A number typed on a
// hosted page, or a test token/payment method given to the API, becomes one of these.

/**
 * @typedef {{
 *   number: string, brand: string, funding: string, token: string, pm: string,
 *   declineAtAttach?: Decline, declineAtCharge?: Decline,
 * }} TestCard
 * @typedef {{ code: string, decline_code?: string, message: string }} Decline
 */

/** @type {Decline} */
const GENERIC_DECLINE = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

/** @type {TestCard[]} */
const TEST_CARDS = [
  { number: '4242424242424242', brand: 'visa', funding: 'credit', token: 'tok_visa', pm: 'pm_card_visa' },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    funding: 'credit',
    token: 'tok_mastercard',
    pm: 'pm_card_mastercard',
  },
  // Declined everywhere: at checkout, when attached, when charged.
  {
    number: '4000000000000002',
    brand: 'visa',
    funding: 'credit',
    token: 'tok_chargeDeclined',
    pm: 'pm_card_chargeDeclined',
    declineAtAttach: GENERIC_DECLINE,
    declineAtCharge: GENERIC_DECLINE,
  },
  // Accepted when saved (and, in this stand-in, at checkout), declined when charged later: renewals fail.
  {
    number: '4000000000000341',
    brand: 'visa',
    funding: 'credit',
    token: 'tok_chargeCustomerFail',
    pm: 'pm_card_chargeCustomerFail',
    declineAtCharge: GENERIC_DECLINE,
  },
];

/**
 * The test card for a typed number (spaces and dashes ignored), or null when it is not one.
 * @param {string} number
 */
export function cardByNumber(number) {
  const digits = number.replace(/[\s-]/g, '');
  return TEST_CARDS.find((c) => c.number === digits) ?? null;
}

/** @param {string} tokenOrPm `tok_visa` or `pm_card_visa` */
export function cardByToken(tokenOrPm) {
  return TEST_CARDS.find((c) => c.token === tokenOrPm || c.pm === tokenOrPm) ?? null;
}
