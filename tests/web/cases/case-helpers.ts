// What the client-dashboard tests share: opening the page and the form as a person would,
// filling it, answering the match call, and reading the results area.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { matchedLawyerSchema, type MatchedLawyer } from '@/api/contract';
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
  return utils;
}

export function queryCaseForm() {
  return screen.queryByRole('form', { name: 'Post a New Case' });
}

export async function openCaseForm(user: User) {
  await user.click(screen.getByRole('button', { name: 'Post New Case' }));
  return screen.getByRole('form', { name: 'Post a New Case' });
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
