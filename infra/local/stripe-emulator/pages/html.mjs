// @ts-check
// The frame of the hosted pages: plain HTML, no script, clearly marked as the local stand-in.

/** @param {unknown} value */
export function esc(value) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * @param {string} title
 * @param {string} body inner HTML (already escaped)
 */
export function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Local Stripe stand-in</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  .banner { background: #fff3cd; border-bottom: 2px solid #d39e00; padding: .75rem 1rem; font-weight: 600; text-align: center; }
  main { max-width: 34rem; margin: 1.5rem auto; background: #fff; padding: 1.5rem; border-radius: 8px; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 1rem; }
  td, th { padding: .4rem 0; border-bottom: 1px solid #e3e8ee; text-align: left; }
  td.amount, th.amount { text-align: right; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input, select { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; border: 1px solid #8792a2; border-radius: 4px; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  button { margin-top: 1rem; padding: .6rem 1.2rem; font-size: 1rem; border: 0; border-radius: 4px; background: #635bff; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1a1f36; border: 1px solid #8792a2; }
  .error { background: #fde8e8; border: 1px solid #c0392b; color: #8a1c12; padding: .75rem; border-radius: 4px; }
  .notice { background: #e8f4fd; border: 1px solid #1f6fb2; padding: .75rem; border-radius: 4px; }
  .muted { color: #4f566b; font-size: .9rem; }
  section { margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid #e3e8ee; }
  a { color: #4b44d6; }
</style>
</head>
<body>
<div class="banner" role="note">Local Stripe stand-in — no real payment</div>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Test cards shown under the forms. */
export const TEST_CARD_HINT = `<p class="muted">Test cards: <code>4242 4242 4242 4242</code> succeeds,
<code>4000 0000 0000 0002</code> is declined, <code>4000 0000 0000 0341</code> is accepted now but
fails later renewals. Any future expiry (e.g. 12 / 34), any CVC.</p>`;

/**
 * The card fields (number, expiry, CVC, name), with labels.
 * @param {{ name?: string }} [values]
 */
export function cardFields(values = {}) {
  return `<label for="card-number">Card number</label>
<input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row">
  <div><label for="card-expiry">Expiry (MM / YY)</label>
  <input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" required></div>
  <div><label for="card-cvc">CVC</label>
  <input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
</div>
<label for="card-name">Name on card</label>
<input id="card-name" name="name" autocomplete="cc-name" value="${esc(values.name ?? '')}" required>`;
}
