// Filled in by the leads screens.
export function LeadPage() {
  return null;
}
