// Respond to Case: the message and the optional quote, checked as the contract checks them, sent
// in pence with the fee the quote stands for; the quote starts from the lawyer's service of the
// case's area; a failure keeps everything typed (docs/decisions/0095-the-lawyers-leads-screens.md,
// docs/services-and-prices.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LawyerServices } from '@/api/services-contract';
import { expectNoAxeViolations } from '../../account/no-axe-violations';
import { transportFailures } from '../../failure-kinds';
import { server } from '../../msw/server';
import { keepServices, servicesMissing } from '../../msw/services-handlers';
import { expectNotification, recordRequests } from '../../support';
import { fieldError, openDashboard, verifiedLawyer, type User } from '../lawyer-helpers';
import { LEADS, leadUrls, useLeadBackend } from '../lead-handlers';

useLeadBackend();
beforeEach(() => keepServices());

const TITLE = 'Contact with my daughter after divorce';
const MESSAGE = 'I have helped many parents agree contact arrangements; I can see you this week.';
const LABEL = {
  message: 'Message to the client',
  fee: 'Fee (£)',
  includes: 'What the price includes',
  timescale: 'Timescale',
} as const;
const AMOUNT_WORDS = 'Enter an amount in pounds, such as 1200 or 95.50.';

const PUBLISHED: LawyerServices = {
  services: [
    {
      service: 'employment_tribunal_claimant',
      name: null,
      pricing: { kind: 'range', fromPence: 400000, toPence: 1200000 },
      vat: 'excluded',
      disbursements: [{ name: 'Expert report', amountPence: 45050 }],
      stages: [],
      timescale: '6 to 12 months',
      whoDoesTheWork: 'Vera Verified',
      description: 'A claim to a hearing of up to 2 days.',
    },
  ],
  indemnityInsurance: null,
  complaints: null,
};

async function openRespond() {
  const page = await openDashboard(verifiedLawyer);
  await page.userEvent.click(await screen.findByRole('button', { name: `Respond to Case: ${TITLE}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Respond to Case' }));
  // the form's code loads on first use
  await dialog.findByLabelText(LABEL.message);
  return { ...page, dialog };
}

/** Replaces the field's text, as pasting it would. */
async function type(user: User, label: string, text: string) {
  await user.clear(screen.getByLabelText(label));
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send Response' }));
const choose = (user: User, how: string) => user.selectOptions(screen.getByLabelText('How you charge'), how);

describe('the form', () => {
  it('names the case and the client, and counts the characters as they are typed', async () => {
    const { userEvent, dialog } = await openRespond();
    expect(dialog.getByText(`${TITLE} · Hannah`)).toBeInTheDocument();
    expect(dialog.getByText('0 / 2,000 characters')).toBeInTheDocument();
    await type(userEvent, LABEL.message, 'Hello there');
    expect(dialog.getByText('11 / 2,000 characters')).toBeInTheDocument();
    // the count is what will be sent: the ends are trimmed
    await userEvent.type(screen.getByLabelText(LABEL.message), '   ');
    expect(dialog.getByText('11 / 2,000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(LABEL.message)).toHaveAccessibleDescription('11 / 2,000 characters');
  });

  it("says what is wrong with the message, in the product's words, and sends nothing", async () => {
    const requests = recordRequests();
    const { userEvent } = await openRespond();

    await send(userEvent);
    expect(fieldError(LABEL.message)).toBe('Enter a message.');
    expect(screen.getByLabelText(LABEL.message)).toHaveFocus();

    await type(userEvent, LABEL.message, 'Too short to help');
    expect(fieldError(LABEL.message)).toBe('Write at least 20 characters.');

    await userEvent.clear(screen.getByLabelText(LABEL.message));
    await userEvent.click(screen.getByLabelText(LABEL.message));
    await userEvent.paste('a'.repeat(2001));
    expect(screen.getByText('2,001 / 2,000 characters')).toBeInTheDocument();
    expect(fieldError(LABEL.message)).toBe('Keep this to 2000 characters or fewer.');

    expect(requests.to(leadUrls.respond('501'))).toHaveLength(0);
  });

  it('asks for amounts in pounds and a range the right way up, beside each field, and sends nothing', async () => {
    const requests = recordRequests();
    const { userEvent } = await openRespond();
    await type(userEvent, LABEL.message, MESSAGE);
    expect(screen.queryByLabelText(LABEL.fee)).not.toBeInTheDocument();
    await choose(userEvent, 'A fixed fee');
    for (const amount of ['', 'abc', '-5', '12.345']) {
      if (amount) await type(userEvent, LABEL.fee, amount);
      else await userEvent.clear(screen.getByLabelText(LABEL.fee));
      await send(userEvent);
      expect(fieldError(LABEL.fee), amount).toBe(AMOUNT_WORDS);
    }
    expect(screen.getByLabelText(LABEL.fee)).toHaveFocus();

    await choose(userEvent, 'A price range');
    await type(userEvent, 'From (£)', '3,000');
    await type(userEvent, 'To (£)', '1,500');
    await userEvent.click(screen.getByRole('button', { name: 'Add a disbursement' }));
    await type(userEvent, 'Disbursement 1 amount (£)', '612');
    await send(userEvent);
    expect(fieldError('To (£)')).toBe('The top of the range must be at least its bottom.');
    expect(fieldError('Disbursement 1')).toBe('This field may not be blank.');
    expect(requests.to(leadUrls.respond('501'))).toHaveLength(0);
  });

  it('shows the total a client would see as it is typed', async () => {
    const { userEvent, dialog } = await openRespond();
    await choose(userEvent, 'A fixed fee');
    expect(dialog.getByText('the total, once the price is filled in.')).toBeInTheDocument();
    await type(userEvent, LABEL.fee, '1,200');
    expect(dialog.getByText('£1,200 + VAT = £1,440')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a disbursement' }));
    await type(userEvent, 'Disbursement 1', 'Court fee');
    await type(userEvent, 'Disbursement 1 amount (£)', '300');
    expect(dialog.getByText('£1,200 + VAT + £300 disbursements = £1,740')).toBeInTheDocument();
  });
});

describe('sending', () => {
  it('sends a fixed £250 as a quote with the fee it stands for, closes, says so and shows Responded', async () => {
    const requests = recordRequests();
    const { userEvent } = await openRespond();
    await type(userEvent, LABEL.message, `  ${MESSAGE}  `);
    await choose(userEvent, 'A fixed fee');
    await type(userEvent, LABEL.fee, '£250');
    await type(userEvent, LABEL.includes, 'A first meeting and a letter of advice');
    await type(userEvent, LABEL.timescale, 'Within two weeks');
    await send(userEvent);

    await expectNotification('Response sent', `Hannah can now read your response to "${TITLE}".`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = (await requests.bodies()).filter((r) => r.url === leadUrls.respond('501'));
    expect(call).toEqual({
      method: 'POST',
      url: leadUrls.respond('501'),
      body: {
        message: MESSAGE,
        quote: {
          pricing: { kind: 'fixed', amountPence: 25000 },
          vat: 'excluded',
          disbursements: [],
          includes: 'A first meeting and a letter of advice',
          timescale: 'Within two weeks',
        },
        fee: { kind: 'fixed', amountPence: 25000 },
      },
    });

    const item = within(screen.getByRole('heading', { level: 3, name: TITLE }).closest('li')!);
    expect(item.getByText('Responded')).toBeInTheDocument();
    expect(item.queryByRole('button', { name: /Respond to Case/ })).not.toBeInTheDocument();
    // the button that opened the dialog is gone: the focus goes on from View Details
    expect(item.getByRole('link', { name: `View Details of ${TITLE}` })).toHaveFocus();
  });

  it('sends an hourly rate in pence as the fee too, a range without a fee, and no quote when none is given', async () => {
    const requests = recordRequests();
    const { userEvent } = await openRespond();
    await type(userEvent, LABEL.message, MESSAGE);
    await choose(userEvent, 'By the hour');
    await type(userEvent, 'Rate an hour (£)', '1,234.29');
    // and back to none: nothing of the price is sent
    await choose(userEvent, 'No price quoted');
    await send(userEvent);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    let bodies = (await requests.bodies()).filter((r) => r.url === leadUrls.respond('501'));
    expect(bodies.map((r) => r.body)).toEqual([{ message: MESSAGE }]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Respond to Case: Moving abroad with the children' }),
    );
    await screen.findByLabelText(LABEL.message);
    await type(userEvent, LABEL.message, MESSAGE);
    await choose(userEvent, 'By the hour');
    await type(userEvent, 'Rate an hour (£)', '1,234.29');
    await userEvent.selectOptions(screen.getByLabelText('VAT'), 'VAT included');
    await send(userEvent);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    bodies = (await requests.bodies()).filter((r) => r.url === leadUrls.respond('503'));
    expect(bodies.map((r) => r.body)).toEqual([
      {
        message: MESSAGE,
        quote: {
          pricing: { kind: 'hourly', ratePence: 123429 },
          vat: 'included',
          disbursements: [],
          includes: '',
          timescale: '',
        },
        fee: { kind: 'hourly', amountPence: 123429 },
      },
    ]);
  });
});

describe('started from the lawyer’s service of the case’s area', () => {
  const employment = () =>
    LEADS.map((lead) => (lead.id === '501' ? { ...lead, category: 'Employment Law' as const } : lead));
  useLeadBackend(employment);
  beforeEach(() => keepServices(PUBLISHED));

  it('fills the quote in, says from which service, and sends it as changed', async () => {
    const requests = recordRequests();
    const { userEvent, dialog } = await openRespond();
    expect(
      dialog.getByText(
        'Filled in from your service "Employment tribunal: for employees": change anything for this case.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('How you charge')).toHaveValue('range');
    expect(screen.getByLabelText('From (£)')).toHaveValue('4000');
    expect(screen.getByLabelText('To (£)')).toHaveValue('12000');
    expect(screen.getByLabelText('Disbursement 1')).toHaveValue('Expert report');
    expect(screen.getByLabelText('Disbursement 1 amount (£)')).toHaveValue('450.50');
    expect(screen.getByLabelText(LABEL.includes)).toHaveValue('A claim to a hearing of up to 2 days.');
    expect(screen.getByLabelText(LABEL.timescale)).toHaveValue('6 to 12 months');
    expect(
      dialog.getByText('£4,000–£12,000 + VAT + £450.50 disbursements = £5,250.50–£14,850.50'),
    ).toBeInTheDocument();
    await expectNoAxeViolations();

    await type(userEvent, LABEL.message, MESSAGE);
    await type(userEvent, 'To (£)', '9000');
    await send(userEvent);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = (await requests.bodies()).filter((r) => r.url === leadUrls.respond('501'));
    // a range stands for no fee: none is sent
    expect(call?.body).toEqual({
      message: MESSAGE,
      quote: {
        pricing: { kind: 'range', fromPence: 400000, toPence: 900000 },
        vat: 'excluded',
        disbursements: [{ name: 'Expert report', amountPence: 45050 }],
        includes: 'A claim to a hearing of up to 2 days.',
        timescale: '6 to 12 months',
      },
    });
  });

  it('starts empty for a case of another area', async () => {
    keepServices({ ...PUBLISHED, services: [{ ...PUBLISHED.services[0]!, service: 'immigration' }] });
    const { dialog } = await openRespond();
    expect(screen.getByLabelText('How you charge')).toHaveValue('none');
    expect(
      dialog.getByText('What the work would cost in all, so the client can compare.'),
    ).toBeInTheDocument();
  });

  it('starts empty, and works, on a backend without services (404)', async () => {
    server.use(...servicesMissing());
    const requests = recordRequests();
    const { userEvent } = await openRespond();
    expect(screen.getByLabelText('How you charge')).toHaveValue('none');
    await type(userEvent, LABEL.message, MESSAGE);
    await choose(userEvent, 'A fixed fee');
    await type(userEvent, LABEL.fee, '95.50');
    await send(userEvent);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = (await requests.bodies()).filter((r) => r.url === leadUrls.respond('501'));
    expect(call?.body).toMatchObject({ fee: { kind: 'fixed', amountPence: 9550 } });
  });
});

const refusals = [
  {
    name: '409, already responded',
    respond: () => HttpResponse.json({ detail: 'You have already responded to this case.' }, { status: 409 }),
    reason: 'You have already responded to this case.',
  },
  {
    name: '409, closed',
    respond: () =>
      HttpResponse.json({ detail: 'This case is closed: it takes no more responses.' }, { status: 409 }),
    reason: 'This case is closed: it takes no more responses.',
  },
  {
    name: '403, not verified',
    respond: () =>
      HttpResponse.json({ detail: 'Only verified lawyers can respond to cases.' }, { status: 403 }),
    reason: 'Only verified lawyers can respond to cases.',
  },
];
const failures = [...refusals, ...transportFailures.filter((kind) => !kind.timeoutMs)];

describe.each(failures)('on $name', (kind) => {
  it('says why in the dialog and keeps everything typed', async () => {
    server.use(http.post(leadUrls.respond('501'), kind.respond, { once: true }));
    const { userEvent } = await openRespond();
    await type(userEvent, LABEL.message, MESSAGE);
    await choose(userEvent, 'By the hour');
    await type(userEvent, 'Rate an hour (£)', '150');
    await type(userEvent, LABEL.timescale, 'Within a week');
    await send(userEvent);

    const dialog = within(screen.getByRole('dialog', { name: 'Respond to Case' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Your response was not sent.');
    expect(alert).toHaveTextContent(kind.reason);
    expect(screen.getByLabelText(LABEL.message)).toHaveValue(MESSAGE);
    expect(screen.getByLabelText('How you charge')).toHaveValue('hourly');
    expect(screen.getByLabelText('Rate an hour (£)')).toHaveValue('150');
    expect(screen.getByLabelText(LABEL.timescale)).toHaveValue('Within a week');
    expect(dialog.getByRole('button', { name: 'Send Response' })).toBeEnabled();
  });
});

it('puts the server’s field messages beside the fields', async () => {
  server.use(
    http.post(leadUrls.respond('501'), () =>
      HttpResponse.json({ message: ['Please do not include contact details.'] }, { status: 400 }),
    ),
  );
  const { userEvent, dialog } = await openRespond();
  await type(userEvent, LABEL.message, MESSAGE);
  await send(userEvent);
  expect(await dialog.findByRole('alert')).toHaveTextContent('Check the fields marked below.');
  expect(fieldError(LABEL.message)).toBe('Please do not include contact details.');
  expect(screen.getByLabelText(LABEL.message)).toHaveValue(MESSAGE);
});

it('puts a refusal of the quote beside its field by its path, keeping everything typed', async () => {
  server.use(
    http.post(leadUrls.respond('501'), () =>
      HttpResponse.json(
        {
          'quote.pricing.toPence': ['The top of the range must be at least its bottom.'],
          'quote.disbursements.0.amountPence': ['Ensure this value is less than or equal to 100000000.'],
          'quote.timescale': ['Ensure this field has no more than 200 characters.'],
        },
        { status: 400 },
      ),
    ),
  );
  const { userEvent, dialog } = await openRespond();
  await type(userEvent, LABEL.message, MESSAGE);
  await choose(userEvent, 'A price range');
  await type(userEvent, 'From (£)', '100');
  await type(userEvent, 'To (£)', '200');
  await userEvent.click(screen.getByRole('button', { name: 'Add a disbursement' }));
  await type(userEvent, 'Disbursement 1', 'Court fee');
  await type(userEvent, 'Disbursement 1 amount (£)', '612');
  await type(userEvent, LABEL.timescale, 'Soon');
  await send(userEvent);
  expect(await dialog.findByRole('alert')).toHaveTextContent('Check the fields marked below.');
  expect(fieldError('To (£)')).toBe('The top of the range must be at least its bottom.');
  // in the product's words (docs/decisions/0119-smaller-things.md)
  expect(fieldError('Disbursement 1 amount (£)')).toBe('Enter 100000000 or less.');
  expect(fieldError(LABEL.timescale)).toBe('Keep this to 200 characters or fewer.');
  expect(screen.getByLabelText('From (£)')).toHaveValue('100');
  expect(screen.getByLabelText('Disbursement 1')).toHaveValue('Court fee');
  expect(screen.getByLabelText(LABEL.message)).toHaveValue(MESSAGE);
});
