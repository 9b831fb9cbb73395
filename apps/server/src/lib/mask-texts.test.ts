import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import { describe, expect, test } from 'vitest';
import { maskTexts, mergeOriginalText, writtenText } from './mask-texts.ts';

const CONTACT = 'reach me at john.smith@gmail.com or +44 7700 900123';
const MASKED = `reach me at ${CONTACT_MASK_TOKEN} or ${CONTACT_MASK_TOKEN}`;

describe('maskTexts', () => {
  test("masks the route's fields, nested ones and every string of a list or object, and keeps what it changed", () => {
    const written = {
      fullName: 'Ada',
      bio: CONTACT,
      languages: ['English', CONTACT],
      education: [{ institution: 'Oxford', grade: CONTACT }],
      phone: '+44 7700 900123',
    };
    const { values, originalText } = maskTexts('PUT /api/users/:id', written);
    expect(values).toEqual({
      fullName: 'Ada',
      bio: MASKED,
      languages: ['English', MASKED],
      education: [{ institution: 'Oxford', grade: MASKED }],
      phone: '+44 7700 900123',
    });
    expect(originalText).toEqual({
      bio: CONTACT,
      languages: ['English', CONTACT],
      education: [{ institution: 'Oxford', grade: CONTACT }],
    });
    expect(written.bio).toBe(CONTACT);
  });

  test('a field inside an object is masked in place, the rest of the object untouched', () => {
    const { values, originalText } = maskTexts('POST /api/bids', {
      message: 'clean',
      brief: { subject: CONTACT, level: 'masters' },
    });
    expect(values).toEqual({ message: 'clean', brief: { subject: MASKED, level: 'masters' } });
    expect(originalText).toEqual({ 'brief.subject': CONTACT });
  });

  test('clean texts and absent fields give no originals', () => {
    expect(maskTexts('POST /api/gigs', { title: 'Essay help, 2019-2020, 12 pages' })).toEqual({
      values: { title: 'Essay help, 2019-2020, 12 pages' },
      originalText: null,
    });
  });
});

describe('mergeOriginalText and writtenText', () => {
  test('a partial update replaces the originals of the fields it sends and keeps the others', () => {
    const before = { bio: CONTACT, desc: CONTACT };
    expect(mergeOriginalText(before, ['bio'], null)).toEqual({ desc: CONTACT });
    expect(mergeOriginalText(before, ['bio', 'desc'], null)).toBeNull();
    expect(mergeOriginalText(null, ['bio'], { bio: 'x' })).toEqual({ bio: 'x' });
    expect(writtenText(before, 'bio', MASKED)).toBe(CONTACT);
    expect(writtenText(before, 'title', 'stored')).toBe('stored');
  });
});
