import { DownloadIcon, PlusIcon, UploadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Export CSV: a plain link to the export, so the session cookie goes with it. */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <Button variant="outline" asChild>
      <a href={href} download>
        <DownloadIcon aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}

/**
 * A register's actions in its page header: Export CSV of the list as filtered (a plain link, so the
 * session cookie goes with it), and for those who may, Import CSV and Add.
 */
export function ListActions({
  exportHref,
  manage,
  onImport,
  addLabel,
  onAdd,
}: {
  exportHref: string;
  /** Whether the person may import and add. */
  manage: boolean;
  onImport: () => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <ExportCsvLink href={exportHref} />
      {manage && (
        <Button variant="outline" onClick={onImport}>
          <UploadIcon aria-hidden="true" />
          Import CSV
        </Button>
      )}
      {manage && (
        <Button onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
      )}
    </div>
  );
}
