// The lawyer's Services and prices page (docs/services-and-prices.md): a service added with its
// price, VAT and disbursements, the total a client would see worked out as it is typed, saved
// whole; what the contract refuses told beside its field before anything is sent; a failed save
// keeps everything typed; a backend without services says so.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../account/no-axe-violations';
import { openDashboard, openProfile, verifiedLawyer } from '../lawyers/lawyer-helpers';
import { keepServices, servicesMissing, servicesUrl } from '../msw/services-handlers';
import { server } from '../msw/server';
import { form, messageOf, openServices, saveButton, service, useNoServices } from './services-helpers';

useNoServices();

describe('adding a service', () => {
  it('opens from the dashboard, shows the total as it is typed, and saves the whole list', async () => {
    const { userEvent, router } = await openDashboard(verifiedLawyer);
    await userEvent.click(await screen.findByRole('link', { name: 'Edit services and prices' }));
    await screen.findByRole('heading', { level: 1, name: 'Services and prices' });
    expect(router.state.location.pathname).toBe('/services');
    const page = await form();
    expect(page.getByText(/No services yet/)).toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: 'Add a service' }));
    const first = service(1);
    await userEvent.selectOptions(first.getByLabelText('Service'), 'Residential conveyancing: buying a home');
    expect(
      screen.getByRole('group', { name: 'Service 1: Residential conveyancing: buying a home' }),
    ).toBeVisible();
    await userEvent.type(first.getByLabelText('Fee (£)'), '1,200');
    expect(first.getByText('£1,200 + VAT = £1,440')).toBeInTheDocument();
    await userEvent.click(first.getByRole('button', { name: 'Add a disbursement' }));
    await userEvent.type(first.getByLabelText('Disbursement 1'), 'Searches');
    await userEvent.type(first.getByLabelText('Disbursement 1 amount (£)'), '300');
    expect(first.getByText('£1,200 + VAT + £300 disbursements = £1,740')).toBeInTheDocument();
    await userEvent.click(first.getByRole('button', { name: 'Add a stage' }));
    await userEvent.type(first.getByLabelText('Stage 1'), 'Exchange of contracts');
    await userEvent.type(first.getByLabelText('Typical timescale'), 'Usually 8 to 12 weeks');

    await userEvent.click(page.getByRole('button', { name: 'Add a service' }));
    const second = service(2);
    await userEvent.selectOptions(second.getByLabelText('Service'), 'other');
    await userEvent.type(second.getByLabelText('Name of the service'), 'Advice on a lease');
    await userEvent.selectOptions(second.getByLabelText('How you charge'), 'By the hour');
    await userEvent.type(second.getByLabelText('Rate an hour (£)'), '250');
    expect(second.getByText('£250 an hour + VAT = £300 an hour')).toBeInTheDocument();
    await userEvent.type(page.getByLabelText('Indemnity insurer'), 'Northgate Underwriting');
    await userEvent.type(page.getByLabelText('Cover (£)'), '3000000');
    await userEvent.type(page.getByLabelText('Complaints procedure'), 'https://firm.example/complaints');
    await expectNoAxeViolations();

    await userEvent.click(saveButton());
    expect(await screen.findByText('Your services and prices are saved.')).toBeInTheDocument();
  });

  it('sends the list as the contract has it', async () => {
    const { userEvent, puts } = await openServices();
    const page = await form();
    await userEvent.click(page.getByRole('button', { name: 'Add a service' }));
    const first = service(1);
    await userEvent.selectOptions(first.getByLabelText('Service'), 'employment_tribunal_claimant');
    await userEvent.selectOptions(first.getByLabelText('How you charge'), 'range');
    await userEvent.type(first.getByLabelText('From (£)'), '1500');
    await userEvent.type(first.getByLabelText('To (£)'), '3000');
    expect(first.getByText('£1,500–£3,000 + VAT = £1,800–£3,600')).toBeInTheDocument();
    await userEvent.click(saveButton());
    await screen.findByText('Your services and prices are saved.');
    expect(await puts()).toEqual([
      {
        services: [
          {
            service: 'employment_tribunal_claimant',
            name: null,
            pricing: { kind: 'range', fromPence: 150_000, toPence: 300_000 },
            vat: 'excluded',
            disbursements: [],
            stages: [],
            timescale: '',
            whoDoesTheWork: '',
            description: '',
          },
        ],
        indemnityInsurance: null,
        complaints: null,
      },
    ]);
  });
});

describe('the way there', () => {
  it('the profile page links to it', async () => {
    const { userEvent, router } = await openProfile(verifiedLawyer);
    await userEvent.click(screen.getByRole('link', { name: 'Services and prices' }));
    await screen.findByRole('heading', { level: 1, name: 'Services and prices' });
    expect(router.state.location.pathname).toBe('/services');
  });
});

describe('what does not hold', () => {
  it('is told beside its field, with the focus on the first, before anything is sent', async () => {
    const { userEvent, puts } = await openServices();
    const page = await form();
    await userEvent.click(page.getByRole('button', { name: 'Add a service' }));
    const first = service(1);
    await userEvent.type(first.getByLabelText('Fee (£)'), 'twelve hundred');
    await userEvent.click(page.getByRole('button', { name: 'Add a service' }));
    const second = service(2);
    await userEvent.selectOptions(second.getByLabelText('Service'), 'debt_recovery');
    await userEvent.selectOptions(second.getByLabelText('How you charge'), 'range');
    await userEvent.type(second.getByLabelText('From (£)'), '900');
    await userEvent.type(second.getByLabelText('To (£)'), '500');
    await userEvent.type(page.getByLabelText('Indemnity insurer'), 'Northgate Underwriting');
    await userEvent.click(saveButton());

    await waitFor(() => expect(first.getByLabelText('Service')).toHaveFocus());
    expect(messageOf(first.getByLabelText('Service'))).toContain('Choose a service.');
    expect(messageOf(first.getByLabelText('Fee (£)'))).toContain(
      'Enter an amount in pounds, such as 1200 or 95.50.',
    );
    expect(messageOf(second.getByLabelText('To (£)'))).toContain(
      'The top of the range must be at least its bottom.',
    );
    expect(messageOf(page.getByLabelText('Cover (£)'))).toContain('Enter an amount in pounds');
    expect(first.getByText('the total, once the price is filled in.')).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(await puts()).toEqual([]);
  });
});

describe('when the save fails', () => {
  async function typedService() {
    const opened = await openServices();
    const page = await form();
    await opened.userEvent.click(page.getByRole('button', { name: 'Add a service' }));
    const first = service(1);
    await opened.userEvent.selectOptions(first.getByLabelText('Service'), 'probate');
    await opened.userEvent.type(first.getByLabelText('Fee (£)'), '2500');
    await opened.userEvent.type(first.getByLabelText('What the price covers'), 'An estate with a will.');
    return { ...opened, page, first };
  }

  it("a 400's messages appear beside their fields, and everything typed stays", async () => {
    server.use(
      http.put(
        servicesUrl,
        () =>
          HttpResponse.json(
            { 'services.0.pricing.amountPence': ['Ensure this value is less than or equal to 100000000.'] },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { userEvent, first } = await typedService();
    await userEvent.click(saveButton());
    const fee = first.getByLabelText('Fee (£)');
    await waitFor(() => expect(fee).toHaveFocus());
    expect(messageOf(fee)).toContain('100000000');
    expect(screen.getByRole('alert')).toHaveTextContent('Your services and prices were not saved.');
    expect(fee).toHaveValue('2500');
    expect(first.getByLabelText('What the price covers')).toHaveValue('An estate with a will.');
  });

  it('a failure of the server is said, everything stays, and saving again works', async () => {
    server.use(
      http.put(servicesUrl, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 }), { once: true }),
    );
    const { userEvent, first, puts } = await typedService();
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your services and prices were not saved.');
    expect(first.getByLabelText('Fee (£)')).toHaveValue('2500');
    expect(first.getByLabelText('Service')).toHaveValue('probate');
    await userEvent.click(saveButton());
    await screen.findByText('Your services and prices are saved.');
    expect(await puts()).toHaveLength(2);
  });
});

describe('what is kept', () => {
  it('opens as kept, and a service removed leaves the focus on Add a service', async () => {
    keepServices({
      services: [
        {
          service: 'other',
          name: 'Uncontested divorce',
          pricing: { kind: 'fixed', amountPence: 75_000 },
          vat: 'excluded',
          disbursements: [{ name: 'Court fee', amountPence: 61_200 }],
          stages: [],
          timescale: '',
          whoDoesTheWork: '',
          description: '',
        },
      ],
      indemnityInsurance: { insurer: 'Thames Indemnity', coverPence: 200_000_000 },
      complaints: null,
    });
    const { userEvent } = await openServices();
    await form();
    const first = service(1);
    expect(first.getByLabelText('Name of the service')).toHaveValue('Uncontested divorce');
    expect(first.getByText('£750 + VAT + £612 disbursements = £1,512')).toBeInTheDocument();
    expect((await form()).getByLabelText('Cover (£)')).toHaveValue('2000000');
    await userEvent.click(first.getByRole('button', { name: /^Remove Service 1/ }));
    expect(screen.queryByRole('group', { name: /^Service 1:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a service' })).toHaveFocus();
  });

  it('on a backend without services, the page says so', async () => {
    server.use(...servicesMissing());
    await openServices();
    expect(
      await screen.findByText('Services and prices are not available on this server.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your services and prices' })).not.toBeInTheDocument();
  });
});
