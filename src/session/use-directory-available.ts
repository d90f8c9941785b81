// Whether this backend has the directory (GET /api/lawyers/), asked once a page load: a backend
// without it answers 404, and then the header and the landing page do not link to the search
// (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md,
// docs/decisions/0128-directory-page.md). The links show until the answer says otherwise, so a
// prerendered page paints them and a backend that has the call never sees them move.
import { useEffect, useState } from 'react';
import { apiConfig } from '@/api/config';
import { earlyAnswerAt } from '@/api/early-answer';
import { send } from '@/api/transport';

/** The directory call's address (its first page, without a search). */
export const DIRECTORY_URL = `${apiConfig.profiles}/api/lawyers/`;
// A name no lawyer has ('~'): the search reads only the index of names and answers an empty page.
// Not a search the call refuses: a browser reports every 4xx in the console. Any answer but 404
// (or no answer at all) keeps the links.
const PROBE = `${DIRECTORY_URL}?q=~`;

let asked: Promise<boolean> | null = null;

/** The directory's first page, when the HTML asked for it (at the directory's address: its own
 * answer says as much as the probe, which is then not sent;
 * docs/decisions/0164-the-directory-s-lawyers-asked-for-from-the-html.md), else the probe. */
const directoryAnswer = () =>
  earlyAnswerAt(DIRECTORY_URL)?.answer ??
  send(PROBE, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  });

function ask(): Promise<boolean> {
  asked ??= directoryAnswer().then(
    (response) => response.status !== 404,
    () => true,
  );
  return asked;
}

/** Forgets the answer: the tests' backends differ from one test to the next. */
export function forgetDirectoryCheck() {
  asked = null;
}

/** Whether to show a link to the directory: false once this backend has said it has none, true
 * until then. Only a page that may link to it asks (`wanted`); otherwise false, and nothing is
 * asked: a lawyer's or an administrator's header has no such link. */
export function useDirectoryAvailable(wanted = true) {
  const [available, setAvailable] = useState(true);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void ask().then((answer) => {
      if (live) setAvailable(answer);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted && available;
}
