// The keys under which the browser keeps the session, spelled once
// (docs/decisions/0002-one-spelling-per-storage-key.md): for src/session/session.ts, which writes
// them and reads them for the app, and for the HTML's early request (src/api/early-answer-script.ts),
// which reads the access token before any of the app's script has arrived. No imports: the build
// runs the latter.
export const STORAGE_KEYS = {
  user: 'user',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userType: 'user_type',
  userName: 'user_name',
  userEmail: 'user_email',
} as const;
