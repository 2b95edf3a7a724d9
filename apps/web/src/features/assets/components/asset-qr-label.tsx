import { type Asset, buildAssetQrPayload, encodeAssetQrPayload } from '@plantwise/domain';
import { PrinterIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import './asset-qr-label.css';

const PRINT_CLASS = 'printing-asset-label';

/** Prints only the label (see asset-qr-label.css), then restores the page. */
function printLabel() {
  document.body.classList.add(PRINT_CLASS);
  const done = () => {
    document.body.classList.remove(PRINT_CLASS);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/**
 * A printable label: a QR code carrying the spec §3 payload (assetId, a url to /assets?asset={id},
 * a timestamp), with the asset ID and name in print.
 */
export function AssetQrLabel({
  asset,
}: {
  asset: Pick<Asset, 'id' | 'asset_id' | 'asset_name' | 'location'>;
}) {
  const [qr, setQr] = useState<{ dataUrl: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const payload = buildAssetQrPayload(asset, window.location.origin, new Date());
    // The QR encoder is only needed here: load it with the label, not with the register.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(encodeAssetQrPayload(payload), { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
      )
      .then((dataUrl) => {
        if (!cancelled) setQr({ dataUrl, url: payload.url });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [asset]);

  return (
    <div className="grid gap-3">
      <figure className="asset-qr-label flex items-center gap-4 rounded-lg border bg-white p-4 text-black">
        {qr ? (
          <img src={qr.dataUrl} alt={`QR code for asset ${asset.asset_id}`} className="size-32 shrink-0" />
        ) : failed ? (
          <p className="text-sm">The QR code could not be drawn.</p>
        ) : (
          <Skeleton className="size-32 shrink-0 bg-gray-200" />
        )}
        <figcaption className="grid min-w-0 gap-1">
          <span className="break-all font-bold font-mono text-xl">{asset.asset_id}</span>
          <span className="font-medium">{asset.asset_name}</span>
          {asset.location && <span className="text-sm">{asset.location}</span>}
          {qr && <span className="break-all text-gray-600 text-xs">{qr.url}</span>}
        </figcaption>
      </figure>
      <Button variant="outline" className="w-fit" onClick={printLabel} disabled={!qr}>
        <PrinterIcon aria-hidden="true" />
        Print label
      </Button>
    </div>
  );
}
