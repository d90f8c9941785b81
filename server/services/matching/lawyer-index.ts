// The lawyers' index of one instance: every verified, available lawyer in memory, grouped for
// matching (server/rules/matching/lawyer-groups.ts) and for the directory
// (server/rules/directory/listed-lawyers.ts, docs/decisions/0134-directory-in-memory.md), loaded at
// start and then kept fresh from the database's change feed (server/repo/lawyer-changes.ts,
// docs/decisions/0041-stateless-instances.md) about once a second; the instance that made a change
// applies it at once. A switch of availability is such a change.
import type { MatchRequest, MatchResponse } from '../../../src/api/contract.ts';
import type { Db } from '../../db/schema.ts';
import { lawyerCards, licencesOf } from '../../repo/lawyer-cards.ts';
import { bestCategory, classify } from '../../rules/classifier/classify.ts';
import { latestLawyerChange, lawyerChangesAfter, pruneLawyerChanges } from '../../repo/lawyer-changes.ts';
import { cardServicesOf, serviceTotalsOf } from '../../repo/lawyer-services.ts';
import { responseTimesOf } from '../../repo/response-times.ts';
import { ListedLawyers } from '../../rules/directory/listed-lawyers.ts';
import type { DirectoryFind, DirectoryHit } from '../../rules/directory/listed-lawyers.ts';
import { LawyerGroups } from '../../rules/matching/lawyer-groups.ts';
import { areaFirst } from '../../rules/service-areas.ts';
import { lapseCutoff } from '../../rules/verification/renewal.ts';

export const SYNC_INTERVAL_MS = 1000;
// more changes than this at once (a bulk import): reload everything rather than piecemeal
const BATCH = 500;
// the full load reads in pages, so that the event loop is never held for long
const PAGE = 20_000;
const KEEP_CHANGES_MS = 24 * 60 * 60 * 1000;

export class LawyerIndex {
  private readonly lawyers: LawyerGroups;
  private readonly listed = new ListedLawyers();
  private applied = 0;
  private loading: Promise<void> | undefined;
  private syncing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    photoUrl: (id: number, storedName: string) => string,
    private readonly now: () => number = Date.now,
  ) {
    this.lawyers = new LawyerGroups(photoUrl);
  }

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

  async match(request: MatchRequest): Promise<MatchResponse> {
    // The spec's match call cannot ask the client to pick an area: take the classifier's best
    // guess, but only where some words of the description point to that area; a guess of the
    // statistical model alone is no reason to show lawyers
    // (docs/decisions/0061-classifier-says-when-it-is-unsure.md).
    const reading = request.category ? null : classify(request.issue);
    const category =
      request.category ?? (reading && reading.evidence.length > 0 ? bestCategory(reading) : null);
    if (!category) return { matched: false, lawyers: [] };
    await this.loaded();
    const best = this.lawyers.best(category, request.city, lapseCutoff(this.now()));
    // the few matched lawyers' services are read from the database, not kept in the index: a
    // lawyer's change of prices shows at once (docs/services-and-prices.md)
    // and so is their response time, which changes with every response and is no change of theirs
    // for the index's feed (docs/decisions/0125-fair-leads-and-response-time.md)
    const ids = best.map((l) => Number(l.id));
    // and their licences, checked on the regulator's register on the card
    // (docs/decisions/0126-how-we-rank-and-true-landing-words.md)
    const [services, times, licences] = await Promise.all([
      cardServicesOf(this.db, ids),
      responseTimesOf(this.db, ids),
      licencesOf(this.db, ids),
    ]);
    const lawyers = best.map((l) => ({
      ...l,
      services: areaFirst(services.get(Number(l.id)) ?? [], category),
      responseTimeHours: times.get(Number(l.id)) ?? null,
      ...licences.get(Number(l.id)),
    }));
    return { matched: lawyers.length > 0, lawyers };
  }

  /** A page of the directory's search (docs/directory.md), of the lawyers not lapsed now. */
  async directory(find: Omit<DirectoryFind, 'cutoff'>): Promise<{ count: number; hits: DirectoryHit[] }> {
    await this.loaded();
    return this.listed.find({ ...find, cutoff: lapseCutoff(this.now()) });
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
    this.lawyers.clear();
    this.listed.clear();
    // appended, then each group sorted once: far cheaper than 200,000 sorted insertions
    for (let after = 0; ;) {
      const rows = await this.verifiedLawyers()
        .where('u.id', '>', after)
        .orderBy('u.id')
        .limit(PAGE)
        .execute();
      const last = rows[rows.length - 1];
      const services = last ? await serviceTotalsOf(this.db, { after, upTo: last.id }) : new Map();
      for (const row of rows) {
        this.lawyers.add(row, true);
        this.listed.add(row, services.get(row.id) ?? []);
      }
      if (!last || rows.length < PAGE) break;
      after = last.id;
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.lawyers.sortAll();
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
    const [rows, services] = await Promise.all([
      this.verifiedLawyers().where('u.id', 'in', ids).execute(),
      serviceTotalsOf(this.db, ids),
    ]);
    for (const id of ids) {
      this.lawyers.remove(id);
      this.listed.remove(id);
    }
    for (const row of rows) {
      this.lawyers.add(row);
      this.listed.add(row, services.get(row.id) ?? []);
    }
    this.applied = changes[changes.length - 1]?.seq ?? this.applied;
  }

  /**
   * Verified lawyers who are available, with the place their profile keeps; a lawyer with no
   * availability settings kept is (docs/decisions/0091-availability-switch-and-live-figures.md).
   */
  private verifiedLawyers() {
    return lawyerCards(this.db)
      .leftJoin('lawyer_availability as a', 'a.user_id', 'u.id')
      .select(['p.place_key', 'p.lat', 'p.lon'])
      .where('u.is_verified', '=', 1)
      .where('u.deleted_at', 'is', null)
      .where((eb) => eb.or([eb('a.available', 'is', null), eb('a.available', '=', 1)]));
  }
}
