// The long forms draw their fields once as they open, and a change elsewhere on the form does not
// draw them again: the booking settings' hours, the profile's regulator and number and each
// service's price read their own state (docs/decisions/0154-a-form-draws-its-fields-once.md).
// Each is counted as it draws: a drawing React commits (a render it set aside, as it may when the
// parts below a form's first come in the render after it, draws nothing:
// docs/decisions/0157-long-forms-draw-their-first-part-first.md).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HoursModule from '@/features/lawyers/availability/availability-settings-window';
import type * as LicenceModule from '@/features/lawyers/profile/licence-fields';
import type * as PricingModule from '@/features/lawyers/services/service-pricing';
import { keepServices } from '../msw/services-handlers';
import { form as servicesForm, keptService, openServices } from '../services/services-helpers';
import { stubObjectUrls } from '../support';
import { findForm, openSettings, useFreshSettings } from './availability/availability-settings-helpers';
import { LABEL, openProfile, unverifiedLawyer } from './lawyer-helpers';

const { drawn, counted } = vi.hoisted(() => {
  const drawn = { hours: 0, licence: 0, pricing: 0 };
  /** the component, counting under `key` the drawings React commits */
  const counted = async <P,>(component: (props: P) => ReactNode, key: keyof typeof drawn) => {
    const { useLayoutEffect } = await import('react');
    return (props: P) => {
      useLayoutEffect(() => {
        drawn[key] += 1;
      });
      return component(props);
    };
  };
  return { drawn, counted };
});

vi.mock('@/features/lawyers/availability/availability-settings-window', async (importOriginal) => ({
  HoursWindow: await counted((await importOriginal<typeof HoursModule>()).HoursWindow, 'hours'),
}));
vi.mock('@/features/lawyers/profile/licence-fields', async (importOriginal) => ({
  LicenceFields: await counted((await importOriginal<typeof LicenceModule>()).LicenceFields, 'licence'),
}));
vi.mock('@/features/lawyers/services/service-pricing', async (importOriginal) => ({
  ServicePricing: await counted((await importOriginal<typeof PricingModule>()).ServicePricing, 'pricing'),
}));

useFreshSettings();
stubObjectUrls();
beforeEach(() => {
  drawn.hours = 0;
  drawn.licence = 0;
  drawn.pricing = 0;
});

describe('a long form draws its fields once', () => {
  it('the booking settings draw each day’s hours once, and not again when another setting changes', async () => {
    await openSettings();
    const form = await findForm();
    // the defaults: Monday to Friday, one stretch of hours each
    expect(form.getAllByLabelText(/^(Monday|Tuesday|Wednesday|Thursday|Friday) from$/)).toHaveLength(5);
    expect(drawn.hours).toBe(5);

    const user = userEvent.setup();
    const notice = form.getByLabelText('Minimum notice (hours)');
    await user.clear(notice);
    await user.type(notice, '48');
    expect(notice).toHaveValue(48);
    expect(drawn.hours).toBe(5);
  });

  it('the profile draws the regulator and number once, not on each letter of the name, and again when the regulator changes', async () => {
    await openProfile(unverifiedLawyer);
    const user = userEvent.setup();
    const name = screen.getByLabelText(LABEL.fullName);
    const once = drawn.licence;
    expect(once).toBeGreaterThan(0);

    await user.clear(name);
    await user.type(name, 'Jane Doe');
    expect(name).toHaveValue('Jane Doe');
    expect(drawn.licence).toBe(once);

    await user.selectOptions(screen.getByLabelText(LABEL.regulator), 'BSB');
    expect(screen.getByLabelText('Bar licence number (BSB registration number)')).toBeInTheDocument();
    expect(drawn.licence).toBeGreaterThan(once);
  });

  it('the services draw each service’s price once, and not again when the insurance is typed', async () => {
    keepServices({
      services: [keptService('Uncontested divorce'), keptService('Lease extension')],
      indemnityInsurance: null,
      complaints: null,
    });
    const { userEvent } = await openServices();
    const page = await servicesForm();
    expect(page.getAllByText(/^£750 \+ VAT = £900$/)).toHaveLength(2);
    expect(drawn.pricing).toBe(2);

    await userEvent.type(page.getByLabelText('Indemnity insurer'), 'Northgate Underwriting');
    expect(page.getByLabelText('Indemnity insurer')).toHaveValue('Northgate Underwriting');
    expect(drawn.pricing).toBe(2);
  });
});
