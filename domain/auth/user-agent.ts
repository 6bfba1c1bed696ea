const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
  [/\bnode\b|\bundici\b/i, 'Node.js'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser and the operating system a user agent names, each null when it names none (user panel lists). */
export interface UserAgentParts {
  readonly browser: string | null;
  readonly system: string | null;
}

/** Issue 21 user panel "sessions": the browser and system of a user agent, readable ("Firefox", "Linux"). */
export const userAgentParts = (userAgent: string): UserAgentParts => ({
  browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
  system: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
});
