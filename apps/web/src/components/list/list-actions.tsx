import { DownloadIcon, PlusIcon, UploadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

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
      <Button variant="outline" asChild>
        <a href={exportHref} download>
          <DownloadIcon aria-hidden="true" />
          Export CSV
        </a>
      </Button>
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
