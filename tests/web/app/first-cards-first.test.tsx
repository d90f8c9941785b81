// The dashboards draw their heading and first cards, their main control among them, before the
// code of the sections under them has arrived; those come when it does
// (docs/decisions/0137-dashboards-draw-their-first-cards-first.md). Each section file is held back
// here until the test lets it through. So is the client's case form, which the dashboard fetches
// once it is drawn, and the lawyer's Respond to Case dialog
// (docs/decisions/0138-schemas-built-on-first-use.md).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../msw/fixtures';
import { verifiedLawyer } from '../lawyers/lawyer-helpers';
import { useLeadBackend } from '../lawyers/lead-handlers';
import { renderWithProviders } from '../render';

const held = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  };
  return {
    client: gate(),
    lawyer: gate(),
    form: { ...gate(), asked: false },
    respond: { ...gate(), asked: false },
  };
});

vi.mock('@/features/cases/client-dashboard-sections', async (importOriginal) => {
  await held.client.opened;
  return importOriginal();
});
vi.mock('@/features/cases/cases/case-posting', async (importOriginal) => {
  held.form.asked = true;
  await held.form.opened;
  return importOriginal();
});
vi.mock('@/features/lawyers/leads/respond-dialog-body', async (importOriginal) => {
  held.respond.asked = true;
  await held.respond.opened;
  return importOriginal();
});
vi.mock('@/features/lawyers/lawyer-dashboard-sections', async (importOriginal) => {
  await held.lawyer.opened;
  return importOriginal();
});

useLeadBackend();

describe('a dashboard before the sections under its first cards arrive', () => {
  it("the client's draws without the case form, asks for it once drawn, and opens it when it comes", async () => {
    renderWithProviders({ route: '/client-dashboard', user: sessionUser('client') });
    const post = await screen.findByRole('button', { name: 'Post New Case' }, { timeout: 5000 });
    expect(post).toBeEnabled();
    await vi.waitFor(() => expect(held.form.asked).toBe(true));

    await userEvent.setup().click(post);
    expect(screen.getByText('Opening the form…')).toHaveAttribute('role', 'status');
    expect(post).toBeDisabled();

    held.form.open();
    expect(await screen.findByRole('textbox', { name: 'Case Title' })).toHaveFocus();
    expect(screen.queryByText('Opening the form…')).not.toBeInTheDocument();
  });

  it("the client's: Post New Case opens the form; the lawyers and consultations come after", async () => {
    renderWithProviders({ route: '/client-dashboard', user: sessionUser('client') });
    const post = await screen.findByRole('button', { name: 'Post New Case' }, { timeout: 5000 });
    await userEvent.setup().click(post);
    expect(await screen.findByRole('textbox', { name: 'Case Title' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Your Cases' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recommended Lawyers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming Consultations' })).not.toBeInTheDocument();

    held.client.open();
    expect(await screen.findByRole('heading', { name: 'Recommended Lawyers' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Upcoming Consultations' })).toBeInTheDocument();
  });

  it("the lawyer's: New Client Cases is drawn; the consultations and reviews come after", async () => {
    renderWithProviders({ route: '/lawyer-dashboard', user: sessionUser('lawyer') });
    expect(
      await screen.findByRole('heading', { name: 'New Client Cases' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming Consultations' })).not.toBeInTheDocument();

    held.lawyer.open();
    expect(await screen.findByRole('heading', { name: 'Upcoming Consultations' })).toBeInTheDocument();
  });

  it("the lawyer's leads draw without Respond to Case's dialog, which opens when it comes and gives the focus back", async () => {
    renderWithProviders({ route: '/lawyer-dashboard', user: verifiedLawyer });
    const [respond] = await screen.findAllByRole('button', { name: /^Respond to Case: / }, { timeout: 5000 });
    expect(respond).toHaveAttribute('aria-haspopup', 'dialog');
    await vi.waitFor(() => expect(held.respond.asked).toBe(true));

    const user = userEvent.setup();
    await user.click(respond!);
    expect(screen.getByText('Opening Respond to Case')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    held.respond.open();
    expect(await screen.findByRole('dialog', { name: 'Respond to Case' })).toBeInTheDocument();
    expect(respond).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(respond).toHaveFocus();
    expect(respond).toHaveAttribute('aria-expanded', 'false');
  });
});
