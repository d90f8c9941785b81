// The least notice a lawyer may ask for is 2 hours (docs/decisions/0110-limits-on-writing.md): the
// form says so before anything is sent, and refuses less beside the field.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MIN_NOTICE_HOURS } from '@/api/booking-contract';
import {
  findForm,
  messageOf,
  openSettings,
  saveButton,
  useFreshSettings,
} from './availability-settings-helpers';

useFreshSettings();

const FIELD = 'Minimum notice (hours)';

describe('Minimum notice', () => {
  it('says the rule beside the field before anything is sent', async () => {
    await openSettings();
    const notice = (await findForm()).getByLabelText(FIELD);
    expect(notice).toHaveAccessibleDescription(
      `How long before a consultation it can be booked: at least ${MIN_NOTICE_HOURS} hours, at most 336 hours (2 weeks).`,
    );
    expect(notice).toHaveAttribute('min', String(MIN_NOTICE_HOURS));
  });

  it.each(['0', '1'])(
    'refuses %s hours beside the field, with the focus on it, and sends nothing',
    async (typed) => {
      const { userEvent, puts } = await openSettings();
      const notice = (await findForm()).getByLabelText(FIELD);
      await userEvent.clear(notice);
      await userEvent.type(notice, typed);
      await userEvent.click(saveButton());

      await waitFor(() => expect(notice).toHaveFocus());
      expect(messageOf(notice)).toContain(
        `Ensure this value is greater than or equal to ${MIN_NOTICE_HOURS}.`,
      );
      expect(notice).toHaveValue(Number(typed));
      expect(await puts()).toEqual([]);
    },
  );

  it('takes 2 hours', async () => {
    const { userEvent, puts } = await openSettings();
    const notice = (await findForm()).getByLabelText(FIELD);
    await userEvent.clear(notice);
    await userEvent.type(notice, '2');
    await userEvent.click(saveButton());
    await waitFor(async () => expect(await puts()).toHaveLength(1));
    expect((await puts())[0]).toMatchObject({ minNoticeHours: 2 });
    expect(screen.queryByText(/greater than or equal/)).not.toBeInTheDocument();
  });
});
