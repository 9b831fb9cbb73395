import { describe, expect, test } from 'vitest';
import { summarizeUserAgent } from './user-agent.ts';

describe('summarizeUserAgent', () => {
  test.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Windows',
      false,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 ' +
        '(KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge',
      'Windows',
      false,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X ' +
        '14_7_1) AppleWebKit/605.1.15 (KHTML, ' +
        'like Gecko) Version/18.1 Safari/605.1.15',
      'Safari',
      'macOS',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 ' +
        '(KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
      true,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 ' +
        '(KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
      true,
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux', false],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 ' +
        '(KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera',
      'Windows',
      false,
    ],
    ['', '', '', false],
  ])('%s', (userAgent, browser, os, mobile) => {
    expect(summarizeUserAgent(userAgent)).toEqual({ browser, os, mobile });
  });
});
