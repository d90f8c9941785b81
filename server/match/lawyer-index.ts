// Verified lawyers kept in memory by category, with their places resolved once, so a match
// scans one category's list without touching the database. Any change to a lawyer's
// profile or verification invalidates it; the next match rebuilds it.
import { CATEGORIES, categorySchema } from '../../src/api/contract.ts';
import type { Category, MatchRequest, MatchResponse, MatchedLawyer } from '../../src/api/contract.ts';
import { sql } from '../db.ts';
import type { Db } from '../db.ts';
import { classify } from './classify.ts';
import { distanceKm, locate, placeKey } from './geo.ts';
import type { Place } from './geo.ts';
import { quality, score, topN } from './rank.ts';
import type { Scored } from './rank.ts';

export const MAX_RESULTS = 6;

interface LawyerRow {
  id: number;
  name: string;
  specialization: string;
  location: string;
  experience: number;
  rating: number;
  reviews: number;
  hourly_rate: number;
  photo: string | null;
}

interface Indexed {
  row: LawyerRow;
  cityKey: string;
  place: Place | undefined;
  quality: number;
}

const VERIFIED_LAWYERS = `
  SELECT u.id, p.full_name AS name, p.specialization, p.location, p.experience_years AS experience,
    p.rating, p.reviews, p.hourly_rate, d.stored_name AS photo
  FROM users u
  JOIN lawyer_profiles p ON p.user_id = u.id
  LEFT JOIN documents d ON d.user_id = u.id AND d.kind = 'profile_picture'
  WHERE u.role = 'lawyer' AND u.is_verified = 1`;

export class LawyerIndex {
  private readonly db: Db;
  private readonly photoUrl: (id: number, storedName: string) => string;
  private buckets: Map<Category, Indexed[]> | undefined;

  constructor(db: Db, photoUrl: (id: number, storedName: string) => string) {
    this.db = db;
    this.photoUrl = photoUrl;
  }

  invalidate(): void {
    this.buckets = undefined;
  }

  private build(): Map<Category, Indexed[]> {
    const buckets = new Map<Category, Indexed[]>(CATEGORIES.map((c) => [c, []]));
    const rows = sql(this.db, VERIFIED_LAWYERS).all() as LawyerRow[];
    for (const row of rows) {
      const category = categorySchema.safeParse(row.specialization);
      if (!category.success) continue;
      const cityKey = placeKey(row.location);
      buckets.get(category.data)?.push({
        row,
        cityKey,
        place: locate(row.location),
        quality: quality(row.rating, row.reviews, row.experience),
      });
    }
    return buckets;
  }

  match(request: MatchRequest): MatchResponse {
    const category = request.category ?? classify(request.issue).category;
    if (!category) return { matched: false, lawyers: [] };
    this.buckets ??= this.build();
    const candidates = this.buckets.get(category) ?? [];
    const cityKey = placeKey(request.city);
    const place = locate(request.city);
    function* scored(): Generator<Scored<Indexed>> {
      for (const lawyer of candidates) {
        const sameCity = cityKey !== '' && lawyer.cityKey === cityKey;
        const km = !sameCity && place && lawyer.place ? distanceKm(place, lawyer.place) : undefined;
        yield { item: lawyer, id: lawyer.row.id, score: score(sameCity, km, lawyer.quality) };
      }
    }
    const lawyers = topN(scored(), MAX_RESULTS).map(({ item, score: s }) => this.toMatched(item.row, s));
    return { matched: lawyers.length > 0, lawyers };
  }

  private toMatched(row: LawyerRow, s: number): MatchedLawyer {
    return {
      id: String(row.id),
      name: row.name,
      profile_picture: row.photo ? this.photoUrl(row.id, row.photo) : null,
      specialization: row.specialization,
      matchScore: Math.round(Math.min(100, Math.max(0, s))),
      rating: row.rating,
      reviews: row.reviews,
      isVerified: true,
      location: row.location,
      experience: row.experience,
      hourlyRate: row.hourly_rate,
    };
  }
}
