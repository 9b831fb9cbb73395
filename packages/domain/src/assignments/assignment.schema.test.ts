import { expect, test } from 'vitest';
import { isDeadlineFarEnough, isDeliverByInRange, makeOfferForm, parseInstant } from './assignment.schema.ts';

test('an instant is ISO 8601 with its offset (or Z), naming a real date and time', () => {
  expect(parseInstant('2030-12-06T09:00:00+01:00')?.toISOString()).toBe('2030-12-06T08:00:00.000Z');
  expect(parseInstant('2030-12-06T09:00-05:30')?.toISOString()).toBe('2030-12-06T14:30:00.000Z');
  expect(parseInstant('2030-12-06T09:00:00.123456Z')?.toISOString()).toBe('2030-12-06T09:00:00.123Z');
  for (const bad of [
    '2030-12-06T09:00:00',
    '2030-12-06',
    '2030-02-30T09:00:00Z',
    '2030-13-01T09:00:00Z',
    '2030-12-06T24:00:00Z',
    '2030-12-06T09:60:00Z',
    '2030-12-06T09:00:00+15:00',
    '2030-12-06 09:00:00Z',
    ' 2030-12-06T09:00:00Z',
    1_900_000_000_000,
    null,
  ])
    expect(parseInstant(bad)).toBeNull();
});

test('a deadline is at least 3 hours ahead; deliver by is after now and no later than the deadline', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  expect(isDeadlineFarEnough(new Date('2030-01-01T15:00:00Z'), now)).toBe(true);
  expect(isDeadlineFarEnough(new Date('2030-01-01T14:59:59Z'), now)).toBe(false);
  const deadline = new Date('2030-01-03T12:00:00Z');
  expect(isDeliverByInRange(deadline, deadline, now)).toBe(true);
  expect(isDeliverByInRange(new Date('2030-01-03T12:00:01Z'), deadline, now)).toBe(false);
  expect(isDeliverByInRange(now, deadline, now)).toBe(false);
});

test("the offer form names each field's problem with its code", () => {
  const form = makeOfferForm(new Date('2030-01-03T12:00:00Z'), new Date('2030-01-01T12:00:00Z'));
  const result = form.safeParse({ amount: 0, deliverBy: '2030-01-04T12:00:00+00:00', message: 'short' });
  expect(result.success).toBe(false);
  const issues = result.error!.issues.map((issue) => [
    issue.path.join('.'),
    (issue as { params?: { code?: string } }).params?.code,
  ]);
  expect(issues).toContainEqual(['deliverBy', 'OFFER_DELIVER_BY_OUT_OF_RANGE']);
});
