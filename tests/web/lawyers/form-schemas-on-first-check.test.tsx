// The forms a page draws at once build their schema at their first check, not as they draw: the
// booking settings, the services and prices, and the lawyer's profile
// (docs/decisions/0158-a-form-s-schema-built-at-its-first-check.md). Every schema built on first use
// is noted by the names of its fields; a form's own are the names of its values.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LazySchemaModule from '@/api/lazy-schema';
import { openServices, saveButton as saveServices } from '../services/services-helpers';
import {
  findForm,
  openSettings,
  saveButton as saveSettings,
  useFreshSettings,
} from './availability/availability-settings-helpers';
import { openProfile, submitButton } from './lawyer-helpers';

const { built } = vi.hoisted(() => ({ built: [] as string[] }));

vi.mock('@/api/lazy-schema', async (importOriginal) => {
  const original = await importOriginal<typeof LazySchemaModule>();
  return {
    lazySchema: <T extends object>(build: () => T) =>
      original.lazySchema(() => {
        const schema = build();
        const shape = (schema as { shape?: object }).shape;
        if (shape) built.push(Object.keys(shape).join(','));
        return schema;
      }),
  };
});

useFreshSettings();
beforeEach(() => {
  built.length = 0;
});

const SETTINGS_VALUES =
  'days,durationMinutes,bufferMinutes,minNoticeHours,horizonDays,types,meetingUrl,officeAddress,blockedDates,openOnBankHolidays,freeUntilHours';
const SERVICES_VALUES = 'services,insurer,cover,complaints';
const PROFILE_VALUES =
  'full_name,regulator,specialization,location,experience_years,license_number,education,bio,hourly_rate,first_consultation_fee';

describe('a form drawn at once builds its schema at its first check', () => {
  it('the booking settings', async () => {
    const { userEvent } = await openSettings();
    await findForm();
    expect(built).not.toContain(SETTINGS_VALUES);

    await userEvent.click(saveSettings());
    await screen.findByText('Your booking settings are saved.');
    expect(built).toContain(SETTINGS_VALUES);
  });

  it('the services and prices', async () => {
    const { userEvent } = await openServices();
    await screen.findByRole('region', { name: 'Insurance and complaints' });
    expect(built).not.toContain(SERVICES_VALUES);

    await userEvent.click(saveServices());
    await screen.findByText('Your services and prices are saved.');
    expect(built).toContain(SERVICES_VALUES);
  });

  it('the lawyer’s profile', async () => {
    const { userEvent } = await openProfile();
    await screen.findByRole('button', { name: 'Submit for Verification' });
    expect(built).not.toContain(PROFILE_VALUES);

    // an empty form: the check finds the fields left blank
    await userEvent.click(submitButton());
    await screen.findByText('Please enter your city');
    expect(built).toContain(PROFILE_VALUES);
  });
});
