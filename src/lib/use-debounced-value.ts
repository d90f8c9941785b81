import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms`: a search box asks the server once the person
 * pauses, not at every key. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
