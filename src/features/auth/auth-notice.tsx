import type { ReactNode } from 'react';

/** What the sign-in pages say about what has happened (a password changed, a session ended
 * elsewhere): news, not a failure, so a polite status rather than an Alert. */
export function AuthNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="mb-4 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950"
    >
      {children}
    </div>
  );
}
