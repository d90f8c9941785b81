/** `className` replaces the default placement and padding rather than adding to them. */
export function Spinner({
  label = 'Loading',
  className = 'justify-center p-8',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={`flex items-center ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-blue-800 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return <Spinner className="min-h-screen justify-center p-8" />;
}
