import { ERRORS, FIELD_ERROR_CODES } from '@inkwell/domain/errors';
import { LANGUAGES } from '@inkwell/domain/limits';
import { describe, expect, test } from 'vitest';
import { resources } from '../i18n/all-resources.ts';
import { i18n } from '../i18n/index.ts';
import { ApiError } from './api-client.ts';
import { fieldText, problemText, serverFieldProblems, toFieldError, fieldErrorText } from './problem-text.ts';

const t = i18n.t.bind(i18n) as Parameters<typeof problemText>[0];
const refusal = (
  status: number,
  code: string,
  fields?: Record<string, { code: string; params?: Record<string, number | string> }[]>,
) =>
  new ApiError(
    status,
    { code: code as never, detail: 'The server’s English sentence', fields: fields as never },
    'Request failed',
  );

/** A key's text in one language, without falling back to another one. */
function textOf(language: string, key: string): unknown {
  let node: unknown = resources[language]?.errors;
  for (const part of key.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

describe.each(LANGUAGES)('every problem has a sentence in %s', (language) => {
  test.each(Object.keys(ERRORS))('the error code %s', (code) => {
    expect(textOf(language, `codes.${code}`)).toEqual(expect.stringMatching(/\S/));
  });

  test.each([...FIELD_ERROR_CODES])('the field error code %s', (code) => {
    expect(textOf(language, `fields.${code}`)).toEqual(expect.stringMatching(/\S/));
  });
});

describe('problemText', () => {
  test('says a refusal from its code in the reader’s language, never the server’s sentence', async () => {
    await i18n.changeLanguage('fr');
    expect(problemText(t, refusal(401, 'WRONG_CREDENTIALS'), 'repli')).toBe(
      'Nom d’utilisateur ou mot de passe incorrect',
    );
    await i18n.changeLanguage('de');
    expect(problemText(t, refusal(429, 'TOO_MANY_REQUESTS'), 'Ersatz')).toBe(
      'Zu viele Anfragen. Bitte warten Sie und versuchen Sie es erneut.',
    );
  });

  test('falls back to the screen’s sentence when there is no answer to read', () => {
    expect(problemText(t, new ApiError(0, undefined, 'offline'), 'Failed to place bid')).toBe('Failed to place bid');
    expect(problemText(t, new ApiError(502, undefined, 'Bad Gateway'), 'Failed to place bid')).toBe(
      'Failed to place bid',
    );
    expect(problemText(t, refusal(418, 'I_AM_NOT_A_CODE'), 'Failed to place bid')).toBe('Failed to place bid');
    expect(problemText(t, new TypeError('boom'), 'Failed to place bid')).toBe('Failed to place bid');
    expect(problemText(t, refusal(500, 'INTERNAL'), 'Failed to place bid')).toBe('Failed to place bid');
  });

  test('a screen’s own sentence for a code comes first', () => {
    expect(problemText(t, refusal(401, 'NOT_SIGNED_IN'), 'x', 'placeBid')).toBe('Please login to place a bid');
    expect(problemText(t, refusal(401, 'NOT_SIGNED_IN'), 'x')).toBe('Please sign in to continue.');
    expect(problemText(t, refusal(403, 'BID_OWN_GIG'), 'x', 'placeBid')).toBe('You cannot bid on your own gig');
  });
});

describe('fieldText', () => {
  test('a field problem with its parameters', async () => {
    expect(fieldText(t, { code: 'too_long', params: { maximum: 120 } })).toBe('Please use at most 120 characters.');
    await i18n.changeLanguage('es');
    expect(fieldText(t, { code: 'days_range', params: { minimum: 1, maximum: 4 } })).toBe(
      'Los días deben estar entre 1 y 4',
    );
  });

  test('a form’s own sentence, then the format’s, then the general one', () => {
    expect(fieldText(t, { code: 'too_short', params: { minimum: 3 } }, { form: 'register', field: 'username' })).toBe(
      'Your username needs at least 3 characters.',
    );
    expect(
      fieldText(t, { code: 'invalid_format', params: { format: 'email' } }, { form: 'register', field: 'email' }),
    ).toBe('Please enter a valid email address.');
    expect(fieldText(t, { code: 'invalid_format', params: { format: 'regex' } })).toBe(
      'This is not written the expected way.',
    );
    expect(fieldText(t, { code: 'USERNAME_TAKEN' })).toBe('This username is already taken.');
    expect(fieldText(t, { code: 'too_big', params: { maximum: 100000 } }, { values: { maximum: '$100,000' } })).toBe(
      'Please enter at most $100,000.',
    );
  });

  test('a react-hook-form error keeps the problem', () => {
    expect(fieldErrorText(t, toFieldError({ code: 'too_small', params: { minimum: 1 } }))).toBe(
      'Please enter at least 1.',
    );
    expect(fieldErrorText(t, { type: 'server', message: 'English' })).toBe('Please check this field.');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});

test('serverFieldProblems puts each problem on its field, in the form’s order', () => {
  const error = refusal(400, 'VALIDATION_FAILED', {
    'images.2': [{ code: 'not_uploaded' }],
    title: [{ code: 'too_long', params: { maximum: 120 } }],
    unknown: [{ code: 'invalid' }],
  });
  expect(serverFieldProblems(error, ['title', 'images'] as const)).toEqual([
    { field: 'title', problem: { code: 'too_long', params: { maximum: 120 } } },
    { field: 'images', problem: { code: 'not_uploaded' } },
  ]);
  expect(serverFieldProblems(new Error('x'), ['title'])).toEqual([]);
});
