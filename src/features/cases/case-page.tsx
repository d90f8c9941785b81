// Filled in by the cases screens.
export function CasePage() {
  return null;
}
