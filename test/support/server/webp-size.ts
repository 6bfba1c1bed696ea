const ascii = (bytes: Uint8Array, from: number, to: number) => new TextDecoder().decode(bytes.subarray(from, to));

/** A WebP's canvas size, or null when the bytes are no WebP: VP8X keeps 24-bit sizes less one, VP8 14 bits each. */
export const webpSize = (bytes: Uint8Array): readonly [number, number] | null => {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const uint24 = (at: number) => view.getUint16(at, true) + view.getUint8(at + 2) * 65536;
  switch (ascii(bytes, 12, 16)) {
    case 'VP8X':
      return [1 + uint24(24), 1 + uint24(27)];
    case 'VP8 ':
      return [view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff];
    case 'VP8L': {
      const bits = view.getUint32(21, true);
      return [1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff)];
    }
    default:
      return null;
  }
};
