// What the booking settings page tests share: opening the page as a verified lawyer, its fields
// by their labels, and the PUTs the page sent.
import { screen, within } from '@testing-library/react';
import { beforeEach, expect } from 'vitest';
import { apiConfig } from '@/api/config';
import type { ApiUser } from '@/api/contract';
import { forgetAvailability } from '../../msw/availability-handlers';
import { renderWithProviders } from '../../render';
import { recordRequests } from '../../support';
import { verifiedLawyer } from '../lawyer-helpers';

export const availabilityUrl = `${apiConfig.profiles}/api/lawyers/me/availability/`;

/** Each test starts with nothing saved: the server's defaults. */
export function useFreshSettings() {
  beforeEach(() => forgetAvailability());
}

/** The page at /availability; the first visit in a file loads the lazy route. */
export async function openSettings(user: ApiUser = verifiedLawyer) {
  const requests = recordRequests();
  const utils = renderWithProviders({ route: '/availability', user });
  await screen.findByRole('heading', { level: 1, name: 'Booking settings' }, { timeout: 5000 });
  /** the bodies of the PUTs sent so far */
  const puts = async () =>
    (await requests.bodies())
      .filter((r) => r.url === availabilityUrl && r.method === 'PUT')
      .map((r) => r.body);
  return { ...utils, puts };
}

/** The form, once every part is drawn: the parts below the weekly hours come in the render after
 * its first (docs/decisions/0157-long-forms-draw-their-first-part-first.md). */
export async function findForm() {
  const form = within(await screen.findByRole('form', { name: 'Your booking settings' }));
  await form.findByRole('region', { name: 'Days off' });
  return form;
}

export const day = (name: string) => screen.getByRole('checkbox', { name });
export const saveButton = () => screen.getByRole('button', { name: /^(Save settings|Saving)/ });

/** The message beside the control, read through its aria-describedby, which must say it is invalid. */
export function messageOf(control: HTMLElement) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export const WEEKDAY_DEFAULTS = [1, 2, 3, 4, 5].map((d) => ({ day: d, start: '09:00', end: '17:00' }));
