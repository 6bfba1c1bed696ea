import { describe, expect, it } from 'vitest';
import {
  CLEARKEY_DESCRIPTOR,
  withClearKeyDescriptor,
  withClearKeyKeyFormat,
} from '../../../scripts/media/clearkey-manifest-fixes';

const KID = '00112233-4455-6677-8899-aabbccddeeff';
const protectedMpd = [
  '<AdaptationSet id="0" contentType="audio">',
  `  <ContentProtection value="cbcs" schemeIdUri="urn:mpeg:dash:mp4protection:2011" cenc:default_KID="${KID}"/>`,
  '  <ContentProtection schemeIdUri="urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b">',
  '    <cenc:pssh>AAAANHBzc2gBAAAAEHfv7MCyTQKs4zweUuL7SwAAAAEAESIzRFVmd4iZqrvM3e7/AAAAAA==</cenc:pssh>',
  '  </ContentProtection>',
  '  <Representation id="0" bandwidth="16668" codecs="mp4a.40.2" mimeType="audio/mp4"/>',
  '</AdaptationSet>',
].join('\n');

describe('the MPD fix for dash.js ClearKey', () => {
  it('replaces the common-system ContentProtection and its pssh with the DASH-IF ClearKey descriptor', () => {
    const fixed = withClearKeyDescriptor(protectedMpd);
    expect(fixed).not.toContain('cenc:pssh');
    expect(fixed).not.toContain('1077efec-c0b2-4d02-ace3-3c1e52e2fb4b');
    expect(fixed).toContain(`  ${CLEARKEY_DESCRIPTOR}\n  <Representation`);
  });

  it('keeps the mp4protection descriptor that names the scheme and the default KID', () => {
    expect(withClearKeyDescriptor(protectedMpd)).toContain(`value="cbcs"`);
    expect(withClearKeyDescriptor(protectedMpd)).toContain(`cenc:default_KID="${KID}"`);
  });

  it('also replaces a self-closing common-system element', () => {
    const mpd = '<ContentProtection schemeIdUri="urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b"/>';
    expect(withClearKeyDescriptor(mpd)).toBe(CLEARKEY_DESCRIPTOR);
  });

  it('leaves a clear MPD as it is and is idempotent', () => {
    const clear = '<AdaptationSet id="0"><Representation id="0"/></AdaptationSet>';
    expect(withClearKeyDescriptor(clear)).toBe(clear);
    const once = withClearKeyDescriptor(protectedMpd);
    expect(withClearKeyDescriptor(once)).toBe(once);
  });
});

describe('the playlist fix for hls.js ClearKey', () => {
  const playlist = [
    '#EXTM3U',
    '#EXT-X-MAP:URI="init.mp4"',
    '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="data:text/plain;base64,ABEiM0RVZneImaq7zN3u/w==",IV=0x0102,KEYFORMAT="identity"',
    '#EXTINF:6.037,',
    'seg-00001.m4s',
  ].join('\n');

  it('rewrites the identity key format to org.w3.clearkey, version 1, keeping the URI and IV', () => {
    const fixed = withClearKeyKeyFormat(playlist);
    expect(fixed).toContain(
      '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="data:text/plain;base64,ABEiM0RVZneImaq7zN3u/w==",IV=0x0102,KEYFORMAT="org.w3.clearkey",KEYFORMATVERSIONS="1"',
    );
    expect(fixed).not.toContain('identity');
  });

  it('changes no other line and is idempotent', () => {
    const fixed = withClearKeyKeyFormat(playlist);
    const otherLines = (text: string) => text.split('\n').filter((l) => !l.startsWith('#EXT-X-KEY'));
    expect(otherLines(fixed)).toEqual(otherLines(playlist));
    expect(withClearKeyKeyFormat(fixed)).toBe(fixed);
  });

  it('leaves a clear playlist and a METHOD=NONE key as they are', () => {
    const clear = '#EXTM3U\n#EXTINF:6.037,\nseg-00001.m4s\n';
    expect(withClearKeyKeyFormat(clear)).toBe(clear);
    expect(withClearKeyKeyFormat('#EXT-X-KEY:METHOD=NONE')).toBe('#EXT-X-KEY:METHOD=NONE');
  });
});
