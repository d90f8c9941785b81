// The server's field messages arrive in Django REST's words and read as the product's own beside
// the case form's fields (docs/decisions/0119-smaller-things.md); what was typed stays.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { caseUrls, resetCases } from '../../msw/case-handlers';
import { server } from '../../msw/server';
import { expectFormValues, FAMILY_CASE, FIELD, openDashboard, postCase } from '../case-helpers';

beforeEach(() => resetCases());

describe("the server's field messages on the case form", () => {
  it("read in the product's words, beside their fields, with everything typed kept", async () => {
    server.use(
      http.post(caseUrls.list, () =>
        HttpResponse.json(
          {
            title: ['This field may not be blank.'],
            description: ['Ensure this field has at least 10 characters.'],
            location: ['Ensure this field has no more than 100 characters.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { userEvent } = await openDashboard();
    await postCase(userEvent, FAMILY_CASE);

    const title = screen.getByLabelText(FIELD.title);
    await waitFor(() => expect(title).toHaveAccessibleDescription('Enter a title.'));
    expect(title).toHaveFocus();
    expect(screen.getByLabelText(FIELD.description)).toHaveAccessibleDescription(
      'Write at least 10 characters.',
    );
    expect(screen.getByLabelText(FIELD.location)).toHaveAccessibleDescription(
      'Keep this to 100 characters or fewer.',
    );
    expect(screen.queryByText(/This field|Ensure this/)).not.toBeInTheDocument();
    expectFormValues(FAMILY_CASE);
  });

  it('a message the table does not know is shown as the server sent it', async () => {
    server.use(
      http.post(caseUrls.list, () =>
        HttpResponse.json({ title: ['Titles may not name a person.'] }, { status: 400 }),
      ),
    );
    const { userEvent } = await openDashboard();
    await postCase(userEvent, FAMILY_CASE);

    await waitFor(() =>
      expect(screen.getByLabelText(FIELD.title)).toHaveAccessibleDescription('Titles may not name a person.'),
    );
  });
});
