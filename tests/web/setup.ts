import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { httpSettings } from '@/api/http';
import { server } from './msw/server';

// STYLE: every request a test makes must have a handler
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  httpSettings.timeoutMs = 15_000;
});
afterAll(() => server.close());
