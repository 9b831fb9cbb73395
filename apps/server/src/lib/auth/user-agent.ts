/**
 * A short summary of a browser's User-Agent for the list of signed-in devices: the browser's name,
 * the operating system, and whether it is a phone or tablet. Good enough to recognise one's own
 * devices; it is never used to decide anything.
 */
export interface DeviceSummary {
  browser: string;
  os: string;
  mobile: boolean;
}

/** Checked in this order: Edge and Opera announce Chrome too, Chrome announces Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome)\//, 'Chrome (headless)'],
  [/\b(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function summarizeUserAgent(userAgent: string): DeviceSummary {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  return { browser, os, mobile: /\bMobile\b|\biPhone\b|\biPad\b|\bAndroid\b/.test(userAgent) };
}
