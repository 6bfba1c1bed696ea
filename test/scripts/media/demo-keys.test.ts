import { describe, expect, it } from 'vitest';
import { demoEncryptionFor, hexAsBase64url, hexAsUuid } from '../../../scripts/media/demo-keys';

describe('the demo keys', () => {
  it('are 16 bytes of hex each, the same for a recording on every run and different between recordings', () => {
    const one = demoEncryptionFor('pl-latarnia-na-cyplu');
    expect(one).toEqual(demoEncryptionFor('pl-latarnia-na-cyplu'));
    for (const hex of Object.values(one)) expect(hex).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(Object.values(one)).size).toBe(3);
    const other = demoEncryptionFor('cs-posledni-tramvaj');
    expect(other.keyHex).not.toBe(one.keyHex);
    expect(other.keyIdHex).not.toBe(one.keyIdHex);
  });

  it('write a key id as a UUID and as unpadded base64url', () => {
    expect(hexAsUuid('00112233445566778899aabbccddeeff')).toBe('00112233-4455-6677-8899-aabbccddeeff');
    expect(hexAsBase64url('00112233445566778899aabbccddeeff')).toBe('ABEiM0RVZneImaq7zN3u_w');
    expect(() => hexAsUuid('0011')).toThrow();
  });
});
