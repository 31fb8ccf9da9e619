import type { ApiBody, ApiReply } from '../../lib/api/replies';

/** Text-to-apply: the user's number, whether it is verified, and SMS updates. */
export type TTextToApplySettings = ApiReply<'/api/account/text-to-apply', 'get'>;
/** A live browser-extension token (never its secret, which shows once at creation). */
export type TExtensionToken = ApiReply<'/api/extension/tokens', 'get'>['items'][number];
/** Creating an extension token: its name. */
export type TCreateExtensionTokenBody = ApiBody<'/api/extension/tokens', 'post'>;
/** The user's reply address (issue 29): employers' replies to it reach the job. */
export type TReplyAddress = ApiReply<'/api/me/reply-address', 'get'>;
