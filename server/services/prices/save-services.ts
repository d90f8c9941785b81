// A lawyer saves their services and prices, insurance and complaints procedure
// (docs/services-and-prices.md): the list sent replaces the one kept, in one transaction, checked
// by the contract's servicesPutSchema before it gets here. A named service's name is not kept (the
// SRA's name is shown), and a blank complaints procedure is none. The directory searches by them, so
// the save is a change of the lawyer's for the lawyers' index (server/repo/lawyer-changes.ts).
import type { LawyerServices, ServicesPut } from '../../../src/api/services-contract.ts';
import type { Db } from '../../db/schema.ts';
import { recordLawyerChange } from '../../repo/lawyer-changes.ts';
import { replaceServices, servicesOf } from '../../repo/lawyer-services.ts';

export function saveServices(db: Db, userId: number, sent: ServicesPut, at: Date): Promise<LawyerServices> {
  const kept: ServicesPut = {
    services: sent.services.map((s) => ({ ...s, name: s.service === 'other' ? (s.name ?? null) : null })),
    indemnityInsurance: sent.indemnityInsurance,
    complaints: sent.complaints || null,
  };
  return db.transaction().execute(async (trx) => {
    await replaceServices(trx, userId, kept, at.toISOString());
    await recordLawyerChange(trx, userId);
    return servicesOf(trx, userId);
  });
}
