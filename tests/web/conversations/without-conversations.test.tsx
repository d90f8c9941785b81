// A backend without conversations answers their calls 404: the case page, the lead page and both
// dashboards look as they did before messaging, with no trace of it, and ask nothing more
// (docs/decisions/0122-conversation-screens.md, 0025-missing-extension-keeps-spec-behaviour.md).
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { conversationsMissing, conversationUrls } from '../msw/conversation-handlers';
import { server } from '../msw/server';
import { openDashboard as openClientDashboard } from '../cases/case-helpers';
import { openDashboard as openLawyerDashboard } from '../lawyers/lawyer-helpers';
import { recordRequests } from '../support';
import {
  openCase,
  openLead,
  useClientConversations,
  useLawyerConversations,
  verifiedLawyer,
} from './conversation-helpers';

// the store holds conversations, but the backend has no calls to serve them
const missing = () => beforeEach(() => server.use(...conversationsMissing()));

const TRACE = /messages?\b|conversation|unread/i;

/** The conversations were asked for once, answered 404, and never again; no stream was opened. */
async function expectAskedOnceAndLeftAlone(requests: ReturnType<typeof recordRequests>) {
  const lists = () =>
    requests.sent.filter((r) => r.url.startsWith(conversationUrls.list) && !r.url.includes('/events/'));
  await waitFor(() => expect(lists()).toHaveLength(1));
  // what a retry or a stream would have asked by now
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(lists()).toHaveLength(1);
  expect(requests.sent.filter((r) => r.url === conversationUrls.events)).toEqual([]);
}

function mainText() {
  return screen.getByRole('main').textContent ?? '';
}

describe('a backend without conversations, for the client', () => {
  useClientConversations();
  missing();

  it('keeps the client’s case page as it was: responses without a way to write, no Messages', async () => {
    const requests = recordRequests();
    await openCase('/cases/1?conversation=7');
    await screen.findByRole('article', { name: 'Response from Sarah Mitchell' });
    await expectAskedOnceAndLeftAlone(requests);
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Message Sarah|Open conversation/ })).not.toBeInTheDocument();
    expect(mainText()).not.toMatch(TRACE);
  });

  it('keeps the client’s dashboard as it was', async () => {
    const requests = recordRequests();
    await openClientDashboard();
    await expectAskedOnceAndLeftAlone(requests);
    expect(screen.queryByRole('heading', { name: /^Messages/ })).not.toBeInTheDocument();
  });
});

describe('a backend without conversations, for the lawyer', () => {
  useLawyerConversations();
  missing();

  it('keeps the lawyer’s lead page as it was: the response, and nothing to write in', async () => {
    const requests = recordRequests();
    await openLead('/leads/502?conversation=9');
    await screen.findByRole('region', { name: 'Your response' });
    await expectAskedOnceAndLeftAlone(requests);
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    expect(mainText()).not.toMatch(TRACE);
  });

  it('keeps the lawyer’s dashboard as it was', async () => {
    const requests = recordRequests();
    await openLawyerDashboard(verifiedLawyer);
    await expectAskedOnceAndLeftAlone(requests);
    expect(screen.queryByRole('heading', { name: /^Messages/ })).not.toBeInTheDocument();
  });
});
