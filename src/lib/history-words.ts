// What the admin's and the lawyer's verification histories say alike: the label of an
// event's note, who acted, and what a submission changed, in each reader's words
// (docs/decisions/0086-save-is-not-submit.md).
interface EventLike {
  action: string;
  by: string | null;
  changes: string[];
}

/** What the note of an event is to its reader. */
export function noteLabel(event: EventLike) {
  if (event.action === 'rejected') return 'Reason';
  if (event.action === 'info_requested') return 'Message';
  return 'Note';
}

/** The lawyer, an admin by name, or the service itself (deleting an ID on time). */
export const whoWords = (event: EventLike) => event.by ?? 'LawMatch, automatically';

/** 'name, licence number, government ID'; a field the reader's words lack reads as sent. */
export const changesWords = (event: EventLike, words: Record<string, string>) =>
  event.changes.map((change) => words[change] ?? change.replaceAll('_', ' ')).join(', ');
