// Verified lawyers kept in memory, by category and then by place, so that a match reads a few
// lawyers per place instead of every lawyer in the category: within one place every lawyer is
// at the same distance, so the best of a place are its first few by quality. Loaded once at
// start; afterwards every instance applies the database's change feed (lawyer-changes.ts)
// about once a second, and the instance that made a change applies it at once.
import { CATEGORIES } from '../../src/api/contract.ts';
import type { Category, MatchRequest, MatchResponse, MatchedLawyer } from '../../src/api/contract.ts';
import type { Db } from '../db/schema.ts';
import { classify } from './classify.ts';
import { distanceKm, locate, placeKey } from './geo.ts';
import type { Place } from './geo.ts';
import { latestLawyerChange, lawyerChangesAfter, pruneLawyerChanges } from './lawyer-changes.ts';
import { TopList, quality, score } from './rank.ts';

export const MAX_RESULTS = 6;
export const SYNC_INTERVAL_MS = 1000;
// more changes than this at once (a bulk import): reload everything rather than piecemeal
const BATCH = 500;
// the full load reads in pages, so that the event loop is never held for long
const PAGE = 20_000;
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
const byRank = (a: Entry, b: Entry) => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
const CATEGORY_SET: ReadonlySet<string> = new Set(CATEGORIES);
const isCategory = (value: string): value is Category => CATEGORY_SET.has(value);

type LawyerRow = Awaited<ReturnType<ReturnType<LawyerIndex['verifiedLawyers']>['execute']>>[number];

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
    for (const group of this.groups.values()) group.clear();
    this.byId.clear();
    // appended, then each group sorted once: far cheaper than 200,000 sorted insertions
    for (let after = 0; ;) {
      const rows = await this.verifiedLawyers()
        .where('u.id', '>', after)
        .orderBy('u.id')
        .limit(PAGE)
        .execute();
      for (const row of rows) this.add(row, false);
      const last = rows[rows.length - 1];
      if (!last || rows.length < PAGE) break;
      after = last.id;
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const places of this.groups.values())
      for (const group of places.values()) group.members.sort(byRank);
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
    for (const row of rows) this.add(row, true);
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

  // many lawyers share a place: its key and coordinates are worked out once
  private readonly places = new Map<string, { key: string; place: Place | undefined }>();

  private placeOf(location: string) {
    let found = this.places.get(location);
    if (!found) {
      found = { key: placeKey(location), place: locate(location) };
      this.places.set(location, found);
    }
    return found;
  }

  private add(row: LawyerRow, sorted: boolean): void {
    if (!isCategory(row.specialization)) return;
    const { key, place } = this.placeOf(row.location);
    const entry: Entry = {
      id: row.id,
      category: row.specialization,
      cityKey: key,
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
    let group = places.get(key);
    if (!group) {
      group = { place, members: [] };
      places.set(key, group);
    }
    this.byId.set(entry.id, entry);
    const { members } = group;
    if (!sorted) {
      members.push(entry);
      return;
    }
    let low = 0;
    let high = members.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (before(members[mid] as Entry, entry)) low = mid + 1;
      else high = mid;
    }
    members.splice(low, 0, entry);
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
    const top = new TopList<Entry>(MAX_RESULTS);
    for (const [key, group] of places) {
      const sameCity = cityKey !== '' && key === cityKey;
      const km = !sameCity && place && group.place ? distanceKm(place, group.place) : undefined;
      // members are best first and, at one distance, score follows quality: the first one
      // that does not get in means none after it will
      for (const lawyer of group.members) {
        const s = score(sameCity, km, lawyer.quality);
        if (!top.admits(s, lawyer.id)) break;
        top.offer({ item: lawyer, id: lawyer.id, score: s });
      }
    }
    const lawyers = top.best.map(({ item, score: s }) => ({
      ...item.card,
      matchScore: Math.round(Math.min(100, Math.max(0, s))),
    }));
    return { matched: lawyers.length > 0, lawyers };
  }
}
