import { useId, useState } from 'react';
import { FileUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useImportCatalog } from '../api/use-import-catalog';

/** The rows the server refused, in file order ("row 3" before "row 12"). */
function refusedRows(error: unknown): Array<[string, string[]]> {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return [];
  const line = (key: string) => Number(key.replace(/\D/g, '')) || 0;
  return Object.entries(error.fieldErrors).sort(([a], [b]) => line(a) - line(b));
}

/**
 * Import a catalog CSV: choose the file, watch it upload, and either read what was imported or, for a refused
 * file, every bad row with its reasons (nothing is written then).
 */
export function ImportCatalogDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [addNewNotes, setAddNewNotes] = useState(false);
  const importCatalog = useImportCatalog();
  const inputId = useId();
  const rows = refusedRows(importCatalog.error);
  const isUploading = importCatalog.isPending && importCatalog.progress !== null && importCatalog.progress < 100;

  function close(next: boolean) {
    if (importCatalog.isPending) return;
    if (!next) {
      setFile(null);
      importCatalog.reset();
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <DialogTitle className="font-display text-3xl">Import catalog</DialogTitle>
        <DialogDescription>
          A CSV as the export writes it: one row per size. Sizes are matched by SKU; a file with any bad row changes nothing.
        </DialogDescription>
        <form
          className="mt-4 flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!file) return;
            importCatalog.mutate(
              { file, addNewNotes },
              {
                onSuccess: (response) => {
                  toast.success('Catalog imported', { description: response.message });
                  close(false);
                },
                onError: (error) => {
                  if (!(error instanceof ApiRequestError && error.fieldErrors))
                    toast.error('Import failed', { description: errorMessage(error, 'Please try again') });
                },
              },
            );
          }}
        >
          <div className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">
              CSV file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              disabled={importCatalog.isPending}
              onChange={(event) => {
                importCatalog.reset();
                setFile(event.target.files?.[0] ?? null);
              }}
              className="text-sm file:mr-4 file:border file:border-line file:bg-white file:px-4 file:py-2 file:text-sm"
            />
          </div>
          <label className="flex cursor-pointer items-start gap-3 text-sm">
            <Checkbox
              checked={addNewNotes}
              disabled={importCatalog.isPending}
              onCheckedChange={(checked) => {
                importCatalog.reset();
                setAddNewNotes(checked);
              }}
              className="mt-0.5"
            />
            <span>
              Add the file’s new notes to the vocabulary
              <span className="block text-xs text-stone">Otherwise a note the shop does not have refuses its row.</span>
            </span>
          </label>
          {importCatalog.isPending ? (
            <div className="flex flex-col gap-2">
              <div
                role="progressbar"
                aria-label="Import progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={isUploading ? (importCatalog.progress ?? 0) : undefined}
                aria-valuetext={isUploading ? `Uploading, ${importCatalog.progress ?? 0}%` : 'Checking and writing the rows'}
                className="h-2 w-full overflow-hidden bg-line"
              >
                <div
                  className={isUploading ? 'h-full bg-gold transition-[width]' : 'h-full w-1/3 animate-pulse bg-gold'}
                  style={isUploading ? { width: `${importCatalog.progress ?? 0}%` } : undefined}
                />
              </div>
              <p className="text-xs text-stone" aria-live="polite">
                {isUploading ? `Uploading… ${importCatalog.progress ?? 0}%` : 'Checking and writing the rows…'}
              </p>
            </div>
          ) : null}
          {rows.length > 0 ? (
            <div role="alert" className="flex flex-col gap-2">
              <p className="text-sm font-medium text-danger">{importCatalog.error?.message}</p>
              <ul className="max-h-64 overflow-y-auto border border-line bg-white text-sm" aria-label="Rows with errors">
                {rows.map(([row, messages]) => (
                  <li key={row} className="border-b border-line px-3 py-2 last:border-b-0">
                    <span className="font-medium capitalize">{row}</span>: {messages.join('; ')}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex justify-end gap-3">
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={importCatalog.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!file || importCatalog.isPending}>
              <FileUp aria-hidden="true" />
              {importCatalog.isPending ? 'Importing…' : 'Import'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
