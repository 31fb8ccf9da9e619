import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hirerelay/nest-common';
import type twilio from 'twilio';
import type { TNotificationsEnv } from '../config/env.js';
import { createTwilioClient } from '../clients/twilio.client.js';

/** Sends one text from the HireRelay number through Twilio's Messages API (the official SDK). */
@Injectable()
export class SmsSender {
  private readonly client: twilio.Twilio;
  private readonly from: string;

  constructor(@Inject(SERVICE_CONFIG) config: TNotificationsEnv) {
    this.client = createTwilioClient(config);
    this.from = config.SMS_FROM_NUMBER;
  }

  /** Resolves with Twilio's message SID once Twilio accepted the text; rejects with its error. */
  async send(to: string, body: string): Promise<string> {
    const message = await this.client.messages.create({ to, from: this.from, body });
    return message.sid;
  }
}
