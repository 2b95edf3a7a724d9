/**
 * The smallest structurally complete images, built byte by byte for the tests (checksums left at zero:
 * the header reader does not check them).
 */
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

export function pngOf(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: number[]) => [
    ...u32be(data.length),
    ...ascii(type),
    ...data,
    0,
    0,
    0,
    0,
  ];
  return Uint8Array.from([
    0x89,
    ...ascii('PNG\r\n'),
    0x1a,
    0x0a,
    ...chunk('IHDR', [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]),
    ...chunk('IDAT', [0x78, 0x9c, 0x63, 0, 0]),
    ...chunk('IEND', []),
  ]);
}

export function jpegOf(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0],
    ...[0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0],
    ...[0xd2, 0xff, 0x00, 0xcf, 0xff, 0xd0, 0x20],
    ...[0xff, 0xd9],
  ]);
}

export function webpLosslessOf(width: number, height: number): Uint8Array {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = [0x2f, ...u32le(bits), 0, 0, 0];
  return Uint8Array.from([
    ...ascii('RIFF'),
    ...u32le(4 + 8 + vp8l.length),
    ...ascii('WEBPVP8L'),
    ...u32le(vp8l.length),
    ...vp8l,
  ]);
}
