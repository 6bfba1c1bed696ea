import { describe, expect, it } from 'vitest';
import { deviceHeaderValue, WEB_CLIENT_VERSION } from '#domain/shared/client';

describe('device header (spec §7: names the web client and version 1.97.2)', () => {
  it('names the brand, the client version and the browser', () => {
    expect(WEB_CLIENT_VERSION).toBe('1.97.2');
    expect(deviceHeaderValue('audiora', 'Mozilla/5.0')).toBe('AudioraWeb/1.97.2 Web/3.0 (Browser;Mozilla/5.0)');
  });
});
