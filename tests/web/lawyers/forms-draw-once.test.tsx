// The long forms draw their fields once as they open, and a change elsewhere on the form does not
// draw them again: the booking settings' hours and the profile's regulator and number read their
// own state (docs/decisions/0154-a-form-draws-its-fields-once.md). Each is counted as it draws.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HoursModule from '@/features/lawyers/availability/availability-settings-window';
import type * as LicenceModule from '@/features/lawyers/profile/licence-fields';
import { stubObjectUrls } from '../support';
import { findForm, openSettings, useFreshSettings } from './availability/availability-settings-helpers';
import { LABEL, openProfile, unverifiedLawyer } from './lawyer-helpers';

const drawn = vi.hoisted(() => ({ hours: 0, licence: 0 }));

vi.mock('@/features/lawyers/availability/availability-settings-window', async (importOriginal) => {
  const original = await importOriginal<typeof HoursModule>();
  return {
    HoursWindow: (props: Parameters<typeof original.HoursWindow>[0]) => {
      drawn.hours += 1;
      return original.HoursWindow(props);
    },
  };
});
vi.mock('@/features/lawyers/profile/licence-fields', async (importOriginal) => {
  const original = await importOriginal<typeof LicenceModule>();
  return {
    LicenceFields: (props: Parameters<typeof original.LicenceFields>[0]) => {
      drawn.licence += 1;
      return original.LicenceFields(props);
    },
  };
});

useFreshSettings();
stubObjectUrls();
beforeEach(() => {
  drawn.hours = 0;
  drawn.licence = 0;
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
});
