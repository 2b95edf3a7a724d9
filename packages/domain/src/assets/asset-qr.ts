/** The object a printed asset label's QR code carries (spec §3 "Invitation and QR payload"). */
export interface AssetQrPayload {
  /** The asset ID people read on the label. */
  assetId: string;
  /** Opens the asset in the register: {origin}/assets?asset={id}. */
  url: string;
  /** When the label was made, ISO-8601. */
  timestamp: string;
}

/** The register link a QR label points at: /assets?asset={id}, absolute when an origin is given. */
export function assetQrUrl(id: string, origin = ''): string {
  return `${origin.replace(/\/$/, '')}/assets?asset=${encodeURIComponent(id)}`;
}

/** Builds the label's payload for an asset (its uuid `id` and its `asset_id` code) at `now`. */
export function buildAssetQrPayload(
  asset: { id: string; asset_id: string },
  origin: string,
  now: Date,
): AssetQrPayload {
  return { assetId: asset.asset_id, url: assetQrUrl(asset.id, origin), timestamp: now.toISOString() };
}

/** The text encoded in the QR code: the payload as JSON (spec: "an encoded object"). */
export function encodeAssetQrPayload(payload: AssetQrPayload): string {
  return JSON.stringify(payload);
}
