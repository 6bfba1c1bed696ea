const BROWSERS: readonly (readonly [RegExp, string])[] = [
  // The store's own command line, before the Node.js it runs on.
  [/\bAudioraCli\//, 'Audiora CLI'],
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

const BROWSER_NAMES = BROWSERS.map(([, name]) => name);
const SYSTEM_NAMES = SYSTEMS.map(([, name]) => name);

/** Issue 21 associated devices: the name the API gives a device from its parts ("Firefox on Linux"), in English. */
export const deviceNameOf = ({ browser, system }: UserAgentParts): string => {
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `Browser on ${system}` : 'Unknown device');
};

/**
 * Issue 21 associated devices: the parts a name from `deviceNameOf` was made of, so each market can word it; null for
 * a name made otherwise (another client's), which is shown as it is.
 */
export const devicePartsOfName = (name: string): UserAgentParts | null => {
  if (name === deviceNameOf({ browser: null, system: null })) return { browser: null, system: null };
  if (BROWSER_NAMES.includes(name)) return { browser: name, system: null };
  for (const system of SYSTEM_NAMES) {
    if (!name.endsWith(` on ${system}`)) continue;
    const browser = name.slice(0, -` on ${system}`.length);
    if (browser === 'Browser') return { browser: null, system };
    if (BROWSER_NAMES.includes(browser)) return { browser, system };
  }
  return null;
};
