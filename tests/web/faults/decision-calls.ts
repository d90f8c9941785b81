// The admin's decisions (approve once confirmed; reject with its required reason and
// request-info, in their dialogs) and the token refresh, which a decision answered with 401
// sets off. The shared MSW backend has the lists by state, as the local API does, so Approve
// asks first and Reject requires a reason (docs/decisions/0086-save-is-not-submit.md); a
// backend without them keeps the spec's one-click Approve
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md), its own row.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { card, expectErrorNotification, openAdminDashboard, withoutListsByState } from '../admin/admin-page';
import { UNREADABLE, unauthorized, type FailureKind } from '../failure-kinds';
import { adminUrls } from '../msw/admin-handlers';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';
import { expectNotification } from '../support';
import { button, refusedToken, type Call } from './call';

const APPROVED = ['Lawyer Approved', 'The lawyer has been verified and can now receive cases.'] as const;

/** A failed decision's red notification, titled with the lawyer's name: the modal hides the
 * region from assistive technology, so it is found by its text. */
async function expectFailureNotification(title: string, { reason }: FailureKind) {
  // the notification system loads with the first notification: it may arrive a moment later
  const found = await screen.findByText(title);
  expect(found.closest('li')).toHaveTextContent(reason);
  expect(found.closest('li')).toHaveAttribute('data-variant', 'destructive');
}

const approveDialog = () => within(screen.getByRole('dialog', { name: 'Approve Eleanor Whitaker?' }));

export const approve: Call = {
  name: 'admin: approve, once confirmed',
  method: 'post',
  url: adminUrls.approve('501'),
  authed: true,
  endsSession: refusedToken,
  run: async (beforeCall) => {
    const page = await openAdminDashboard();
    await page.userEvent.click(button('Approve Eleanor Whitaker'));
    await screen.findByRole('dialog', { name: 'Approve Eleanor Whitaker?' });
    beforeCall();
    await page.userEvent.click(approveDialog().getByRole('button', { name: 'Approve' }));
    return page;
  },
  expectTold: async (kind) => {
    // the dialog stays open and says it; the notification says it too
    expect(await approveDialog().findByRole('alert')).toHaveTextContent(kind.reason);
    await expectFailureNotification('Could not approve Eleanor Whitaker', kind);
  },
  expectKept: () => {
    expect(approveDialog().getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(approveDialog().getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
  retry: async ({ userEvent }) => {
    await userEvent.click(approveDialog().getByRole('button', { name: 'Approve' }));
    // the dialog closes on success, so the notification is in reach again
    await expectNotification(...APPROVED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A backend without the lists by state: the spec's one click, no dialog. */
export const approveWithoutListsByState: Call = {
  name: 'admin: approve, on a backend without the lists by state',
  method: 'post',
  url: adminUrls.approve('501'),
  authed: true,
  endsSession: refusedToken,
  arrange: withoutListsByState,
  run: async (beforeCall) => {
    const page = await openAdminDashboard();
    beforeCall();
    await page.userEvent.click(button('Approve Eleanor Whitaker'));
    return page;
  },
  expectTold: ({ reason }) => expectErrorNotification('Could not approve Eleanor Whitaker', reason),
  expectKept: () => {
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(card('Eleanor Whitaker').getByRole('button', { name: 'Approve Eleanor Whitaker' })).toBeEnabled();
  },
  retry: async ({ userEvent }) => {
    await userEvent.click(button('Approve Eleanor Whitaker'));
    await expectNotification(...APPROVED);
  },
};

/** A decision taken in a dialog with a note: the dialog stays open with the note on failure. */
function noteDecision(options: {
  name: string;
  url: string;
  lawyer: string;
  trigger: string;
  dialog: string;
  field: string;
  note: string;
  send: string;
  failedTitle: string;
  done: [title: string, description: string];
}): Call {
  const dialog = () => within(screen.getByRole('dialog', { name: options.dialog }));
  return {
    name: options.name,
    method: 'post',
    url: options.url,
    authed: true,
    endsSession: refusedToken,
    run: async (beforeCall) => {
      const page = await openAdminDashboard();
      await page.userEvent.click(button(options.trigger));
      await screen.findByRole('dialog', { name: options.dialog });
      await page.userEvent.type(dialog().getByLabelText(options.field), options.note);
      beforeCall();
      await page.userEvent.click(dialog().getByRole('button', { name: options.send }));
      return page;
    },
    expectTold: async (kind) => {
      // the modal hides the page, notifications too, from assistive technology: it says it too
      expect(await dialog().findByRole('alert')).toHaveTextContent(kind.reason);
      await expectFailureNotification(`${options.failedTitle} ${options.lawyer}`, kind);
    },
    expectKept: () => {
      expect(dialog().getByLabelText(options.field)).toHaveValue(options.note);
      expect(dialog().getByRole('button', { name: options.send })).toBeEnabled();
    },
    retry: async ({ userEvent }) => {
      await userEvent.click(dialog().getByRole('button', { name: options.send }));
      // the dialog closes on success, so the notification is in reach again
      await expectNotification(...options.done);
    },
  };
}

export const reject = noteDecision({
  name: 'admin: reject',
  url: adminUrls.reject('503'),
  lawyer: 'Morag Campbell',
  trigger: 'Reject Morag Campbell',
  dialog: 'Reject Morag Campbell?',
  // required on a backend with the lists by state (docs/decisions/0086-save-is-not-submit.md)
  field: 'Reason',
  note: 'The bar number is not on the register.',
  send: 'Reject Application',
  failedTitle: 'Could not reject',
  done: ['Lawyer Rejected', 'The lawyer application has been rejected.'],
});

export const requestInfo = noteDecision({
  name: 'admin: request more info',
  url: adminUrls.requestInfo('502'),
  lawyer: 'Rajesh Kapoor',
  trigger: 'Request More Info from Rajesh Kapoor',
  dialog: 'Request more information from Rajesh Kapoor',
  field: 'Message',
  note: 'Please upload your law degree certificate.',
  send: 'Send Request',
  failedTitle: 'Could not ask',
  done: ['Information Requested', 'Your message has been sent to Rajesh Kapoor.'],
});

/** The token refresh has no button of its own: Reject answers 401 once, so the refresh that
 * follows is the call that meets the fault. A refresh refused, or answered with something
 * unreadable, ends the session; any other fault is reported and the session kept. */
export const refresh: Call = {
  ...reject,
  name: 'refresh (Reject answered 401)',
  url: urls.refresh,
  endsSession: (kind) => kind === unauthorized || kind.reason === UNREADABLE,
  arrange: () =>
    server.use(
      http.post(
        reject.url,
        () => HttpResponse.json({ detail: 'Given token not valid for any token type' }, { status: 401 }),
        { once: true },
      ),
    ),
};
