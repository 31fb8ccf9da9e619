/** An amount in the currency's smallest unit (cents for USD, as the payment provider reports it)
 * formatted in en-US, e.g. 7500 → '$75.00'. Zero-decimal currencies such as JPY are not divided. */
export function formatMoneyFromCents(amount: number, currency = 'USD'): string {
  const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const fractionDigits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(amount / 10 ** fractionDigits);
}
