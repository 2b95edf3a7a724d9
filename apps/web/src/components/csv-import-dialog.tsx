import { formatCount, toCsv } from '@plantwise/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { CheckCircle2Icon, DownloadIcon, FileWarningIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { DialogFrame, type DialogState } from '@/components/form-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';

/** What every CSV import route answers (assets, inventory): a preview or the committed result. */
export interface ImportRow {
  row: number;
  action: 'create' | 'update' | 'unchanged' | 'invalid';
  errors: Array<{ field?: string; message: string }>;
}
export interface ImportResult<Row extends ImportRow> {
  mode: 'preview' | 'commit';
  total_rows: number;
  invalid_rows: number;
  created: number;
  updated: number;
  unchanged: number;
  rows: Row[];
  ignored_columns: string[];
}
export type ImportRequest = { csv: string; mode: 'preview' | 'commit' };

/** How one kind of record reads in the dialog. */
export interface ImportSubject<Row extends ImportRow, Result extends ImportResult<Row> = ImportResult<Row>> {
  /** Singular and plural nouns: 'asset', 'assets'. */
  one: string;
  many: string;
  /** The columns a template file carries, and its file name. */
  columns: readonly string[];
  templateName: string;
  maxChars: number;
  description: string;
  /** The two columns that identify a row in the preview (e.g. Asset ID and Asset name). */
  key: { label: string; value: (row: Row) => string | null };
  name: { label: string; value: (row: Row) => string | null };
  /** A sentence more about a preview or a result (assets: the locations the file's paths add), or null. */
  note?: (result: Result) => string | null;
  /** Rows only ever add records (readings): the summary counts rows to add and rows refused, nothing to update. */
  addOnly?: boolean;
  /** The header row the file must start with, shown in the dialog. */
  header?: string;
}

type Step = 'choose' | 'preview' | 'importing' | 'done';

const ACTION_LABELS: Record<ImportRow['action'], string> = {
  create: 'New',
  update: 'Update',
  unchanged: 'No change',
  invalid: 'Error',
};
const ADD_ONLY_LABELS: Record<ImportRow['action'], string> = {
  ...ACTION_LABELS,
  create: 'Accepted',
  unchanged: 'Already recorded',
};

/** A CSV with just the header row: the columns an import understands. */
function templateHref(columns: readonly string[]): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv([[...columns]], { bom: true }))}`;
}

function plural(n: number, word: string) {
  return `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
}

function PreviewSummary({ result, addOnly }: { result: ImportResult<ImportRow>; addOnly?: boolean }) {
  if (addOnly)
    return (
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Import summary">
        <li>
          <Badge variant="secondary">{plural(result.total_rows, 'row')}</Badge>
        </li>
        <li>
          <Badge className="border-transparent bg-success/15 text-success">{result.created} accepted</Badge>
        </li>
        {result.unchanged > 0 && (
          <li>
            <Badge variant="outline">{result.unchanged} already recorded</Badge>
          </li>
        )}
        <li>
          <Badge className="border-transparent bg-destructive/15 text-destructive">
            {plural(result.invalid_rows, 'row')} refused
          </Badge>
        </li>
      </ul>
    );
  return (
    <ul className="flex flex-wrap gap-2 text-sm" aria-label="Import summary">
      <li>
        <Badge variant="secondary">{plural(result.total_rows, 'row')}</Badge>
      </li>
      <li>
        <Badge className="border-transparent bg-success/15 text-success">{result.created} new</Badge>
      </li>
      <li>
        <Badge className="border-transparent bg-primary/15 text-primary">{result.updated} to update</Badge>
      </li>
      <li>
        <Badge variant="outline">{result.unchanged} unchanged</Badge>
      </li>
      <li>
        <Badge className="border-transparent bg-destructive/15 text-destructive">
          {plural(result.invalid_rows, 'row')} with errors
        </Badge>
      </li>
    </ul>
  );
}

function PreviewRows<Row extends ImportRow>({
  rows,
  subject,
}: {
  rows: Row[];
  subject: Pick<ImportSubject<Row>, 'key' | 'name' | 'addOnly'>;
}) {
  const labels = subject.addOnly ? ADD_ONLY_LABELS : ACTION_LABELS;
  // Errors first: they are what needs attention.
  const ordered = useMemo(
    () =>
      [...rows].sort(
        (a, b) => Number(b.action === 'invalid') - Number(a.action === 'invalid') || a.row - b.row,
      ),
    [rows],
  );
  const shown = ordered.slice(0, 500);
  return (
    <div className="max-h-80 overflow-auto rounded-md border">
      <Table>
        <TableHeader className="sticky top-0 bg-background">
          <TableRow>
            <TableHead className="w-16">Row</TableHead>
            <TableHead>{subject.key.label}</TableHead>
            <TableHead>{subject.name.label}</TableHead>
            <TableHead>Result</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell className="font-mono">{subject.key.value(row) ?? '—'}</TableCell>
              <TableCell>{subject.name.value(row) ?? '—'}</TableCell>
              <TableCell className="whitespace-normal">
                {row.action === 'invalid' ? (
                  <ul className="grid gap-0.5 text-destructive">
                    {row.errors.map((error) => (
                      <li key={`${error.field}-${error.message}`}>{error.message}</li>
                    ))}
                  </ul>
                ) : (
                  labels[row.action]
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {ordered.length > shown.length && (
        <p className="p-2 text-muted-foreground text-xs">
          Showing the first {shown.length} of {ordered.length} rows.
        </p>
      )}
    </div>
  );
}

/**
 * Import records from a CSV file: choose it, preview what each row will do (with every row's errors),
 * then import the valid rows in one go. The server matches rows to existing records by their key, so
 * importing the same file again updates instead of duplicating.
 */
export function CsvImportDialog<Row extends ImportRow, Result extends ImportResult<Row> = ImportResult<Row>>({
  open,
  onOpenChange,
  subject,
  mutation,
}: DialogState & {
  subject: ImportSubject<Row, Result>;
  mutation: UseMutationResult<Result, Error, ImportRequest>;
}) {
  const fileId = useId();
  const importRecords = mutation;
  const [step, setStep] = useState<Step>('choose');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Result | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const reset = () => {
    setStep('choose');
    setFile(null);
    setFileError(null);
    setPreview(null);
    setResult(null);
  };

  const changeOpen = (next: boolean) => {
    if (step === 'importing') return;
    if (!next) reset();
    onOpenChange(next);
  };

  const chooseFile = async (chosen: File | undefined) => {
    setPreview(null);
    setFileError(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > subject.maxChars) {
      setFileError('The CSV file must be 10 MB or smaller');
      return;
    }
    setFile({ name: chosen.name, text: await chosen.text() });
  };

  const runPreview = async () => {
    if (!file) return;
    try {
      setPreview(await importRecords.mutateAsync({ csv: file.text, mode: 'preview' }));
      setStep('preview');
    } catch (error) {
      setFileError(errorMessage(error, 'The file could not be checked'));
    }
  };

  const runImport = async () => {
    if (!file) return;
    setStep('importing');
    try {
      const done = await importRecords.mutateAsync({ csv: file.text, mode: 'commit' });
      setResult(done);
      setStep('done');
      toast.success('Import complete', {
        description: subject.addOnly
          ? `${plural(done.created, subject.one)} added, ${plural(done.invalid_rows, 'row')} refused`
          : `${done.created} added, ${done.updated} updated, ${done.unchanged} unchanged`,
      });
    } catch (error) {
      setStep('preview');
      toast.error('Error', {
        description: `Import failed: ${errorMessage(error, 'the server did not answer')}`,
      });
    }
  };

  const toImport = preview ? preview.created + preview.updated : 0;

  return (
    <DialogFrame
      open={open}
      onOpenChange={changeOpen}
      className="sm:max-w-3xl"
      showCloseButton={step !== 'importing'}
      title={`Import ${subject.many} from CSV`}
      description={subject.description}
      footer={
        <>
          {step === 'choose' && (
            <>
              <Button variant="outline" onClick={() => changeOpen(false)}>
                Cancel
              </Button>
              <Button onClick={runPreview} disabled={!file || importRecords.isPending}>
                {importRecords.isPending ? 'Checking...' : 'Preview'}
              </Button>
            </>
          )}
          {step === 'preview' && (
            <>
              <Button variant="outline" onClick={reset}>
                Choose another file
              </Button>
              <Button onClick={runImport} disabled={toImport === 0}>
                {toImport === 0 ? 'Nothing to import' : `Import ${plural(toImport, subject.one)}`}
              </Button>
            </>
          )}
          {step === 'done' && <Button onClick={() => changeOpen(false)}>Done</Button>}
        </>
      }
    >
      {step === 'choose' && (
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={fileId}>CSV file</Label>
            <Input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          </div>
          {fileError && (
            <Alert variant="destructive">
              <FileWarningIcon aria-hidden="true" />
              <AlertTitle>This file cannot be imported</AlertTitle>
              <AlertDescription>{fileError}</AlertDescription>
            </Alert>
          )}
          {subject.header && (
            <div className="grid gap-1 text-sm">
              <p>The file starts with this header row:</p>
              <code className="w-fit rounded bg-muted px-2 py-1 font-mono text-xs">{subject.header}</code>
            </div>
          )}
          <Button variant="link" asChild className="w-fit px-0">
            <a href={templateHref(subject.columns)} download={subject.templateName}>
              <DownloadIcon aria-hidden="true" />
              Download a template with every column
            </a>
          </Button>
        </div>
      )}

      {step === 'preview' && preview && (
        <div className="grid gap-4">
          <p className="text-sm">
            Preview of <span className="font-medium">{file?.name}</span>
          </p>
          <PreviewSummary result={preview} addOnly={subject.addOnly} />
          {subject.note?.(preview) && <p className="text-sm">{subject.note(preview)}</p>}
          {preview.ignored_columns.length > 0 && (
            <p className="text-muted-foreground text-sm">
              Columns left out (not {subject.one} fields): {preview.ignored_columns.join(', ')}
            </p>
          )}
          <PreviewRows rows={preview.rows} subject={subject} />
          {preview.invalid_rows > 0 && (
            <p className="text-sm">
              {subject.addOnly
                ? 'Refused rows are skipped; fix them in the file and import it again (rows already recorded are left as they are).'
                : 'Rows with errors are skipped; fix them in the file and import it again.'}
            </p>
          )}
        </div>
      )}

      {step === 'importing' && (
        <div className="grid gap-3 py-4" role="status" aria-live="polite">
          <p className="text-sm">Importing {plural(toImport, subject.one)}...</p>
          <Progress aria-label="Import progress" />
        </div>
      )}

      {step === 'done' && result && (
        <Alert>
          <CheckCircle2Icon aria-hidden="true" className="text-success" />
          <AlertTitle>Import complete</AlertTitle>
          <AlertDescription>
            {subject.addOnly ? (
              <p>
                {plural(result.created, subject.one)} added
                {result.invalid_rows > 0 ? `, ${plural(result.invalid_rows, 'row')} refused` : ''}.
              </p>
            ) : (
              <p>
                {plural(result.created, subject.one)} added, {result.updated} updated, {result.unchanged}{' '}
                unchanged
                {result.invalid_rows > 0 ? `, ${plural(result.invalid_rows, 'row')} skipped with errors` : ''}
                .
              </p>
            )}
            {subject.addOnly && result.invalid_rows > 0 && (
              <PreviewRows rows={result.rows.filter((row) => row.action === 'invalid')} subject={subject} />
            )}
            {subject.note?.(result) && <p>{subject.note(result)}</p>}
          </AlertDescription>
        </Alert>
      )}
    </DialogFrame>
  );
}
