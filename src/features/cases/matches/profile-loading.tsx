/** What View Profile says while the profile's part of it loads (its code, then its data). */
export function ProfileLoading() {
  return (
    <p role="status" className="text-sm text-slate-600">
      Loading the profile…
    </p>
  );
}
