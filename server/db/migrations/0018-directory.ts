// What the directory of lawyers searches by, in columns its indexes can read (docs/directory.md,
// docs/decisions/0127-directory-call.md):
// - `lawyer_profiles.place_key`, `lat`, `lon`: the lawyer's typed place as the UK places know it
//   (degrees; all null for a place they do not know), worked out when the place is written, so
//   that a search near a place narrows to a box of latitude and longitude before measuring;
// - `lawyer_services.total_from_pence`: the least a client pays for the service in all (the fixed
//   fee or the bottom of the range, with VAT and the disbursements, as src/api/price-total.ts
//   works it out); null for an hourly rate, which has no total;
// - indexes: the name (lower-cased) for a name search, the area with the latitude for an area
//   near a place, the latitude alone for a place in any area, the service with its total for a
//   service's price, and the approval, deletion, verification date and availability switch, which
//   find the few lawyers who are not listed.
// Rows kept before are filled here from the same functions the writes use.
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { lawyerPlaceColumns } from '../../rules/places/kept-place.ts';
import { serviceTotalFrom } from '../../rules/service-total.ts';
import { columnsFor } from './columns.ts';
import type { DialectName } from './columns.ts';

interface Old {
  lawyer_profiles: {
    user_id: number;
    location: string;
    place_key: string | null;
    lat: number | null;
    lon: number | null;
  };
  lawyer_services: {
    id: number;
    pricing_kind: 'fixed' | 'range' | 'hourly';
    price_pence: number;
    price_to_pence: number | null;
    vat: 'excluded' | 'included' | 'not_applicable';
    disbursements: string;
    total_from_pence: number | null;
  };
}

export const directory = (dialect: DialectName): Migration => ({
  async up(unknownDb: Kysely<unknown>) {
    const db = unknownDb as Kysely<Old>;
    const c = columnsFor(dialect);
    await db.schema.alterTable('lawyer_profiles').addColumn('place_key', 'text').execute();
    await db.schema.alterTable('lawyer_profiles').addColumn('lat', c.real).execute();
    await db.schema.alterTable('lawyer_profiles').addColumn('lon', c.real).execute();
    await db.schema.alterTable('lawyer_services').addColumn('total_from_pence', 'bigint').execute();

    const places = await db.selectFrom('lawyer_profiles').select('location').distinct().execute();
    for (const { location } of places) {
      await db
        .updateTable('lawyer_profiles')
        .set(lawyerPlaceColumns(location))
        .where('location', '=', location)
        .execute();
    }
    const services = await db
      .selectFrom('lawyer_services')
      .select(['id', 'pricing_kind', 'price_pence', 'price_to_pence', 'vat', 'disbursements'])
      .where('pricing_kind', '!=', 'hourly')
      .execute();
    for (const row of services) {
      await db
        .updateTable('lawyer_services')
        .set({ total_from_pence: serviceTotalFrom(row) })
        .where('id', '=', row.id)
        .execute();
    }

    await db.schema
      .createIndex('lawyer_profiles_name')
      .on('lawyer_profiles')
      .expression(sql`lower(full_name)`)
      .execute();
    await db.schema
      .createIndex('lawyer_profiles_area_place')
      .on('lawyer_profiles')
      .columns(['specialization', 'lat', 'lon'])
      .execute();
    await db.schema
      .createIndex('lawyer_profiles_place')
      .on('lawyer_profiles')
      .columns(['lat', 'lon'])
      .execute();
    // the few lawyers who are not listed: not approved, deleted, never or no longer verified,
    // switched off; every other lawyer is, so the search leaves these out rather than looking
    // each lawyer found up
    await db.schema.createIndex('users_by_approval').on('users').columns(['role', 'is_verified']).execute();
    await db.schema.createIndex('users_deleted').on('users').column('deleted_at').execute();
    await db.schema
      .createIndex('verification_requests_by_verified')
      .on('verification_requests')
      .column('verified_at')
      .execute();
    await db.schema
      .createIndex('lawyer_availability_off')
      .on('lawyer_availability')
      .column('available')
      .execute();
    await db.schema
      .createIndex('lawyer_services_price')
      .on('lawyer_services')
      .columns(['service', 'total_from_pence', 'user_id'])
      .execute();
  },
});
