// Filled in by the cases screens.
export function CaseListPage() {
  return null;
}
