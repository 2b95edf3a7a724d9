import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sha256, signWebhook, webhookSignatureHeader } from './signature';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('SHA-256 and HMAC-SHA256 (published test vectors)', () => {
  it('hashes the empty string and "abc" (FIPS 180-4 examples)', () => {
    expect(hex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('hashes a message longer than one block', () => {
    const message = new TextEncoder().encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq');
    expect(hex(sha256(message))).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('matches RFC 4231 test case 2, and a key longer than a block (hashed first)', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(hmacSha256Hex('x'.repeat(131), 'Test Using Larger Than Block-Size Key - Hash Key First')).toBe(
      'f747c6f29234b0d0a4a67088d5fde6c626ee1942d07e19fb43916fee312b4520',
    );
  });
});

describe('signWebhook', () => {
  it('signs "<timestamp>.<body>" with the secret, as the header says', () => {
    const body = '{"id":"e1","type":"work_order.created","created_at":"2026-11-27T08:00:00.000Z","data":{}}';
    const signature = signWebhook('whsec_test', 1_795_766_400, body);
    expect(signature).toBe(hmacSha256Hex('whsec_test', `1795766400.${body}`));
    expect(webhookSignatureHeader('whsec_test', 1_795_766_400, body)).toBe(`t=1795766400,v1=${signature}`);
  });

  it('changes when the body, the time or the secret changes', () => {
    const base = signWebhook('s', 1, 'body');
    expect(signWebhook('s', 2, 'body')).not.toBe(base);
    expect(signWebhook('s', 1, 'body ')).not.toBe(base);
    expect(signWebhook('t', 1, 'body')).not.toBe(base);
  });

  it('signs the UTF-8 bytes of non-ASCII text', () => {
    expect(signWebhook('clé', 1, 'Café £5 — ✓')).toBe(
      '93b42c3ffce89a47f3893a2541971e674b440ee6971b0e49eca5b517f55a6f4b',
    );
  });
});
