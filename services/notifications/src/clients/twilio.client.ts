import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';

/**
 * The SDK's own request client with its requests sent to another origin (the local Twilio stand-in):
 * the same path, query, basic auth and form body, only not to https://api.twilio.com. The SDK has no
 * base-URL option (its `region`/`edge` only rename Twilio's own hosts); a custom `httpClient` is its
 * documented way to change how requests are made (twilio-node, advanced-examples/custom-http-client.md).
 */
export class OriginRequestClient extends twilio.RequestClient {
  constructor(
    private readonly origin: string,
    options: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(options);
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: `${this.origin}${target.pathname}${target.search}` });
  }
}

/** How long one API call may take: well inside the consumer transaction that waits for it. */
export const TWILIO_TIMEOUT_MS = 15_000;

/** The SDK client: real Twilio, or the origin given (the stand-in) when `apiBase` is set. */
export function createTwilioClient(config: {
  TWILIO_ACCOUNT_SID: string;
  TWILIO_AUTH_TOKEN: string;
  TWILIO_API_BASE?: string | undefined;
}): twilio.Twilio {
  const options = { timeout: TWILIO_TIMEOUT_MS };
  return twilio(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, {
    ...options,
    ...(config.TWILIO_API_BASE
      ? { httpClient: new OriginRequestClient(config.TWILIO_API_BASE, options) }
      : {}),
  });
}
