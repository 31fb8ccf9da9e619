export * from './types.js';
export { parseInboundMessage, messageIds, INBOUND_LIMITS, type InboundLimits } from './parse.js';
export {
  htmlToText,
  parseWithinLimits,
  HTML_LIMITS,
  HtmlLimitError,
  type HtmlLimits,
  type HtmlTextOptions,
} from './html-text.js';
export { splitText, type TextParts } from './quote.js';
export { classifyReply, rulesClassifier, sentences, SUGGESTED_STATUS } from './classify.js';
export {
  matchReplyToJob,
  baseDomain,
  isAtsDomain,
  companyDomainOf,
  companyKey,
  ATS_DOMAINS,
  MAILBOX_DOMAINS,
} from './match.js';
