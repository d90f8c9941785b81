// What the profile submission tests share: reading the multipart call as the server would,
// filling and sending the form, and reading the page's answer.
import { screen } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { profileUrls } from '../../msw/profile-handlers';
import { server } from '../../msw/server';
import { chooseFiles, fillDetails, submitButton, type User } from '../lawyer-helpers';

export const SUBMIT_FAILED = 'Could not submit your profile.';
export const PENDING = 'Your documents are pending review.';

interface Submission {
  authorization: string | null;
  fields: Record<string, string>;
  files: Record<string, { size: number; type: string; base64: string }>;
}

/** Every profile submission the app sends, read as the server would read it. */
export function captureSubmissions() {
  const sent: Promise<Submission>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || request.url !== profileUrls.submit) return;
    const copy = request.clone();
    sent.push(
      (async () => {
        const submission: Submission = {
          authorization: copy.headers.get('Authorization'),
          fields: {},
          files: {},
        };
        for (const [name, value] of (await copy.formData()).entries()) {
          if (typeof value === 'string') submission.fields[name] = value;
          else {
            const base64 = Buffer.from(await value.arrayBuffer()).toString('base64');
            submission.files[name] = { size: value.size, type: value.type, base64 };
          }
        }
        return submission;
      })(),
    );
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return { all: () => Promise.all(sent) };
}

export async function fillEverything(user: User) {
  await fillDetails(user);
  await chooseFiles(user);
}

export async function submit(user: User) {
  await user.click(submitButton());
}

export function statusRegion() {
  return screen.getByRole('region', { name: 'Verification status' });
}
