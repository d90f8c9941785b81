/** How much of an upload has gone: a progress bar named by `label` (each file its own, where a
 * message carries several), with the percentage in words. */
export function UploadProgress({
  fraction,
  label = 'Upload progress',
}: {
  fraction: number;
  label?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-blue-800 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-700">Uploading… {percent}%</p>
    </div>
  );
}
