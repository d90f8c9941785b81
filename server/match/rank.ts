// Scoring of one lawyer for one case, once category fit is settled (only lawyers in the
// case's category are candidates). Nearness comes first, then rating and experience:
//   same city      80–100
//   other places   45–75, mostly by nearness (great-circle distance), a little by quality
//   unknown place  45–49.5 (no nearness bonus)
// so a same-city lawyer always outranks one elsewhere, and the order follows the score.

export const NEAR_RADIUS_KM = 800; // roughly the length of Great Britain: past it, no bonus

// 0..1 from rating and experience; a lawyer without reviews counts as middling, not as bad
export function quality(rating: number, reviews: number, experienceYears: number): number {
  const ratingPart = reviews > 0 ? Math.min(1, Math.max(0, (rating - 3.5) / 1.5)) : 0.3;
  const experiencePart = Math.min(experienceYears, 30) / 30;
  return 0.6 * ratingPart + 0.4 * experiencePart;
}

export function score(sameCity: boolean, distanceKm: number | undefined, q: number): number {
  if (sameCity) return 80 + 20 * q;
  const proximity = distanceKm === undefined ? 0 : Math.max(0, 1 - distanceKm / NEAR_RADIUS_KM);
  return 45 + 30 * (0.85 * proximity + 0.15 * q);
}

export interface Scored<T> {
  item: T;
  id: number;
  score: number;
}

// Best n by score, ties by id: one pass with a small sorted buffer instead of a full sort.
export function topN<T>(items: Iterable<Scored<T>>, n: number): Scored<T>[] {
  const best: Scored<T>[] = [];
  const before = (a: Scored<T>, b: Scored<T>) => a.score > b.score || (a.score === b.score && a.id < b.id);
  for (const entry of items) {
    const last = best[best.length - 1];
    if (best.length === n && last && !before(entry, last)) continue;
    let at = best.length;
    while (at > 0 && before(entry, best[at - 1] as Scored<T>)) at -= 1;
    best.splice(at, 0, entry);
    if (best.length > n) best.pop();
  }
  return best;
}
