import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { isMissingExtension } from '@/api/missing-extension';
import { slotsQuery } from '@/features/cases/booking/book-slots';
import { announceBookingSoon } from '@/features/cases/booking/book-words';

/**
 * Book Consultation asks for the lawyer's free times before the dialog opens: a backend without
 * booking answers 404, and then no dialog opens and the spec's 'Booking coming soon' is said
 * (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). Any other failure opens the
 * dialog, which says what went wrong and offers Retry.
 */
export function useOpenBooking(
  lawyerId: string,
  button: RefObject<HTMLButtonElement | null>,
  /** once it has opened the dialog or said 'Booking coming soon' */
  onSettled?: () => void,
) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const busy = useRef(false);
  const returnTo = useRef<HTMLElement | null>(null);

  // The dialog has no trigger of its own (the card's button or the profile's opens it), so the
  // focus is given back by hand: to what had it when the dialog opened (the card's button, or
  // View Profile once the profile has closed), else to the card's own button (`button`).
  const show = () => {
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setOpen(true);
  };
  const giveFocusBack = (event: Event) => {
    event.preventDefault();
    const target = returnTo.current?.isConnected ? returnTo.current : button.current;
    target?.focus();
  };

  const start = async () => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      await queryClient.fetchInfiniteQuery(slotsQuery(lawyerId, undefined));
      show();
    } catch (error) {
      if (isMissingExtension(error)) announceBookingSoon();
      else show();
    } finally {
      busy.current = false;
      setChecking(false);
      onSettled?.();
    }
  };

  return { open, setOpen, start: () => void start(), isChecking, giveFocusBack };
}
