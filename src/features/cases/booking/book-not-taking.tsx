/** In place of the booking form while a lawyer takes no bookings (switched off, or no type
 * offered): why, and nothing to confirm (docs/decisions/0116-one-fee-rule.md). */
export function NotTakingBookings({ lawyerName }: { lawyerName: string }) {
  return (
    <div className="grid gap-1 rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
      <p className="font-semibold text-slate-900">Not taking bookings at the moment</p>
      <p className="text-sm text-slate-700">
        {lawyerName} is not taking bookings at the moment. Please try again later.
      </p>
    </div>
  );
}
