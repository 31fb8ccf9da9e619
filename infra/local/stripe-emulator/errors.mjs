// @ts-check
// Stripe's error format: `{ error: { type, code, message, param, decline_code, doc_url } }` with
// the status codes Stripe uses (400 invalid request, 401 no/bad key, 402 card error, 404
// missing object or route).

export class StripeError extends Error {
  /**
   * @param {number} status
   * @param {{ type: string, code?: string, message: string, param?: string, decline_code?: string }} body
   */
  constructor(status, body) {
    super(body.message);
    this.status = status;
    this.body = body;
  }

  toJSON() {
    const { type, code, message, param, decline_code } = this.body;
    /** @type {Record<string, string>} */
    const error = { type, message };
    if (code) {
      error.code = code;
      error.doc_url = `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;
    }
    if (param) error.param = param;
    if (decline_code) error.decline_code = decline_code;
    return { error };
  }
}

/**
 * The object the id names does not exist: `No such customer: 'cus_123'`.
 * @param {string} what e.g. 'customer', 'price', 'checkout.session'
 * @param {string} id
 * @param {string} [param]
 */
export function resourceMissing(what, id, param = 'id') {
  return new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    param,
  });
}

/** @param {string} param */
export function missingParam(param) {
  return new StripeError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
    param,
  });
}

/** @param {string} param @param {string} message */
export function invalidParam(param, message) {
  return new StripeError(400, { type: 'invalid_request_error', code: 'parameter_invalid', message, param });
}

/** @param {string} param */
export function unknownParam(param) {
  return new StripeError(400, {
    type: 'invalid_request_error',
    code: 'parameter_unknown',
    message: `Received unknown parameter: ${param}`,
    param,
  });
}

/** A request Stripe refuses for the state the object is in. @param {string} message @param {string} [param] */
export function invalidRequest(message, param) {
  return new StripeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
}

/** @param {string} method @param {string} path */
export function unrecognizedUrl(method, path) {
  return new StripeError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

export function noApiKey() {
  return new StripeError(401, {
    type: 'invalid_request_error',
    message:
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
  });
}

/** @param {string} key */
export function invalidApiKey(key) {
  const shown =
    key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : key;
  return new StripeError(401, {
    type: 'invalid_request_error',
    code: 'api_key_invalid',
    message: `Invalid API Key provided: ${shown}`,
  });
}

/**
 * A card refused by the (test) issuer, as a 402 card_error.
 * @param {{ code: string, decline_code?: string, message: string }} decline
 * @param {string} [param]
 */
export function cardError(decline, param) {
  return new StripeError(402, {
    type: 'card_error',
    code: decline.code,
    message: decline.message,
    ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
    ...(param ? { param } : {}),
  });
}
