import { ACCOUNT_STATUSES } from '../accounts/accounts.js';
import { CHAT_MESSAGE_MAX_LENGTH } from '../jobs/chat.js';
import { JOB_STATUSES } from '../jobs/job-status.js';
import { z } from 'zod';
import { hasInvalidCharacters, ZHttpUrl } from './fields.js';
import {
  MSG_CHAT_MESSAGE_EMPTY,
  MSG_INVALID_CHARACTERS,
  MSG_INVALID_OPTION,
  msgTooLong,
} from './messages.js';

export const ZJobStatus = z.enum(JOB_STATUSES, { error: MSG_INVALID_OPTION });

export const ZAccountStatus = z.enum(ACCOUNT_STATUSES, { error: MSG_INVALID_OPTION });

export const ZJobUrl = ZHttpUrl;
export const ZJobUrlForm = z.object({ url: ZJobUrl });
export type TJobUrlForm = z.infer<typeof ZJobUrlForm>;

export const ZChatMessage = z
  .string({ error: MSG_CHAT_MESSAGE_EMPTY })
  .trim()
  .superRefine((text, ctx) => {
    if (text.length === 0) ctx.addIssue({ code: 'custom', message: MSG_CHAT_MESSAGE_EMPTY });
    else if (hasInvalidCharacters(text, 'multi-line')) {
      ctx.addIssue({ code: 'custom', message: MSG_INVALID_CHARACTERS });
    } else if (text.length > CHAT_MESSAGE_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: msgTooLong(CHAT_MESSAGE_MAX_LENGTH) });
    }
  });
export const ZChatMessageForm = z.object({ text: ZChatMessage });
export type TChatMessageForm = z.infer<typeof ZChatMessageForm>;
