// Verified lawyers kept in memory, by category and then by place, so that a match reads a few
// lawyers per place instead of every lawyer in the category: within one place every lawyer is
// at the same distance, so the best of a place are its first few by quality. Loaded once at
// start; afterwards every instance applies the database's change feed (lawyer-changes.ts)
// about once a second, and the instance that made a change applies it at once.
import { CATEGORIES, categorySchema } from '../../src/api/contract.ts';
import type { Category, MatchRequest, MatchResponse, MatchedLawyer } from '../../src/api/contract.ts';
import type { Db } from '../db/schema.ts';
import { classify } from './classify.ts';
import { distanceKm, locate, placeKey } from './geo.ts';
import type { Place } from './geo.ts';
import { latestLawyerChange, lawyerChangesAfter, pruneLawyerChanges } from './lawyer-changes.ts';
import { quality, score, topN } from './rank.ts';
import type { Scored } from './rank.ts';

export const MAX_RESULTS = 6;
export const SYNC_INTERVAL_MS = 1000;
// more changes than this at once (a bulk import): reload everything rather than piecemeal
const BATCH = 500;
const KEEP_CHANGES_MS = 24 * 60 * 60 * 1000;

interface Entry {
  id: number;
  category: Category;
  cityKey: string;
  quality: number;
  card: Omit<MatchedLawyer, 'matchScore'>;
}

interface Group {
  place: Place | undefined;
  members: Entry[]; // best first: quality, then id
}

const before = (a: Entry, b: Entry) => a.quality > b.quality || (a.quality === b.quality && a.id < b.id);

export class LawyerIndex {
  private readonly groups = new Map<Category, Map<string, Group>>(CATEGORIES.map((c) => [c, new Map()]));
  private readonly byId = new Map<number, Entry>();
  private applied = 0;
  private loading: Promise<void> | undefined;
  private syncing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly photoUrl: (id: number, storedName: string) => string,
  ) {}

  /** Loads the index in the background and follows the change feed until stop(). */
  start(onError: (error: unknown) => void): void {
    void this.loaded().catch(onError);
    this.timer = setInterval(() => {
      void this.refresh().catch(onError);
    }, SYNC_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled([this.loading, this.syncing]);
  }

  /** Applies every change committed so far (after a write of one's own, or on the timer). */
  refresh(): Promise<void> {
    this.syncing = this.syncing.catch(() => undefined).then(() => this.pull());
    return this.syncing;
  }

  private loaded(): Promise<void> {
    // a failed load is tried again by the next match
    this.loading ??= this.reload().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async reload(): Promise<void> {
    // read the feed's position first: what commits during the load is applied again, harmlessly
    const position = await latestLawyerChange(this.db);
    const rows = await this.verifiedLawyers().execute();
    for (const group of this.groups.values()) group.clear();
    this.byId.clear();
    for (const row of rows) this.add(row);
    this.applied = position;
  }

  private async pull(): Promise<void> {
    if (!this.loading) return; // not loaded yet: the load will read everything
    await this.loading;
    const now = Date.now();
    if (now - this.lastPrune > KEEP_CHANGES_MS / 24) {
      this.lastPrune = now;
      await pruneLawyerChanges(this.db, new Date(now - KEEP_CHANGES_MS));
    }
    const changes = await lawyerChangesAfter(this.db, this.applied, BATCH);
    const first = changes[0];
    if (!first) return;
    // a gap means this instance was away longer than the feed is kept
    if (changes.length === BATCH || first.seq !== this.applied + 1) return this.reload();
    const ids = [...new Set(changes.map((c) => c.user_id))];
    const rows = await this.verifiedLawyers().where('u.id', 'in', ids).execute();
    for (const id of ids) this.remove(id);
    for (const row of rows) this.add(row);
    this.applied = changes[changes.length - 1]?.seq ?? this.applied;
  }

  private verifiedLawyers() {
    return this.db
      .selectFrom('users as u')
      .innerJoin('lawyer_profiles as p', 'p.user_id', 'u.id')
      .leftJoin('documents as d', (join) =>
        join.onRef('d.user_id', '=', 'u.id').on('d.kind', '=', 'profile_picture'),
      )
      .select([
        'u.id',
        'p.full_name',
        'p.specialization',
        'p.location',
        'p.experience_years',
        'p.rating',
        'p.reviews',
        'p.hourly_rate',
        'd.stored_name as photo',
      ])
      .where('u.role', '=', 'lawyer')
      .where('u.is_verified', '=', 1);
  }

  private add(row: Awaited<ReturnType<ReturnType<LawyerIndex['verifiedLawyers']>['execute']>>[number]): void {
    const category = categorySchema.safeParse(row.specialization);
    if (!category.success) return;
    const entry: Entry = {
      id: row.id,
      category: category.data,
      cityKey: placeKey(row.location),
      quality: quality(row.rating, row.reviews, row.experience_years),
      card: {
        id: String(row.id),
        name: row.full_name,
        profile_picture: row.photo ? this.photoUrl(row.id, row.photo) : null,
        specialization: row.specialization,
        rating: row.rating,
        reviews: row.reviews,
        isVerified: true,
        location: row.location,
        experience: row.experience_years,
        hourlyRate: row.hourly_rate,
      },
    };
    const places = this.groups.get(entry.category);
    if (!places) return;
    let group = places.get(entry.cityKey);
    if (!group) {
      group = { place: locate(row.location), members: [] };
      places.set(entry.cityKey, group);
    }
    const { members } = group;
    let low = 0;
    let high = members.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (before(members[mid] as Entry, entry)) low = mid + 1;
      else high = mid;
    }
    members.splice(low, 0, entry);
    this.byId.set(entry.id, entry);
  }

  private remove(id: number): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    const places = this.groups.get(entry.category);
    const group = places?.get(entry.cityKey);
    if (!places || !group) return;
    group.members = group.members.filter((e) => e.id !== id);
    if (group.members.length === 0) places.delete(entry.cityKey);
  }

  async match(request: MatchRequest): Promise<MatchResponse> {
    const category = request.category ?? classify(request.issue).category;
    if (!category) return { matched: false, lawyers: [] };
    await this.loaded();
    const places = this.groups.get(category) ?? new Map<string, Group>();
    const cityKey = placeKey(request.city);
    const place = locate(request.city);
    function* scored(): Generator<Scored<Entry>> {
      for (const [key, group] of places) {
        const sameCity = cityKey !== '' && key === cityKey;
        const km = !sameCity && place && group.place ? distanceKm(place, group.place) : undefined;
        const best = Math.min(MAX_RESULTS, group.members.length);
        for (let i = 0; i < best; i += 1) {
          const lawyer = group.members[i] as Entry;
          yield { item: lawyer, id: lawyer.id, score: score(sameCity, km, lawyer.quality) };
        }
      }
    }
    const lawyers = topN(scored(), MAX_RESULTS).map(({ item, score: s }) => ({
      ...item.card,
      matchScore: Math.round(Math.min(100, Math.max(0, s))),
    }));
    return { matched: lawyers.length > 0, lawyers };
  }
}
