// The quote on a demo response (docs/services-and-prices.md, "Quotes on responses"): started
// from the answering lawyer's published service of the case's area, as Respond to Case starts
// from it, with the fee it stands for (docs/decisions/0124-quotes-on-responses.md). A lawyer with
// no service of the area answers with the fee the demo gives, without a quote, as a backend
// without quotes would.
import type { Kysely } from 'kysely';
import type { ResponseCreate } from '../../src/api/cases-contract.ts';
import type { Category } from '../../src/api/contract.ts';
import { feeOfQuote } from '../../src/api/quote-contract.ts';
import { serviceOfArea } from '../../src/api/service-areas.ts';
import type { Database } from '../db/schema.ts';
import { servicesOf } from '../repo/lawyer-services.ts';
import type { DemoResponse } from './demo-types.ts';

export async function demoReplyOf(
  trx: Kysely<Database>,
  category: Category | null,
  lawyerId: number,
  response: DemoResponse,
): Promise<ResponseCreate> {
  const { message, fee } = response;
  const service = serviceOfArea((await servicesOf(trx, lawyerId)).services, category);
  if (!service) return { message, fee };
  const quote = {
    pricing: service.pricing,
    vat: service.vat,
    disbursements: service.disbursements,
    includes: service.description,
    timescale: service.timescale,
  };
  return { message, fee: feeOfQuote(quote), quote };
}
