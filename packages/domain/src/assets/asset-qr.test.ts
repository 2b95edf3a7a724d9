import { describe, expect, it } from 'vitest';
import { assetQrUrl, buildAssetQrPayload, encodeAssetQrPayload } from './asset-qr';

// Spec §3: "A client-side QR code carries an encoded object with assetId, a url to /assets?asset={id}, and a timestamp."
describe('asset QR payload', () => {
  const asset = { id: '7d3c1c52-4b0e-4a51-9d7a-2f0c6f9e1a10', asset_id: 'PUMP-001' };

  it('carries assetId, the /assets?asset={id} url and a timestamp', () => {
    const payload = buildAssetQrPayload(asset, 'https://cmms.example.com/', new Date('2026-03-10T12:00:00Z'));
    expect(payload).toEqual({
      assetId: 'PUMP-001',
      url: 'https://cmms.example.com/assets?asset=7d3c1c52-4b0e-4a51-9d7a-2f0c6f9e1a10',
      timestamp: '2026-03-10T12:00:00.000Z',
    });
    expect(JSON.parse(encodeAssetQrPayload(payload))).toEqual(payload);
  });

  it('encodes ids safely in the url', () => {
    expect(assetQrUrl('A/B 1')).toBe('/assets?asset=A%2FB%201');
  });
});
