// Respond to Case: the message and the optional fee, checked as the contract checks them, sent
// in pence; a failure keeps everything typed (docs/decisions/0095-the-lawyers-leads-screens.md).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { transportFailures } from '../../failure-kinds';
import { server } from '../../msw/server';
import { expectNotification, recordRequests } from '../../support';
import { fieldError, openDashboard, verifiedLawyer, type User } from '../lawyer-helpers';
import { leadUrls, useLeadBackend } from '../lead-handlers';

useLeadBackend();

const TITLE = 'Contact with my daughter after divorce';
const MESSAGE = 'I have helped many parents agree contact arrangements; I can see you this week.';
const LABEL = { message: 'Message to the client', amount: 'Amount (£)' } as const;

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

  it('asks for the amount of a fee, in pounds with at most 2 decimals, above £0', async () => {
    const requests = recordRequests();
    const { userEvent } = await openRespond();
    await type(userEvent, LABEL.message, MESSAGE);
    expect(screen.queryByLabelText(LABEL.amount)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Fixed fee' }));

    const cases = [
      ['', 'Enter the amount in pounds, such as 250.'],
      ['abc', 'Enter the amount as a number of pounds, such as 250 or 95.50.'],
      ['-5', 'Enter the amount as a number of pounds, such as 250 or 95.50.'],
      ['12.345', 'Enter the amount with at most 2 decimal places (pence).'],
      ['0', 'Enter an amount greater than £0.'],
      ['0.00', 'Enter an amount greater than £0.'],
      ['100000.01', 'Enter an amount of at most £100,000.'],
    ] as const;
    for (const [amount, message] of cases) {
      if (amount) await type(userEvent, LABEL.amount, amount);
      else await userEvent.clear(screen.getByLabelText(LABEL.amount));
      await send(userEvent);
      expect(fieldError(LABEL.amount), amount).toBe(message);
    }
    expect(requests.to(leadUrls.respond('501'))).toHaveLength(0);
  });
});

describe('sending', () => {
  it('sends a fixed £250 as 25000 pence, closes, says so and shows Responded', async () => {
    const requests = recordRequests();
    const { userEvent } = await openRespond();
    await type(userEvent, LABEL.message, `  ${MESSAGE}  `);
    await userEvent.click(screen.getByRole('radio', { name: 'Fixed fee' }));
    await type(userEvent, LABEL.amount, '£250');
    await send(userEvent);

    await expectNotification('Response sent', `Hannah can now read your response to "${TITLE}".`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = (await requests.bodies()).filter((r) => r.url === leadUrls.respond('501'));
    expect(call).toEqual({
      method: 'POST',
      url: leadUrls.respond('501'),
      body: { message: MESSAGE, fee: { kind: 'fixed', amountPence: 25000 } },
    });

    const item = within(screen.getByRole('heading', { level: 3, name: TITLE }).closest('li')!);
    expect(item.getByText('Responded')).toBeInTheDocument();
    expect(item.queryByRole('button', { name: /Respond to Case/ })).not.toBeInTheDocument();
    // the button that opened the dialog is gone: the focus goes on from View Details
    expect(item.getByRole('link', { name: `View Details of ${TITLE}` })).toHaveFocus();
  });

  it('sends an hourly rate in pence without rounding, and no fee when none is chosen', async () => {
    const requests = recordRequests();
    const { userEvent } = await openRespond();
    await type(userEvent, LABEL.message, MESSAGE);
    await userEvent.click(screen.getByRole('radio', { name: 'Hourly rate' }));
    await type(userEvent, LABEL.amount, '1,234.29');
    // and back to none: the amount is not sent
    await userEvent.click(screen.getByRole('radio', { name: 'No fee quoted' }));
    await send(userEvent);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    let bodies = (await requests.bodies()).filter((r) => r.url === leadUrls.respond('501'));
    expect(bodies.map((r) => r.body)).toEqual([{ message: MESSAGE }]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Respond to Case: Moving abroad with the children' }),
    );
    await screen.findByLabelText(LABEL.message);
    await type(userEvent, LABEL.message, MESSAGE);
    await userEvent.click(screen.getByRole('radio', { name: 'Hourly rate' }));
    await type(userEvent, LABEL.amount, '1,234.29');
    await send(userEvent);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    bodies = (await requests.bodies()).filter((r) => r.url === leadUrls.respond('503'));
    expect(bodies.map((r) => r.body)).toEqual([
      { message: MESSAGE, fee: { kind: 'hourly', amountPence: 123429 } },
    ]);
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
    await userEvent.click(screen.getByRole('radio', { name: 'Hourly rate' }));
    await type(userEvent, LABEL.amount, '150');
    await send(userEvent);

    const dialog = within(screen.getByRole('dialog', { name: 'Respond to Case' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Your response was not sent.');
    expect(alert).toHaveTextContent(kind.reason);
    expect(screen.getByLabelText(LABEL.message)).toHaveValue(MESSAGE);
    expect(screen.getByRole('radio', { name: 'Hourly rate' })).toBeChecked();
    expect(screen.getByLabelText(LABEL.amount)).toHaveValue('150');
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
