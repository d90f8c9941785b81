export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label="Upload progress"
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
