// What the client's cases tests share: opening the pages and the form as a person would,
// filling it, answering the match call, reading the results area, and a backend that keeps no
// cases (docs/decisions/0094-the-clients-cases-screens.md).
import type { DefaultOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { matchedLawyerSchema, type MatchedLawyer } from '@/api/contract';
import { caseUrls } from '../msw/case-handlers';
import { classifyUrl } from '../msw/classify-handlers';
import { lawyerFixture, sessionUser } from '../msw/fixtures';
import { urls } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithProviders } from '../render';

export type User = ReturnType<typeof renderWithProviders>['userEvent'];

export const FIELD = {
  title: 'Case Title',
  location: 'Your Location',
  category: 'Legal Category',
  description: 'Case Description',
} as const;

export interface CaseInput {
  title?: string;
  location?: string;
  category?: string;
  description?: string;
}

export const FAMILY_CASE = {
  title: 'Child arrangements after separation',
  location: 'London',
  category: 'Family Law',
  description: 'My ex partner and I cannot agree when I see my children.',
} as const;

export async function openDashboard() {
  const utils = renderWithProviders({ route: '/client-dashboard', user: sessionUser('client') });
  await screen.findByRole('heading', { level: 1, name: 'Client Dashboard' });
  // the sections under the first cards load after them, in a file of their own
  // (docs/decisions/0137-dashboards-draw-their-first-cards-first.md)
  await screen.findByRole('heading', { level: 2, name: 'Recommended Lawyers' });
  return utils;
}

/** A client's page of this feature (/cases, /cases/12), signed in as the fixture client; with
 * `queryDefaults`, a cache that keeps answers as those defaults say (the app's, to count requests). */
export function openClientPage(route: string, queryDefaults?: DefaultOptions) {
  return renderWithProviders({ route, user: sessionUser('client'), queryDefaults });
}

/** An existing backend without the cases extension or the live figures: each answers 404 and
 * the SPA keeps the spec's behaviour (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md). */
export function backendKeepsNoCases() {
  const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  server.use(
    http.get(caseUrls.stats, notFound),
    http.post(caseUrls.list, notFound),
    http.post(classifyUrl, notFound),
    http.get(caseUrls.list, notFound),
    http.get(caseUrls.one, notFound),
    http.patch(caseUrls.one, notFound),
    http.post(caseUrls.close, notFound),
    http.get(caseUrls.matches, notFound),
  );
}

/** What a page sent besides its reads (the figures, the bell): the calls a form makes. */
export function writesSent(sent: { method: string; url: string }[]) {
  return sent.filter((r) => r.method !== 'GET');
}

export function queryCaseForm() {
  return screen.queryByRole('form', { name: 'Post a New Case' });
}

export async function openCaseForm(user: User) {
  await user.click(screen.getByRole('button', { name: 'Post New Case' }));
  return screen.findByRole('form', { name: 'Post a New Case' });
}

/** Types each given text field and picks the category; a missing or '' value is left alone. */
export async function fillCase(user: User, input: CaseInput) {
  if (input.title) await user.type(screen.getByLabelText(FIELD.title), input.title);
  if (input.location) await user.type(screen.getByLabelText(FIELD.location), input.location);
  if (input.category) await user.selectOptions(screen.getByLabelText(FIELD.category), input.category);
  if (input.description) await user.type(screen.getByLabelText(FIELD.description), input.description);
}

/** Opens the form, fills it and posts it. */
export async function postCase(user: User, input: CaseInput = FAMILY_CASE) {
  await openCaseForm(user);
  await fillCase(user, input);
  await user.click(screen.getByRole('button', { name: 'Post Case' }));
}

export function expectFormValues(values: Required<CaseInput>) {
  expect(screen.getByLabelText(FIELD.title)).toHaveValue(values.title);
  expect(screen.getByLabelText(FIELD.location)).toHaveValue(values.location);
  expect(screen.getByLabelText(FIELD.category)).toHaveValue(values.category);
  expect(screen.getByLabelText(FIELD.description)).toHaveValue(values.description);
}

export const EMPTY_FORM = { title: '', location: '', category: '', description: '' };

export const URGENCY = 'How urgent is it?';

/** A matched lawyer built on the fixture, parsed with the contract. */
export function lawyer(overrides: Partial<Record<keyof MatchedLawyer, unknown>> = {}): MatchedLawyer {
  return matchedLawyerSchema.parse({ ...lawyerFixture, ...overrides });
}

/** The match call answers with these lawyers (matched) for the rest of the test. */
export function answerMatch(lawyers: MatchedLawyer[]) {
  server.use(http.post(urls.match, () => HttpResponse.json({ matched: lawyers.length > 0, lawyers })));
}

export function resultsArea() {
  return within(screen.getByRole('region', { name: 'Recommended Lawyers' }));
}

/** Waits for the lawyer cards (articles named by the lawyer) and returns them. */
export async function findLawyerCards() {
  return resultsArea().findAllByRole('article');
}

export async function findLawyerCard(name: string) {
  return within(await resultsArea().findByRole('article', { name }));
}
