import { describe, expect, test } from 'vitest';
import { displayUrl, safeWebUrl } from './safe-link.ts';

describe('safeWebUrl', () => {
  test.each([
    ['https://github.com/amelia', 'https://github.com/amelia'],
    ['  http://example.org  ', 'http://example.org/'],
    ['HTTPS://Example.org/a', 'https://example.org/a'],
  ])('keeps the web address %j', (input, expected) => {
    expect(safeWebUrl(input)).toBe(expected);
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    '/profile/1',
    'ftp://example.org',
    '',
    'https://',
    'example.org',
  ])('refuses %j', (input) => {
    expect(safeWebUrl(input)).toBeNull();
  });
});

test('displayUrl drops the scheme and a trailing slash', () => {
  expect(displayUrl('https://linkedin.example.com/in/amelia-hart/')).toBe('linkedin.example.com/in/amelia-hart');
  expect(displayUrl('https://ameliahart.example.com/')).toBe('ameliahart.example.com');
});
