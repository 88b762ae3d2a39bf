import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilioApi } from '#test/fake-twilio-api.js';
import { createTwilioSmsSender } from './twilio-sms-sender.js';

// The real SDK against a local fake of Twilio's REST API: what goes over the wire.

let fake: Awaited<ReturnType<typeof startFakeTwilioApi>>;
beforeAll(async () => {
  fake = await startFakeTwilioApi();
});
afterAll(() => fake?.close());

const credentials = { accountSid: 'AC0123456789abcdef', authToken: 'secret-token' };

describe('createTwilioSmsSender', () => {
  it("creates a message with the account's number and answers Twilio's SID", async () => {
    const sender = createTwilioSmsSender({
      ...credentials,
      from: '+15005550006',
      apiBase: fake.url,
    });
    const sent = await sender.send({ to: '+12125550123', text: 'Your parking ends at 3:30 PM' });
    expect(sent.messageId).toMatch(/^SM\d{32}$/);
    const request = fake.received.at(-1);
    expect(request?.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(request?.credentials).toBe('AC0123456789abcdef:secret-token');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+12125550123',
      From: '+15005550006',
      Body: 'Your parking ends at 3:30 PM',
    });
  });

  it('sends through a messaging service when TWILIO_FROM is its SID', async () => {
    const sender = createTwilioSmsSender({ ...credentials, from: 'MG0123', apiBase: fake.url });
    await sender.send({ to: '+34612345678', text: 'Hola' });
    expect(Object.fromEntries(fake.received.at(-1)?.form ?? [])).toEqual({
      To: '+34612345678',
      MessagingServiceSid: 'MG0123',
      Body: 'Hola',
    });
  });

  it("throws Twilio's error when the message is not accepted", async () => {
    const sender = createTwilioSmsSender({
      ...credentials,
      from: '+15005550006',
      apiBase: fake.url,
    });
    fake.failNext(1);
    await expect(sender.send({ to: '+12125550123', text: 'x' })).rejects.toMatchObject({
      status: 500,
      code: 20500,
    });
  });
});
