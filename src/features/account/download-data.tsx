import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { exportFileName } from '@/api/account-data-contract';
import { fetchAccountExport } from '@/api/account-data';
import { isMissingExtension } from '@/api/missing-extension';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NotOnline } from '@/features/account/not-online';
import { saveFile } from '@/lib/save-file';

/** 'Download your data': everything kept about the person, as a JSON file
 * (docs/decisions/0102-your-data.md). The server gives it a part at a time, which are joined into
 * the one file (docs/decisions/0110-limits-on-writing.md): past the first, the part being fetched
 * is said, and a failure of any part saves nothing. */
export function DownloadData() {
  const [part, setPart] = useState(1);
  const download = useMutation({
    mutationFn: () => fetchAccountExport(setPart),
    onSuccess: (data) => {
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      saveFile(file, exportFileName(new Date(data.exportedAt)));
    },
  });
  const error = download.error;
  return (
    <section aria-labelledby="download-heading" className="grid gap-3">
      <h2 id="download-heading" className="text-xl font-semibold text-slate-900">
        Download your data
      </h2>
      <p className="text-slate-700">
        A file (JSON) of everything we keep about you: your account, profile, cases, consultations, reviews
        and notifications. Uploaded documents are listed, not included.
      </p>
      {error ? (
        <Alert>
          {isMissingExtension(error) ? (
            <NotOnline what="Downloading your data" />
          ) : (
            `Your data could not be downloaded. ${error.message}`
          )}
        </Alert>
      ) : null}
      <Button className="justify-self-start" disabled={download.isPending} onClick={() => download.mutate()}>
        <Download aria-hidden="true" />
        {download.isPending ? 'Preparing your download…' : 'Download your data'}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {download.isPending && part > 1 ? `Gathering your data: part ${part}…` : ''}
      </p>
    </section>
  );
}
