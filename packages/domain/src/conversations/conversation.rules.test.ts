import { describe, expect, test } from 'vitest';
import { conversationIdOf, conversationSides, lastMessagePreview, mayStartConversation } from './conversation.rules.ts';

const seller = { id: 'b-seller', isSeller: true };
const otherSeller = { id: 'c-seller', isSeller: true };
const buyer = { id: 'a-buyer', isSeller: false };
const otherBuyer = { id: 'd-buyer', isSeller: false };

describe('conversationIdOf', () => {
  test('sorts the two ids and joins them with "_", whoever asks', () => {
    expect(conversationIdOf('b', 'a')).toBe('a_b');
    expect(conversationIdOf('a', 'b')).toBe('a_b');
  });
});

describe('mayStartConversation', () => {
  test.each([
    ['a buyer to a seller', buyer, seller, false, 'allowed'],
    ['a seller to another seller', seller, otherSeller, false, 'allowed'],
    ['a seller to a buyer who bid on their gig', seller, buyer, true, 'allowed'],
    ['a seller to a buyer who never bid on their gigs', seller, buyer, false, 'not-allowed'],
    ['a buyer to another buyer', buyer, otherBuyer, false, 'not-allowed'],
    ['a buyer to another buyer, whatever the bids', buyer, otherBuyer, true, 'not-allowed'],
    ['a seller to themselves', seller, seller, true, 'self'],
    ['a buyer to themselves', buyer, buyer, false, 'self'],
  ])('%s: %s', (_name, from, to, hasBid, verdict) => {
    expect(mayStartConversation(from, to, hasBid)).toBe(verdict);
  });
});

describe('conversationSides', () => {
  test.each([
    ['a buyer writes to a seller', buyer, seller, { sellerId: seller.id, buyerId: buyer.id }],
    ['a seller writes to a buyer', seller, buyer, { sellerId: seller.id, buyerId: buyer.id }],
    [
      'a seller writes to another seller: the contacted one is the seller side',
      seller,
      otherSeller,
      { sellerId: otherSeller.id, buyerId: seller.id },
    ],
  ])('%s', (_name, from, to, sides) => {
    expect(conversationSides(from, to)).toEqual(sides);
  });
});

describe('lastMessagePreview', () => {
  test.each([
    ['short text stays', 'Hello there', 'Hello there'],
    ['exactly 50 characters stay', 'x'.repeat(50), 'x'.repeat(50)],
    ['51 characters are cut at 50 with an ellipsis', 'y'.repeat(51), `${'y'.repeat(50)}…`],
    ['line breaks and runs of spaces become one space', 'Hi\n\nthere   you', 'Hi there you'],
    ['emoji count as one character and are never split', '🙂'.repeat(60), `${'🙂'.repeat(50)}…`],
    ['empty stays empty', '', ''],
  ])('%s', (_name, text, preview) => {
    expect(lastMessagePreview(text)).toBe(preview);
  });
});
