import { useEffect, useRef, useState } from 'react';

/** After a refused save, the focus goes to the first field marked in error, in page order (not in
 * the order the fields were registered). Give the form `formRef`; call `focusFirstError` when the
 * messages are set: they may show a render later. */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  const handled = useRef(0);
  // after every render: the messages may show a render after the request
  useEffect(() => {
    if (request === handled.current) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    handled.current = request;
    first.focus();
  });
  return { formRef, focusFirstError: () => setRequest((n) => n + 1) };
}
