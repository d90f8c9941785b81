// Find a lawyer (docs/directory.md "The page", docs/decisions/0128-directory-page.md): the filters
// ask the call for what was chosen, the search lives in the address (loaded, changed, back), the
// count is announced, nobody found says why with wider searches, a 400 on `near` shows beside the
// place, and a backend without the directory hides the links to it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ApiUser } from '@/api/contract';
import { expectNoAxeViolations } from '../account/no-axe-violations';
import { directoryLawyer, directoryUrl, serveDirectory, UNKNOWN_PLACE } from '../msw/directory-handlers';
import { sessionUser } from '../msw/fixtures';
import { renderWithProviders } from '../render';
import { backendWithoutExtensions, recordRequests } from '../support';

const searches = (sent: ReturnType<typeof recordRequests>) =>
  sent.sent
    .filter((r) => r.url.startsWith(directoryUrl) && !r.url.endsWith('?q=~'))
    .map((r) => new URL(r.url).searchParams.toString());

const form = () => within(screen.getByRole('search', { name: 'Find a lawyer' }));
/** the polite live region that says the count */
const count = () => {
  const region = document.getElementById('directory-count');
  expect(region).toHaveAttribute('role', 'status');
  return region;
};
const cards = () => screen.queryAllByRole('article');

/** The first page of lawyers as the HTML asks for it (src/api/early-answer-script.ts), answered
 * with `status` and `body`, for the page to take. */
function askedByTheHtml(status: number, body: unknown) {
  const answer = Promise.resolve({ status, text: JSON.stringify(body), header: () => null });
  Object.assign(globalThis, { __lawmatchEarlyAnswer: { url: directoryUrl, at: Date.now(), answer } });
  onTestFinished(() => {
    delete (globalThis as { __lawmatchEarlyAnswer?: unknown }).__lawmatchEarlyAnswer;
  });
}

async function open(route = '/lawyers', user?: ApiUser) {
  const rendered = renderWithProviders({ route, user });
  await screen.findByRole('heading', { level: 1, name: 'Find a lawyer' });
  return rendered;
}

describe('the search', () => {
  it('asks the call for each filter chosen, in its units, and puts the search in the address', async () => {
    const sent = recordRequests();
    const { userEvent, router } = await open();
    await waitFor(() => expect(count()).toHaveTextContent('2 lawyers found'));
    await userEvent.type(form().getByRole('textbox', { name: 'Name' }), 'Shah');
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Area of law' }), 'Property Law');
    await userEvent.selectOptions(
      form().getByRole('combobox', { name: 'Service' }),
      'Residential conveyancing: buying a home',
    );
    await userEvent.type(form().getByRole('textbox', { name: 'Town or city' }), 'Leeds');
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Distance' }), 'within 10 miles');
    await userEvent.type(form().getByRole('textbox', { name: 'Price up to (£)' }), '900');
    await userEvent.click(form().getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(count()).toHaveTextContent('1 lawyer near Leeds'));
    // the form is refilled in place: the focus stays where the search was made
    expect(form().getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(searches(sent).at(-1)).toBe(
      'q=Shah&area=Property+Law&near=Leeds&service=conveyancing_purchase&withinKm=16&maxPricePence=90000',
    );
    expect(router.state.location.search).toBe(
      '?q=Shah&area=Property+Law&near=Leeds&within=10&service=conveyancing_purchase&max=900',
    );
    const card = within(screen.getByRole('article', { name: 'Priya Shah' }));
    expect(card.getByText('Same city')).toBeInTheDocument();
    expect(card.getByText('Usually responds within 5 hours')).toBeInTheDocument();
    expect(card.getByText(/£850/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Profile of Priya Shah' })).toHaveAttribute(
      'href',
      '/lawyers/201',
    );
    const results = within(screen.getByRole('region', { name: 'Lawyers' }));
    expect(results.getByRole('link', { name: 'How we rank' })).toHaveAttribute('href', '/how-we-rank');
  });

  it('applies a sort at once, offering distance only with a place', async () => {
    const sent = recordRequests();
    const { userEvent, router } = await open('/lawyers?near=Leeds');
    await waitFor(() => expect(count()).toHaveTextContent('2 lawyers near Leeds'));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Distance', 'Rating', 'Price, lowest first', 'Response time']);
    await userEvent.selectOptions(sort, 'Price, lowest first');
    await waitFor(() => expect(router.state.location.search).toBe('?near=Leeds&sort=price'));
    await waitFor(() => expect(searches(sent).at(-1)).toBe('near=Leeds&sort=price&withinKm=40'));
  });

  it('says a price that is not a whole number of pounds beside the field, and keeps it', async () => {
    const { userEvent, router } = await open();
    const price = form().getByRole('textbox', { name: 'Price up to (£)' });
    await userEvent.type(price, 'about 900');
    await userEvent.click(form().getByRole('button', { name: 'Search' }));
    expect(price).toHaveAccessibleDescription(/Enter a whole number of pounds, such as 900\./);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveValue('about 900');
    expect(router.state.location.search).toBe('');
  });
});

describe('the address', () => {
  it('fills the form and the results from a shared search, and back and forward walk the searches', async () => {
    const { userEvent, router } = await open('/lawyers?q=Baker&near=York&within=50');
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveValue('Baker');
    expect(form().getByRole('textbox', { name: 'Town or city' })).toHaveValue('York');
    expect(form().getByRole('combobox', { name: 'Distance' })).toHaveValue('50');
    await waitFor(() => expect(count()).toHaveTextContent('1 lawyer near York'));
    expect(cards().map((c) => c.getAttribute('aria-labelledby'))).toEqual(['lawyer-202-name']);

    const name = form().getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(form().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?near=York&within=50'));
    await waitFor(() => expect(count()).toHaveTextContent('2 lawyers near York'));

    await router.navigate(-1);
    await waitFor(() => expect(form().getByRole('textbox', { name: 'Name' })).toHaveValue('Baker'));
    await waitFor(() => expect(count()).toHaveTextContent('1 lawyer near York'));
  });

  it('pages 20 at a time with links the address keeps', async () => {
    serveDirectory(
      Array.from({ length: 45 }, (_, i) => directoryLawyer(300 + i, { name: `Lawyer ${i + 1}` })),
    );
    const { userEvent, router } = await open('/lawyers?area=Property+Law');
    await waitFor(() => expect(count()).toHaveTextContent('45 lawyers found'));
    await waitFor(() => expect(cards()).toHaveLength(20));
    const pages = within(screen.getByRole('navigation', { name: 'Pages of lawyers' }));
    expect(pages.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(pages.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?area=Property+Law&page=2'));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Lawyer 21' })).toBeInTheDocument());
  });
});

describe('the first answer', () => {
  it('draws the count with the first row of cards, and the rest of the page in the render after', async () => {
    serveDirectory(
      Array.from({ length: 8 }, (_, i) => directoryLawyer(300 + i, { name: `Lawyer ${i + 1}` })),
    );
    // the cards in the document when the count first shows
    let withCount: string[] | undefined;
    const observer = new MutationObserver(() => {
      if (withCount || !document.getElementById('directory-count')?.textContent) return;
      withCount = cards().map((card) => card.getAttribute('aria-label') ?? card.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await open('/lawyers');
      await waitFor(() => expect(cards()).toHaveLength(8));
    } finally {
      observer.disconnect();
    }
    expect(count()).toHaveTextContent('8 lawyers found');
    expect(withCount).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'Lawyer 1' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lawyer 8' })).toBeInTheDocument();
  });

  // the HTML asks for the first page of lawyers (src/api/early-answer-script.ts,
  // docs/decisions/0164-the-directory-s-lawyers-asked-for-from-the-html.md)
  it('is the one the HTML asked for, taken once: the page asks itself for a search', async () => {
    const early = [directoryLawyer(401, { name: 'Asked Early' })];
    askedByTheHtml(200, { count: 1, next: null, previous: null, results: early });
    const sent = recordRequests();
    const { userEvent } = await open('/lawyers');
    await waitFor(() => expect(count()).toHaveTextContent('1 lawyer found'));
    expect(screen.getByRole('article', { name: 'Asked Early' })).toBeInTheDocument();
    expect(searches(sent)).toEqual([]);
    // that answer says the backend has the directory: the header asks nothing more
    expect(screen.getByRole('link', { name: 'Find a lawyer' })).toBeInTheDocument();
    expect(sent.to(`${directoryUrl}?q=~`)).toEqual([]);

    await userEvent.type(form().getByRole('textbox', { name: 'Name' }), 'Shah');
    await userEvent.click(form().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(count()).toHaveTextContent('1 lawyer found'));
    await screen.findByRole('article', { name: 'Priya Shah' });
    expect(searches(sent)).toEqual(['q=Shah']);
  });
});

describe('a page past the last', () => {
  it('says so, with the way to the first page', async () => {
    const { userEvent } = await open('/lawyers?page=4');
    await waitFor(() => expect(count()).toHaveTextContent('2 lawyers found'));
    expect(screen.queryByText(/^No lawyers/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the first page' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });
});

describe('nobody found', () => {
  it('says why and offers the wider searches, each one press away', async () => {
    serveDirectory([directoryLawyer(201, { name: 'Priya Shah', services: [] })]);
    const { userEvent, router } = await open('/lawyers?near=Leeds&within=10&service=probate&max=900');
    await waitFor(() =>
      expect(
        screen.getByText('No lawyers within 10 miles of Leeds offer “Uncontested probate” for £900 or less.'),
      ).toBeInTheDocument(),
    );
    expect(count()).toHaveTextContent('0 lawyers near Leeds');
    const wider = screen.getByText('Try a wider search:').nextElementSibling as HTMLElement;
    expect(
      within(wider)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Try 25 miles', 'Remove the price limit', 'Any service', 'Anywhere in the UK']);
    await userEvent.click(within(wider).getByRole('link', { name: 'Remove the price limit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?near=Leeds&within=10&service=probate'));
    await userEvent.click(screen.getByRole('link', { name: 'Any service' }));
    await waitFor(() => expect(count()).toHaveTextContent('1 lawyer near Leeds'));
  });
});

describe('a place the call does not know', () => {
  it('says so beside the place and keeps what was typed', async () => {
    const { userEvent } = await open();
    const place = form().getByRole('textbox', { name: 'Town or city' });
    await userEvent.type(place, 'Leedz');
    await userEvent.click(form().getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(form().getByRole('textbox', { name: 'Town or city' })).toHaveAccessibleDescription(
        `A UK place, such as Leeds ${UNKNOWN_PLACE}`,
      ),
    );
    expect(form().getByRole('textbox', { name: 'Town or city' })).toHaveValue('Leedz');
    expect(form().getByRole('textbox', { name: 'Town or city' })).toHaveAttribute('aria-invalid', 'true');
    expect(count()).toHaveTextContent(`Could not search. ${UNKNOWN_PLACE}`);
    await expectNoAxeViolations();
  });
});

describe('the way in', () => {
  it('is linked from the header and the landing page, and for a signed-in client', async () => {
    const { userEvent, router } = renderWithProviders({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Connect with Verified Legal Experts' });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Find a lawyer' }),
    ).toHaveAttribute('href', '/lawyers');
    await userEvent.click(
      screen.getByRole('link', { name: 'Search lawyers by name, area of law and place' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/lawyers'));
    await waitFor(() => expect(count()).toHaveTextContent('2 lawyers found'));
    await expectNoAxeViolations();
  });

  it('shows a signed-in client the header link and Book Consultation to the profile', async () => {
    await open('/lawyers', sessionUser('client'));
    const nav = within(await screen.findByRole('navigation', { name: 'Account' }));
    expect(await nav.findByRole('link', { name: 'Find a lawyer' })).toHaveAttribute('href', '/lawyers');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Book Consultation with Priya Shah' })).toHaveAttribute(
      'href',
      '/lawyers/201?book=1',
    );
  });

  it("is not in a lawyer's or an administrator's header, which never asks whether the server has it", async () => {
    const sent = recordRequests();
    renderWithProviders({ route: '/admin-dashboard', user: sessionUser('admin') });
    const nav = within(await screen.findByRole('navigation', { name: 'Account' }));
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Find a lawyer' })).not.toBeInTheDocument();
    expect(sent.to(`${directoryUrl}?q=~`)).toEqual([]);
  });

  it('signs a visitor in first, then opens the booking on the profile', async () => {
    const { userEvent, router } = await open();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('link', { name: 'Book Consultation with Priya Shah' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/lawyers/201?book=1' });
  });

  it('against a backend without the directory: no links, and the page says it is not available', async () => {
    backendWithoutExtensions();
    renderWithProviders({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Connect with Verified Legal Experts' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Find a lawyer' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: /Search lawyers by name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('opened directly where the HTML asked for the lawyers: their 404 hides the links, with no probe', async () => {
    askedByTheHtml(404, { detail: 'Not found.' });
    const sent = recordRequests();
    await open();
    expect(
      await screen.findByText(/Searching for lawyers is not available on this server/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Find a lawyer' })).not.toBeInTheDocument(),
    );
    expect(sent.to(`${directoryUrl}?q=~`)).toEqual([]);
  });

  it('opened directly against that backend, says so', async () => {
    backendWithoutExtensions();
    await open();
    expect(
      await screen.findByText(/Searching for lawyers is not available on this server/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
