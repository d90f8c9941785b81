import { useEffect, useState } from 'react';

/** An object URL for a file or blob, revoked when it changes or its viewer closes,
 * so a private document does not linger in memory. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the effect that revokes a URL must also make it: StrictMode re-runs effects, and a URL made during render would be left revoked on screen
    setEntry({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return entry && entry.blob === blob ? entry.url : null;
}
