// The calls of the client and lawyer pages: posting a case (match) and the profile upload.
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { bodyFaults, everyFault } from '../failure-kinds';
import { urls } from '../msw/handlers';
import { profileUrls } from '../msw/profile-handlers';
import { expectNotification } from '../support';
import {
  expectFormValues,
  FAMILY_CASE,
  fillCase,
  openCaseForm,
  openDashboard as openClientDashboard,
} from '../cases/case-helpers';
import { expectEverythingKept, openProfile, submitButton } from '../lawyers/lawyer-helpers';
import { fillEverything, submit as submitProfile, SUBMIT_FAILED } from '../lawyers/profile/submit-helpers';
import { button, refusedToken, type Call } from './call';

const POST_FAILED = 'Something went wrong. Please try again.';

export const match: Call = {
  name: 'match',
  method: 'post',
  url: urls.match,
  authed: false,
  endsSession: () => false,
  run: async (beforeCall) => {
    const page = await openClientDashboard();
    await openCaseForm(page.userEvent);
    await fillCase(page.userEvent, FAMILY_CASE);
    beforeCall();
    await page.userEvent.click(button('Post Case'));
    return page;
  },
  expectTold: async ({ reason }) => {
    await expectNotification('Error', POST_FAILED);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(POST_FAILED);
    expect(alert).toHaveTextContent(reason);
  },
  expectKept: () => {
    expect(button('Post Case')).toBeEnabled();
    expectFormValues(FAMILY_CASE);
  },
  retry: async ({ userEvent }) => {
    await userEvent.click(button('Post Case'));
    await expectNotification('Case Posted Successfully', 'We found lawyers for your case!');
  },
};

export const profileUpload: Call = {
  name: 'profile upload',
  method: 'post',
  url: profileUrls.submit,
  authed: true,
  // spec §7: the answer is "only logged", so any 2xx is success whatever its body
  // (tests/web/lawyers/profile/profile-submit.test.tsx); only the faults that are not a 2xx apply
  faults: everyFault.filter((kind) => !bodyFaults.includes(kind)),
  endsSession: refusedToken,
  run: async (beforeCall) => {
    const page = await openProfile();
    await fillEverything(page.userEvent);
    beforeCall();
    await submitProfile(page.userEvent);
    return page;
  },
  expectTold: async ({ reason }) => {
    await expectNotification('Error', SUBMIT_FAILED);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${SUBMIT_FAILED} ${reason}`);
  },
  expectKept: () => {
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Submit for Verification');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expectEverythingKept();
  },
  retry: async ({ userEvent }) => {
    await submitProfile(userEvent);
    await expectNotification('Profile Submitted', 'Profile and documents uploaded successfully.');
  },
};
