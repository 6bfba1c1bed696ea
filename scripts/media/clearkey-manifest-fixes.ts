/** The W3C common PSSH system id, under which shaka-packager announces raw-key content in an MPD. */
export const COMMON_SYSTEM_SCHEME = 'urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b';

/** The DASH-IF ClearKey descriptor: players build the licence request from the MPD's `cenc:default_KID`. */
export const CLEARKEY_DESCRIPTOR =
  '<ContentProtection schemeIdUri="urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e" value="ClearKey1.0"/>';

const COMMON_SYSTEM_PROTECTION = new RegExp(
  `<ContentProtection\\s[^>]*schemeIdUri="${COMMON_SYSTEM_SCHEME}"[^>]*?(?:/>|>[\\s\\S]*?</ContentProtection>)`,
  'g',
);

/**
 * dash.js fails to generate a key request ("TypeError", error 113) when the common-system ContentProtection carries
 * a `<cenc:pssh>`; the DASH-IF ClearKey descriptor in its place makes it ask for the `cenc:default_KID`.
 * An MPD without the common-system element (clear content) comes back unchanged.
 */
export const withClearKeyDescriptor = (mpd: string): string =>
  mpd.replace(COMMON_SYSTEM_PROTECTION, CLEARKEY_DESCRIPTOR);

const KEY_LINE = /^#EXT-X-KEY:.*$/gm;

/**
 * hls.js drives EME only for `KEYFORMAT="org.w3.clearkey"`; shaka-packager writes `identity` for raw keys. Every
 * `EXT-X-KEY` that encrypts gets the ClearKey key format, version 1; other lines are left as they are.
 */
export const withClearKeyKeyFormat = (playlist: string): string =>
  playlist.replace(KEY_LINE, (line) => {
    if (line.includes('METHOD=NONE')) return line;
    const withoutFormat = line.replace(/,KEYFORMAT="[^"]*"/g, '').replace(/,KEYFORMATVERSIONS="[^"]*"/g, '');
    return `${withoutFormat},KEYFORMAT="org.w3.clearkey",KEYFORMATVERSIONS="1"`;
  });
