/** Every Book Consultation button's accessible name, naming its lawyer as View Profile does:
 * 'Book Consultation with Amelia Hughes' (docs/decisions/0098-book-consultation-dialog.md). */
export const bookButtonName = (lawyerName: string) => `Book Consultation with ${lawyerName}`;
