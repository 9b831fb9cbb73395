import { describe, expect, test } from 'vitest';
import { LineList, RegisterInput, UpdateProfileInput } from './user.schema.ts';

const valid = { username: 'amelia.hart', email: 'amelia@example.com', password: 'long enough', country: 'GB' };

describe('RegisterInput', () => {
  test('accepts a minimal buyer and fills the defaults', () => {
    expect(RegisterInput.parse(valid)).toEqual({ ...valid, img: '', isSeller: false, desc: '', phone: '' });
  });

  test.each([
    ['username', 'ab'],
    ['username', 'a'.repeat(31)],
    ['username', 'amelia hart'],
    ['username', 'amélie'],
    ['email', 'amelia@'],
    ['password', '7 chars'],
    ['password', 'x'.repeat(129)],
    ['country', ''],
    ['country', 'ZZ'],
    ['img', 'https://images.example/a.png'],
    ['img', '/uploads/../secret.png'],
    ['phone', 'call me'],
  ])('refuses %s = %j', (field, value) => {
    const result = RegisterInput.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  test('accepts an image uploaded to this site', () => {
    const img = '/uploads/0190f5c2-7b3a-7cde-8f00-123456789abc.webp';
    expect(RegisterInput.parse({ ...valid, img }).img).toBe(img);
  });

  test('trims the username and email', () => {
    expect(RegisterInput.parse({ ...valid, username: '  amelia.hart ', email: ' amelia@example.com ' })).toMatchObject(
      valid,
    );
  });
});

describe('profile lists', () => {
  test('one entry per line, blank lines dropped, from text or an array', () => {
    expect(LineList.parse('Chess\n\n  Hiking  \r\n\n')).toEqual(['Chess', 'Hiking']);
    expect(LineList.parse(['', 'Tutor at Leeds', '   '])).toEqual(['Tutor at Leeds']);
  });

  test('bio is limited to 1000 characters', () => {
    expect(UpdateProfileInput.safeParse({ bio: 'x'.repeat(1000) }).success).toBe(true);
    const tooLong = UpdateProfileInput.safeParse({ bio: 'x'.repeat(1001) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Bio must be at most 1000 characters');
  });

  test('social links must be web addresses', () => {
    expect(UpdateProfileInput.safeParse({ social: { github: 'javascript:alert(1)' } }).success).toBe(false);
    expect(UpdateProfileInput.parse({ social: { github: 'https://github.com/amelia' } }).social).toEqual({
      github: 'https://github.com/amelia',
      linkedin: '',
      twitter: '',
      website: '',
    });
  });
});
