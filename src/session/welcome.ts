import { useLocation } from 'react-router-dom';

/** Navigation state of the first visit to a dashboard, right after the account was created. */
export const NEW_ACCOUNT_STATE = { newAccount: true } as const;

function isNewAccountVisit(state: unknown) {
  return (
    typeof state === 'object' && state !== null && (state as { newAccount?: unknown }).newAccount === true
  );
}

/**
 * The dashboard's greeting: 'Welcome, Sarah' on the first visit after registering (reloading
 * that visit included), 'Welcome back, Sarah' from then on.
 */
export function useWelcome(name: string | undefined) {
  const { state } = useLocation();
  const firstName = name?.trim().split(/\s+/)[0] ?? '';
  const greeting = isNewAccountVisit(state) ? 'Welcome' : 'Welcome back';
  return firstName ? `${greeting}, ${firstName}` : greeting;
}
