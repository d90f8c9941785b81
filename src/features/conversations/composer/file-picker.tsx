import { Paperclip } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { ACCEPTED_FILES, FILE_RULES } from '@/features/conversations/composer/file-rules';
import { cn } from '@/lib/cn';

interface Props {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  /** why files just chosen were left out */
  refused: readonly string[];
}

const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/**
 * Attach files: the rules said before choosing, a file input whose label looks like a button (it
 * takes the focus and opens the browser's picker by keyboard), and a zone the files can be dropped
 * on. What was left out, and why, is said below it.
 */
export function FilePicker({ onFiles, disabled, refused }: Props) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drag = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    setOver(true);
  };

  return (
    <div
      data-slot="drop-zone"
      onDragEnter={drag}
      onDragOver={drag}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        'grid gap-2 rounded-lg border-2 border-dashed p-3',
        over ? 'border-blue-700 bg-blue-50' : 'border-slate-300',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          id={id}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          disabled={disabled}
          aria-describedby={`${id}-rules`}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = ''; // the same file can be chosen again after a refusal
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-blue-700 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <Paperclip aria-hidden="true" />
          Attach files
        </label>
        <span className="text-sm text-slate-700">or drop them here</span>
      </div>
      <p id={`${id}-rules`} className="text-xs text-slate-600">
        {FILE_RULES}
      </p>
      {refused.length > 0 ? (
        <div role="alert">
          <ul className="grid gap-1 text-sm font-medium text-red-700">
            {refused.map((why) => (
              <li key={why}>{why}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
