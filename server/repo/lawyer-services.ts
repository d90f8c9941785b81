// Queries of a lawyer's services and prices, their insurance and complaints procedure
// (docs/services-and-prices.md): rows of lawyer_services in the lawyer's order, and one row of
// lawyer_practice_info. What was written was checked by the contract's servicesPutSchema; a row is
// read back in the contract's shape.
import type { Kysely, Transaction } from 'kysely';
import type {
  LawyerServices,
  Pricing,
  Service,
  ServicesPut,
  ServiceSummary,
} from '../../src/api/services-contract.ts';
import type { Database } from '../db/schema.ts';
import type { ListedService } from '../rules/directory/listed-lawyers.ts';
import { serviceTotalFrom } from '../rules/service-total.ts';

type Row = Pick<
  Database['lawyer_services'],
  'service' | 'name' | 'pricing_kind' | 'price_pence' | 'price_to_pence' | 'vat' | 'disbursements'
>;
type FullRow = Row &
  Pick<Database['lawyer_services'], 'stages' | 'timescale' | 'who_does_the_work' | 'description'>;

const CARD_COLUMNS = [
  'service',
  'name',
  'pricing_kind',
  'price_pence',
  'price_to_pence',
  'vat',
  'disbursements',
] as const;
const COLUMNS = [...CARD_COLUMNS, 'stages', 'timescale', 'who_does_the_work', 'description'] as const;

/** JSON kept by this module: a list, or none when it cannot be read. */
function listOf<T>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function pricingOf(row: Row): Pricing {
  if (row.pricing_kind === 'fixed') return { kind: 'fixed', amountPence: row.price_pence };
  if (row.pricing_kind === 'hourly') return { kind: 'hourly', ratePence: row.price_pence };
  return { kind: 'range', fromPence: row.price_pence, toPence: row.price_to_pence ?? row.price_pence };
}

/** What a card shows of a service. */
const summaryOf = (row: Row): ServiceSummary => ({
  service: row.service,
  name: row.name,
  pricing: pricingOf(row),
  vat: row.vat,
  disbursements: listOf<Service['disbursements'][number]>(row.disbursements),
});

const serviceOf = (row: FullRow): Service => ({
  ...summaryOf(row),
  stages: listOf<string>(row.stages),
  timescale: row.timescale,
  whoDoesTheWork: row.who_does_the_work,
  description: row.description,
});

function priceColumns(pricing: Pricing) {
  if (pricing.kind === 'range') return { price_pence: pricing.fromPence, price_to_pence: pricing.toPence };
  return {
    price_pence: pricing.kind === 'fixed' ? pricing.amountPence : pricing.ratePence,
    price_to_pence: null,
  };
}

/** The services, insurance and complaints procedure of a lawyer: none of each until saved. */
export async function servicesOf(db: Kysely<Database>, userId: number): Promise<LawyerServices> {
  const [rows, info] = await Promise.all([
    db
      .selectFrom('lawyer_services')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute(),
    db.selectFrom('lawyer_practice_info').selectAll().where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return {
    services: rows.map(serviceOf),
    indemnityInsurance:
      info?.indemnity_insurer && info.indemnity_cover_pence !== null
        ? { insurer: info.indemnity_insurer, coverPence: info.indemnity_cover_pence }
        : null,
    complaints: info?.complaints ?? null,
  };
}

/** When the lawyer last saved them; null if never. */
export async function servicesSavedAt(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('lawyer_practice_info')
    .select('updated_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.updated_at ?? null;
}

/** What the cards of these lawyers show of their services, by lawyer, each in the lawyer's order. */
export async function cardServicesOf(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, ServiceSummary[]>> {
  const found = new Map<number, ServiceSummary[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('lawyer_services')
    .select(['user_id', ...CARD_COLUMNS])
    .where('user_id', 'in', ids)
    .orderBy('user_id')
    .orderBy('position')
    .execute();
  for (const row of rows) found.set(row.user_id, [...(found.get(row.user_id) ?? []), summaryOf(row)]);
  return found;
}

/**
 * What the directory filters and sorts by of the services of the lawyers with ids from `after` up
 * to `upTo`, or of these lawyers: each service and its total, by lawyer, in the lawyer's order
 * (server/rules/directory/listed-lawyers.ts).
 */
export async function serviceTotalsOf(
  db: Kysely<Database>,
  lawyers: { after: number; upTo: number } | readonly number[],
): Promise<Map<number, ListedService[]>> {
  let query = db.selectFrom('lawyer_services').select(['user_id', 'service', 'total_from_pence']);
  if ('after' in lawyers)
    query = query.where('user_id', '>', lawyers.after).where('user_id', '<=', lawyers.upTo);
  else if (lawyers.length > 0) query = query.where('user_id', 'in', lawyers);
  else return new Map();
  const found = new Map<number, ListedService[]>();
  const rows = await query.orderBy('user_id').orderBy('position').execute();
  for (const row of rows) {
    let list = found.get(row.user_id);
    if (!list) found.set(row.user_id, (list = []));
    const total = row.total_from_pence;
    list.push({ service: row.service, total: total === null ? null : Number(total) });
  }
  return found;
}

/** The rows of lawyer_services of one lawyer's list, in its order. */
export const serviceRowsOf = (userId: number, services: ServicesPut['services']) =>
  services.map((s, position) => {
    const price = {
      pricing_kind: s.pricing.kind,
      ...priceColumns(s.pricing),
      vat: s.vat,
      disbursements: JSON.stringify(s.disbursements),
    };
    return {
      user_id: userId,
      position,
      service: s.service,
      name: s.name ?? null,
      ...price,
      // what the directory sorts and filters by (docs/directory.md)
      total_from_pence: serviceTotalFrom(price),
      stages: JSON.stringify(s.stages),
      timescale: s.timescale,
      who_does_the_work: s.whoDoesTheWork,
      description: s.description,
    };
  });

/** A lawyer's row of lawyer_practice_info, but its user_id. */
export const practiceRowOf = (sent: Omit<ServicesPut, 'services'>, at: string) => ({
  indemnity_insurer: sent.indemnityInsurance?.insurer ?? null,
  indemnity_cover_pence: sent.indemnityInsurance?.coverPence ?? null,
  complaints: sent.complaints,
  updated_at: at,
});

/**
 * Replaces everything the lawyer keeps here with `sent`. The lawyer's row of lawyer_practice_info
 * is written first: it stays locked until the caller's transaction commits, so two saves at once
 * replace the list one after the other, never into each other.
 */
export async function replaceServices(
  trx: Transaction<Database>,
  userId: number,
  sent: ServicesPut,
  at: string,
): Promise<void> {
  const info = practiceRowOf(sent, at);
  await trx
    .insertInto('lawyer_practice_info')
    .values({ user_id: userId, ...info })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(info))
    .execute();
  await trx.deleteFrom('lawyer_services').where('user_id', '=', userId).execute();
  if (sent.services.length > 0)
    await trx.insertInto('lawyer_services').values(serviceRowsOf(userId, sent.services)).execute();
}
