import { type CatalogueImportResult, catalogueCsvFileName } from '@jhola/domain';
import { Button, FormError, showToast } from '@jhola/ui';
import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { exportProducts } from '../api/export-products';
import { useImportProducts } from '../api/import-products';
import { useAdminCatalogueT } from '../i18n';

/** Hands the text to the browser as a file to save. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A shop's catalogue as a spreadsheet (issue 30): download it, or choose a CSV and see what it would do
 * (a dry run, with every mistake by line) before "Apply" changes anything.
 */
export function CatalogueCsv({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = useAdminCatalogueT();
  const id = useId();
  const importer = useImportProducts(shopId);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<CatalogueImportResult | null>(null);
  const [exporting, setExporting] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Emptied at once, so choosing the same file again (fixed in the meantime) is a new choice (issue 47).
    event.target.value = '';
    setPreview(null);
    importer.reset();
    if (!chosen) return;
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    importer.mutate({ csv: text, dryRun: true }, { onSuccess: setPreview });
  };
  const apply = () => {
    if (!file) return;
    importer.mutate(
      { csv: file.text, dryRun: false },
      {
        onSuccess: (result) => {
          showToast(
            t('staffAdminCatalogue.csvApplied', { created: result.created, updated: result.updated }),
          );
          setPreview(null);
          setFile(null);
        },
      },
    );
  };
  const exportNow = async () => {
    setExporting(true);
    try {
      download(await exportProducts(shopId), catalogueCsvFileName(shopName, new Date()));
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      setExporting(false);
    }
  };
  const canApply = preview !== null && preview.errors.length === 0 && preview.created + preview.updated > 0;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {t('staffAdminCatalogue.csvTitle')}
      </h2>
      <p className="text-sm text-stone-700">{t('staffAdminCatalogue.csvHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" disabled={exporting} onClick={() => void exportNow()}>
          {t('staffAdminCatalogue.csvExport')}
        </Button>
      </div>
      <label htmlFor={`${id}-file`} className="text-sm font-medium">
        {t('staffAdminCatalogue.csvChoose')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => void choose(event)}
        className="min-h-11 max-w-full text-sm"
      />
      {file ? (
        <p className="text-sm break-words">{t('staffAdminCatalogue.csvChosen', { name: file.name })}</p>
      ) : null}
      {importer.isPending ? <p role="status">{t('staffAdminCatalogue.csvChecking')}</p> : null}
      {importer.isError ? <FormError message={errorMessage(importer.error)} /> : null}
      {preview ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p role="status" className="font-semibold">
            {t('staffAdminCatalogue.csvSummary', {
              created: preview.created,
              updated: preview.updated,
              unchanged: preview.unchanged,
            })}
          </p>
          {preview.errors.length > 0 ? (
            <>
              <p className="font-semibold text-red-800">
                {t('staffAdminCatalogue.csvMistakes', { count: preview.errors.length })}
              </p>
              <ul className="max-h-64 overflow-y-auto text-sm text-red-800">
                {preview.errors.slice(0, 200).map((e) => (
                  <li key={`${e.line}-${e.field}-${e.message}`} className="break-words">
                    {t('staffAdminCatalogue.csvMistake', {
                      line: e.line,
                      field: e.field,
                      message: e.message,
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div>
            <Button type="button" disabled={!canApply || importer.isPending} onClick={apply}>
              {t('staffAdminCatalogue.csvApply')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
