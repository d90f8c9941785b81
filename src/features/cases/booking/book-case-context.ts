import { createContext, useContext } from 'react';

/**
 * The client's kept case that the lawyers on screen were matched to or answered (the case's
 * page, or the dashboard's results of a case just kept): a booking from their cards is about it.
 * Null where there is none, such as on a backend that keeps no cases.
 */
export const BookingCase = createContext<string | null>(null);

export const useBookingCaseId = () => useContext(BookingCase);
