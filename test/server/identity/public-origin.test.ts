import { describe, expect, it } from 'vitest';
import { publicOrigin } from '#server/identity/public-origin';

describe('publicOrigin', () => {
  it.each([
    ['http://localhost/pl/v2/commands', 'http://localhost'],
    ['http://127.0.0.1:3000/pl/v2/commands', 'http://127.0.0.1:3000'],
    ['https://www.audiora.example/pl/v2/commands', 'https://www.audiora.example'],
    ['https://audiora.example/de/v2/commands', 'https://audiora.example'],
    ['https://evil.example/pl/v2/commands', 'https://www.audiora.example'],
    ['https://www.audiora.example.evil.example/pl', 'https://www.audiora.example'],
    ['https://www.audiora.example:8443/pl', 'https://www.audiora.example'],
  ])('%s links to %s', (url, origin) => {
    expect(publicOrigin(url)).toBe(origin);
  });
});
