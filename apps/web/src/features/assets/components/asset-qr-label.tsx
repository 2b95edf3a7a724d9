import { type Asset, buildAssetQrPayload, encodeAssetQrPayload, formatLocationPath } from '@plantwise/domain';
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

const drawQr = (text: string) =>
  // The QR encoder is only needed here: load it with the label, not with the register.
  import('qrcode').then(({ default: QRCode }) =>
    QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  );

/** Where the asset is, the site first ("Leeds › Packing › Line 3"); the old texts when it has no location. */
export function labelLocation(asset: Pick<Asset, 'location_path' | 'site' | 'location'>): string | null {
  if (asset.location_path.length > 0) return formatLocationPath(asset.location_path);
  const texts = [asset.site, asset.location].filter((text): text is string => Boolean(text?.trim()));
  return texts.length > 0 ? formatLocationPath(texts) : null;
}

/**
 * A printable label: a QR code carrying the spec §3 payload (assetId, a url to /assets?asset={id},
 * a timestamp), with the asset ID, name and location path (from the site down) in print. With `reportUrl` (known only right after
 * a manager creates the link) it gains a second code: "Report a fault", for anyone, no account needed.
 */
export function AssetQrLabel({
  asset,
  reportUrl,
}: {
  asset: Pick<Asset, 'id' | 'asset_id' | 'asset_name' | 'location' | 'location_path' | 'site'>;
  reportUrl?: string;
}) {
  const place = labelLocation(asset);
  const [qr, setQr] = useState<{ dataUrl: string; url: string; report: string | null } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const payload = buildAssetQrPayload(asset, window.location.origin, new Date());
    Promise.all([drawQr(encodeAssetQrPayload(payload)), reportUrl ? drawQr(reportUrl) : null])
      .then(([dataUrl, report]) => {
        if (!cancelled) setQr({ dataUrl, url: payload.url, report });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [asset, reportUrl]);

  return (
    <div className="grid gap-3">
      <figure className="asset-qr-label flex flex-wrap items-center gap-4 rounded-lg border bg-white p-4 text-black">
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
          {place && <span className="text-sm">{place}</span>}
          {qr && <span className="break-all text-gray-600 text-xs">{qr.url}</span>}
        </figcaption>
        {qr?.report && (
          <div className="grid shrink-0 justify-items-center gap-1">
            <img src={qr.report} alt={`Report a fault on ${asset.asset_id}`} className="size-32" />
            <span className="font-bold text-sm">Report a fault</span>
            <span className="text-xs">Scan — no account needed</span>
          </div>
        )}
      </figure>
      <Button variant="outline" className="w-fit" onClick={printLabel} disabled={!qr}>
        <PrinterIcon aria-hidden="true" />
        Print label
      </Button>
    </div>
  );
}
