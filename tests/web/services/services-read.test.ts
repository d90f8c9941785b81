// The services page reads its answers by hand (docs/decisions/0160-first-answers-read-by-hand.md),
// with the readers the public profile reads its lawyer's services with: they must read what the
// contract's schema reads, from the smallest answer it allows to a full one, and refuse what it
// refuses.
import { describe, expect, it } from 'vitest';
import { lawyerServicesSchema } from '@/api/services-contract';
import { readLawyerServices } from '@/api/lawyer-services';
import { fullService, fullServices } from './services-helpers';

const service = fullService;

const smallest = { services: [], indemnityInsurance: null, complaints: null };

const full = { ...fullServices, someFieldAdded: 'kept out' };

describe("the lawyer's services reader", () => {
  it.each([
    ['the smallest answer', smallest],
    ['a full answer', full],
  ])('reads %s as the contract does', (_, answer) => {
    expect(readLawyerServices(answer)).toEqual(lawyerServicesSchema.parse(answer));
  });

  it.each([
    ['no list of services', { ...smallest, services: undefined }],
    ['no word on insurance', { ...smallest, indemnityInsurance: undefined }],
    ['no word on complaints', { ...smallest, complaints: undefined }],
    ['a list', [smallest]],
    ['an unknown service', { ...smallest, services: [{ ...service, service: 'divorce' }] }],
    ['an unknown VAT basis', { ...smallest, services: [{ ...service, vat: 'sometimes' }] }],
    [
      'a range upside down',
      { ...smallest, services: [{ ...service, pricing: { kind: 'range', fromPence: 2, toPence: 1 } }] },
    ],
    [
      'a price in pounds',
      { ...smallest, services: [{ ...service, pricing: { kind: 'fixed', amountPence: 1.5 } }] },
    ],
    ['a name that is not text', { ...smallest, services: [{ ...service, name: 7 }] }],
    ['insurance of no cover', { ...smallest, indemnityInsurance: { insurer: 'N', coverPence: 0 } }],
  ])('refuses %s, as the contract does', (_, answer) => {
    expect(lawyerServicesSchema.safeParse(answer).success).toBe(false);
    expect(() => readLawyerServices(answer)).toThrow();
  });
});
