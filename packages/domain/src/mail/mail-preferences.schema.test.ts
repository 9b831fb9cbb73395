import { describe, expect, test } from 'vitest';
import { MAIL_TOPICS } from './mail.schema.ts';
import { MailPreferencesInput, mailTopicOf, preferencesFromOptOuts } from './mail-preferences.schema.ts';

describe('mail preferences', () => {
  test('the stored opt-outs turn their topics off and leave every other one on; unknown entries are ignored', () => {
    const { topics } = preferencesFromOptOuts(['bid_placed', 'no_such_topic']);
    expect(Object.keys(topics)).toEqual([...MAIL_TOPICS]);
    expect(Object.entries(topics).filter(([, on]) => !on)).toEqual([['bid_placed', false]]);
  });

  test('a change may name some topics only, never one that does not exist', () => {
    expect(MailPreferencesInput.parse({ topics: { message_digest: false } })).toEqual({
      topics: { message_digest: false },
    });
    const refused = MailPreferencesInput.safeParse({ topics: { bid_placed: true, newsletters: false } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      `There is no mail topic newsletters. The topics are: ${MAIL_TOPICS.join(', ')}.`,
    );
  });

  test.each([
    ['bid_not_selected', 'bid_decided'],
    ['bid_paid', 'payment_received'],
    ['order_refunded', 'order_cancellation'],
    ['dispute_resolved', 'order_dispute'],
    ['review_received', null],
    ['message_received', null],
  ] as const)('a %s notification is mailed under %s', (type, topic) => {
    expect(mailTopicOf(type)).toBe(topic);
  });
});
