import { describe, expect, it } from 'vitest';
import { canonicalJson, multipartBodyHash, parsedBodyHash } from '../body-hash';

const form = (boundary: string, file: string) =>
  Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="title"',
      '',
      'Guard cracked',
      `--${boundary}`,
      'Content-Disposition: form-data; name="photo"; filename="guard.png"',
      'Content-Type: image/png',
      '',
      file,
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
const type = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

describe('body hashes', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(parsedBodyHash({ b: 1, a: 2 }, 'application/json')).toBe(
      parsedBodyHash({ a: 2, b: 1 }, undefined),
    );
    expect(parsedBodyHash({ a: [1, 2] }, undefined)).not.toBe(parsedBodyHash({ a: [2, 1] }, undefined));
  });

  it('tells a file upload by its type and bytes', () => {
    const bytes = Buffer.from('PNG bytes');
    expect(parsedBodyHash(bytes, 'image/png')).toBe(parsedBodyHash(Buffer.from('PNG bytes'), 'image/png'));
    expect(parsedBodyHash(bytes, 'image/png')).not.toBe(parsedBodyHash(bytes, 'image/jpeg'));
  });

  it('hashes a multipart form without its boundary, but with every part', () => {
    const one = multipartBodyHash(form('----a1', 'PNG bytes'), type('----a1'));
    expect(multipartBodyHash(form('----zz9', 'PNG bytes'), type('----zz9'))).toBe(one);
    expect(multipartBodyHash(form('----a1', 'PNG bytez'), type('----a1'))).not.toBe(one);
  });
});
