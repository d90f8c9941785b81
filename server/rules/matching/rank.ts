// Scoring of one lawyer for one case, once category fit is settled (only lawyers in the
// case's category are candidates). Nearness comes first, then rating and experience:
//   same city      80–100
//   other places   45–75, mostly by nearness (great-circle distance), a little by quality
//   unknown place  45–49.5 (no nearness bonus)
// so a same-city lawyer always outranks one elsewhere, and the order follows the score.

const NEAR_RADIUS_KM = 800; // roughly the length of Great Britain: past it, no bonus

/**
 * Who may be matched at all: verified lawyers (approved within the year), available, of the
 * case's area of law and, where its place is known, of its jurisdiction (lawyer-groups.ts,
 * services/matching/lawyer-index.ts).
 */
export const MATCH_CONDITIONS = ['verified', 'available', 'area-of-law', 'jurisdiction'] as const;

/**
 * What orders the matched lawyers, the heaviest first: the same city outranks everything, then
 * nearness (85 % of the score elsewhere), then quality (15 %): its rating (60 % of quality) and
 * then its experience (40 %); ties go to the lawyer who joined first (the lower id). The How we
 * rank page names them in this order (src/features/trust/how-we-rank-content.ts, keyed by these
 * ids), and tests/server/matching/ranking-factors.test.ts holds score() to it
 * (docs/decisions/0126-how-we-rank-and-true-landing-words.md).
 */
export const RANKING_FACTORS = ['same-city', 'distance', 'rating', 'experience', 'joined-first'] as const;
export type RankingFactor = (typeof RANKING_FACTORS)[number];

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

/** The best n offered so far by score, ties by id, in a small sorted buffer (no full sort). */
export class TopList<T> {
  readonly best: Scored<T>[] = [];

  constructor(private readonly n: number) {}

  /** Whether an entry with this score and id would get in now. */
  admits(score: number, id: number): boolean {
    const last = this.best[this.best.length - 1];
    return this.best.length < this.n || !last || score > last.score || (score === last.score && id < last.id);
  }

  offer(entry: Scored<T>): boolean {
    if (!this.admits(entry.score, entry.id)) return false;
    const { best } = this;
    let at = best.length;
    while (at > 0) {
      const prev = best[at - 1] as Scored<T>;
      if (!(entry.score > prev.score || (entry.score === prev.score && entry.id < prev.id))) break;
      at -= 1;
    }
    best.splice(at, 0, entry);
    if (best.length > this.n) best.pop();
    return true;
  }
}

// Best n by score, ties by id.
export function topN<T>(items: Iterable<Scored<T>>, n: number): Scored<T>[] {
  const top = new TopList<T>(n);
  for (const entry of items) top.offer(entry);
  return top.best;
}
