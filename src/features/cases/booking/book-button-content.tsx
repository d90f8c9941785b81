// What every Book Consultation button shows: the same words, named for its lawyer as View Profile
// is, and while the booking opens (the free times, or on a public profile the booking's code,
// are loading) a turning mark and a status, so a press is never met by nothing
// (docs/decisions/0098-book-consultation-dialog.md). Free of the contract and zod, so the public
// profile can use it (docs/decisions/0103-public-lawyer-profile.md).

/** The button's content: its words, after a turning mark while `opening`. */
export function BookButtonContent({ opening }: { opening: boolean }) {
  return (
    <>
      {opening ? (
        <span
          aria-hidden="true"
          data-testid="booking-opening"
          className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      ) : null}
      Book Consultation
    </>
  );
}

/** Beside the button (a button's content is not announced): 'Opening the booking with …' while it opens. */
export function BookingOpeningStatus({ lawyerName, opening }: { lawyerName: string; opening: boolean }) {
  return (
    // a live region without the status role: a page of cards holds one per card
    <span aria-live="polite" className="sr-only">
      {opening ? `Opening the booking with ${lawyerName}…` : ''}
    </span>
  );
}
