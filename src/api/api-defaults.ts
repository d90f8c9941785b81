// The backend addresses' defaults (the spec's ports:
// docs/decisions/0010-backend-addresses-from-the-environment.md), in one place for the
// app (config.ts) and for the security headers that allow exactly these origins
// (security-headers.ts at the repository root).
export const API_URL_DEFAULTS = {
  VITE_ACCOUNTS_API_URL: 'http://localhost:8000',
  VITE_MATCH_API_URL: 'http://localhost:5000',
  VITE_PROFILES_API_URL: 'http://localhost:8000',
} as const;
