import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import type { SentMessage, SmsMessage, SmsSender } from './message.js';

export type TwilioSmsSenderOptions = {
  accountSid: string;
  authToken: string;
  /** An E.164 number of the account (+1…) or a messaging service SID (MG…). */
  from: string;
  /**
   * Another address for Twilio's REST API (TWILIO_API_BASE): a local fake in tests. The SDK's
   * own request client still builds, signs and sends every request; only the host changes.
   */
  apiBase?: string | undefined;
  /** An answer slower than this fails the attempt; the reminder job retries it. */
  timeoutMs?: number;
};

/**
 * The SDK's request client pointed at another base: the SDK has no base-URL option (edge and
 * region only pick among Twilio's own hosts), but takes a custom httpClient
 * (twilio-node, advanced-examples/custom-http-client.md).
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  readonly #base: URL;

  constructor(base: string, options: ConstructorParameters<typeof twilio.RequestClient>[0]) {
    super(options);
    this.#base = new URL(base);
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    uri.protocol = this.#base.protocol;
    uri.host = this.#base.host;
    return super.request<TData>({ ...opts, uri: uri.href });
  }
}

/**
 * SMS through Twilio's official SDK (Programmable Messaging). Twilio accepting a message is
 * the end of our part: it queues and delivers it. Not retried here: the reminder job retries.
 */
export function createTwilioSmsSender(options: TwilioSmsSenderOptions): SmsSender {
  const timeout = options.timeoutMs ?? 10_000;
  const client = twilio(options.accountSid, options.authToken, {
    timeout,
    ...(options.apiBase
      ? { httpClient: new BaseUrlRequestClient(options.apiBase, { timeout }) }
      : {}),
  });
  const sender = options.from.startsWith('MG')
    ? { messagingServiceSid: options.from }
    : { from: options.from };
  return {
    kind: 'twilio',
    async send(message: SmsMessage): Promise<SentMessage> {
      const sent = await client.messages.create({ to: message.to, body: message.text, ...sender });
      return { messageId: sent.sid };
    },
  };
}
