import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface CalendarFeedProps {
  /** makes a new private feed address (the old one stops working) and gives it, or throws */
  renew: () => Promise<string>;
  /** the failure's words for the person */
  describeError: (error: unknown) => string;
}

/**
 * A private calendar feed to subscribe to in Google, Outlook or Apple Calendar. The address is a
 * secret shown once, when it is made; making a new one stops the old one working
 * (docs/decisions/0067-calendar-files.md).
 */
export function CalendarFeed({ renew, describeError }: CalendarFeedProps) {
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  async function make() {
    setBusy(true);
    setError(null);
    try {
      setUrl(await renew());
      setCopied(false);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setError('Could not copy the address: select it and copy it yourself.');
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4 border-t border-slate-200 pt-4">
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        Calendar feed
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Subscribe in Google, Outlook or Apple Calendar to see your consultations there. Keep the address
        private; a new address stops the old one working.
      </p>
      {url ? (
        <div className="mt-3 grid gap-1.5">
          <Label htmlFor={`${id}-url`}>Your private calendar address</Label>
          <div className="flex gap-2">
            <Input id={`${id}-url`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={() => void copy(url)}>
              <Copy aria-hidden="true" />
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={busy}
        onClick={() => void make()}
      >
        <CalendarPlus aria-hidden="true" />
        {url ? 'Make a new address' : 'Get calendar address'}
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
