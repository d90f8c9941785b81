// Backend addresses (docs/decisions/0010-backend-addresses-from-the-environment.md), validated
// when the app starts.
import { API_URL_DEFAULTS } from '@/api/api-defaults';

function baseUrl(name: string, value: string | undefined, fallback: string) {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL; got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL; got "${raw}".`);
  }
  return raw.replace(/\/+$/, '');
}

export const apiConfig = {
  accounts: baseUrl(
    'VITE_ACCOUNTS_API_URL',
    import.meta.env.VITE_ACCOUNTS_API_URL,
    API_URL_DEFAULTS.VITE_ACCOUNTS_API_URL,
  ),
  match: baseUrl(
    'VITE_MATCH_API_URL',
    import.meta.env.VITE_MATCH_API_URL,
    API_URL_DEFAULTS.VITE_MATCH_API_URL,
  ),
  profiles: baseUrl(
    'VITE_PROFILES_API_URL',
    import.meta.env.VITE_PROFILES_API_URL,
    API_URL_DEFAULTS.VITE_PROFILES_API_URL,
  ),
};
