import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { httpSettings } from '@/api/with-timeout';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { forgetDirectoryCheck } from '@/session/use-directory-available';
import { forgetConversations } from './msw/conversation-handlers';
import { resetDirectory } from './msw/directory-handlers';
import { forgetSubmittedProfile } from './msw/profile-handlers';
import { server } from './msw/server';

// The first page a test file opens is compiled on demand (lazy routes): on a loaded machine
// that takes longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5_000 });

// STYLE: every request a test makes must have a handler
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  forgetSubmittedProfile();
  forgetConversations();
  forgetDirectoryCheck();
  resetDirectory();
  localStorage.clear();
  httpSettings.timeoutMs = 15_000;
  // The notification store outlives the Toaster: drop what this test raised, so the next
  // test cannot pass on a leftover notification. (ids are sequential from 1)
  const last = toast({ title: '' });
  for (let id = 1; id <= last; id++) dismissToast(id);
});
afterAll(() => server.close());
