// A confirmed consultation reaches the client's calendar and is reminded of
// (docs/decisions/0130-invitations-and-reminders.md): a new client confirms her address, books the
// demo lawyer (Amelia Hughes), the lawyer confirms; the client's e-mail, as the run's SMTP sink
// (e2e/mail-sink-server.ts) received it, carries the invitation (METHOD:REQUEST, the .ics call's
// UID, her as the attendee, read with ical.js); then the reminders' job runs as if a day less a
// minute were left (the test clock, server/test-clock.ts), and the 24-hour reminder arrives, once,
// however often the job runs after.
import ICAL from 'ical.js';
import { e2eEnv, mailSinkEnv, testClockEnv } from '../playwright.config';
import { registerThroughForm } from './accounts';
import { chooseTime, confirmBooking } from './booking-dialog';
import { expect, test } from './fixtures';
import { DEMO } from './session';

interface Mail {
  to: string[];
  subject: string;
  body: string;
  calendar: string | null;
}

const mailsTo = async (to: string): Promise<Mail[]> =>
  (await (await fetch(`${mailSinkEnv.mailUrl}/mails?to=${encodeURIComponent(to)}`)).json()) as Mail[];

/** The newest e-mail to `to` whose subject matches, once it has come. */
async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(to)).filter((m) => subject.test(m.subject)).at(-1)), {
      message: `an e-mail ${String(subject)} to ${to}`,
      timeout: 20_000,
    })
    .toBeTruthy();
  return found as Mail;
}

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${e2eEnv.apiUrl}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Listed {
  id: string;
  status: string;
  startsAt: string;
  client: { name: string };
}

/** The demo lawyer confirms the requested consultation of the client with this first name. */
async function lawyerConfirms(firstName: string): Promise<Listed> {
  const login = await api<{ tokens: { access: string } }>('/api/accounts/login/', {
    method: 'POST',
    body: JSON.stringify(DEMO.verifiedLawyer),
  });
  const token = login.tokens.access;
  for (let page = 1; ; page += 1) {
    const list = await api<{ results: Listed[]; next: string | null }>(
      `/api/consultations/?when=upcoming&page=${page}`,
      { token },
    );
    const mine = list.results.find((c) => c.client.name.startsWith(firstName) && c.status === 'requested');
    if (mine) {
      await api(`/api/consultations/${mine.id}/confirm/`, { method: 'POST', body: '{}', token });
      return mine;
    }
    if (!list.next) throw new Error(`no consultation of ${firstName}`);
  }
}

test("the client's e-mail carries the invitation, and the 24-hour reminder arrives once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const firstName = `Winifred${Date.now().toString(36).replace(/\d/g, '')}`;
  const account = await registerThroughForm(page, 'client', `${firstName} Ashdown`);
  // only a confirmed address is e-mailed
  const confirm = await mailTo(account.email, /^Confirm your e-mail address for LawMatch$/);
  await page.goto(confirm.body.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0] ?? '');
  await expect(page.getByText('Your e-mail address is confirmed. Thank you.')).toBeVisible();

  // from her public profile, without a case (the directory finds her)
  const found = await api<{ results: Array<{ id: string; name: string }> }>(
    '/api/lawyers/?q=Amelia%20Hughes',
  );
  const amelia = found.results.find((l) => l.name === 'Amelia Hughes');
  await page.goto(`/lawyers/${amelia?.id ?? ''}`);
  await page.getByRole('button', { name: 'Book Consultation with Amelia Hughes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a consultation with Amelia Hughes' });
  await dialog.getByRole('radio', { name: 'Video call' }).check();
  // a time in the middle: the other journeys that book her take the first and the last one
  await chooseTime(dialog, 'middle');
  await confirmBooking(dialog);

  const booked = await lawyerConfirms(firstName);
  const mail = await mailTo(account.email, /confirmed your consultation/);
  expect(mail.calendar).not.toBeNull();
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar ?? ''));
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const event = calendar.getFirstSubcomponent('vevent');
  expect(event?.getFirstPropertyValue('uid')).toBe(`consultation-${booked.id}@lawmatch`);
  expect(event?.getFirstPropertyValue('status')).toBe('CONFIRMED');
  const start = event?.getFirstPropertyValue('dtstart');
  expect(start instanceof ICAL.Time && start.toJSDate().toISOString()).toBe(booked.startsAt);
  const attendee = event?.getFirstProperty('attendee');
  expect(String(attendee?.getFirstValue()).toLowerCase()).toBe(`mailto:${account.email}`);
  expect(attendee?.getParameter('partstat')).toBe('ACCEPTED');

  const reminders = async () =>
    (await mailsTo(account.email)).filter((m) => m.subject.startsWith('Reminder: your consultation'));
  expect(await reminders()).toHaveLength(0);
  const dayBefore = Date.parse(booked.startsAt) - 24 * 60 * 60_000;
  for (const minutes of [1, 2, 5]) {
    const at = new Date(dayBefore + minutes * 60_000).toISOString();
    const run = await fetch(`${testClockEnv.clockUrl}/reminders?at=${encodeURIComponent(at)}`, {
      method: 'POST',
    });
    expect(run.status).toBe(200);
  }
  await expect.poll(async () => (await reminders()).length, { timeout: 20_000 }).toBe(1);
  const [reminder] = await reminders();
  expect(reminder?.subject).toContain('Amelia Hughes');
  expect(reminder?.body).toContain('Join the video call: https://');
  expect(reminder?.body).toMatch(/Open it on LawMatch: https?:\/\/\S+\/client-dashboard/);
});
