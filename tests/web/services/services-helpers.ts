// What the services page tests share: opening /services as a lawyer, one service's fields by their
// labels within its group, and the PUTs the page sent (docs/services-and-prices.md).
import { screen, within } from '@testing-library/react';
import { beforeEach, expect } from 'vitest';
import type { ApiUser } from '@/api/contract';
import type { LawyerServices } from '@/api/services-contract';
import { keepServices, servicesUrl } from '../msw/services-handlers';
import { renderWithProviders } from '../render';
import { recordRequests } from '../support';
import { verifiedLawyer } from '../lawyers/lawyer-helpers';

/** Each test starts with nothing kept. */
export function useNoServices() {
  beforeEach(() => keepServices());
}

/** A service as kept: priced at £750 fixed, with only its name to tell it apart. */
export const keptService = (name: string): LawyerServices['services'][number] => ({
  service: 'other',
  name,
  pricing: { kind: 'fixed', amountPence: 75_000 },
  vat: 'excluded',
  disbursements: [],
  stages: [],
  timescale: '',
  whoDoesTheWork: '',
  description: '',
});

/** A service as kept with every field said: a purchase at £1,200 fixed, VAT on top, a
 * disbursement and a stage. */
export const fullService: LawyerServices['services'][number] = {
  service: 'conveyancing_purchase',
  name: null,
  pricing: { kind: 'fixed', amountPence: 120_000 },
  vat: 'excluded',
  disbursements: [{ name: 'Searches', amountPence: 30_000 }],
  stages: ['Exchange'],
  timescale: '8 weeks',
  whoDoesTheWork: 'Amelia',
  description: 'Buying a home.',
};

/** The services a lawyer keeps, with every kind of price: the fee above, a range for a service of
 * their own naming and an hourly rate; the insurance and a link to the complaints procedure. */
export const fullServices: LawyerServices = {
  services: [
    fullService,
    {
      ...fullService,
      service: 'other',
      name: 'Advice',
      pricing: { kind: 'range', fromPence: 1, toPence: 2 },
      vat: 'not_applicable',
      disbursements: [],
      stages: [],
    },
    { ...fullService, pricing: { kind: 'hourly', ratePence: 25_000 }, vat: 'included' },
  ],
  indemnityInsurance: { insurer: 'Northgate', coverPence: 300_000_000 },
  complaints: 'https://firm.example/complaints',
};

/** The page at /services; the first visit in a file loads the lazy route. */
export async function openServices(user: ApiUser = verifiedLawyer) {
  const requests = recordRequests();
  const utils = renderWithProviders({ route: '/services', user });
  await screen.findByRole('heading', { level: 1, name: 'Services and prices' }, { timeout: 5000 });
  /** the bodies of the PUTs sent so far */
  const puts = async () =>
    (await requests.bodies()).filter((r) => r.url === servicesUrl && r.method === 'PUT').map((r) => r.body);
  return { ...utils, puts };
}

/** The form, once every part is drawn: the services after the first, and the insurance and
 * complaints, come in the render after its first
 * (docs/decisions/0157-long-forms-draw-their-first-part-first.md). */
export async function form() {
  const whole = within(await screen.findByRole('form', { name: 'Your services and prices' }));
  await whole.findByRole('region', { name: 'Insurance and complaints' });
  return whole;
}
/** the n-th service's fields (from 1), by its legend */
export const service = (n: number) =>
  within(screen.getByRole('group', { name: new RegExp(`^Service ${n}:`) }));
export const saveButton = () => screen.getByRole('button', { name: /^(Save services and prices|Saving)/ });

/** The message beside the control, read through its aria-describedby, which must say it is invalid. */
export function messageOf(control: HTMLElement) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
