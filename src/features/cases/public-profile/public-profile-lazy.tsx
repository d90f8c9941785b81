import { lazy } from 'react';

// The profile's booking and report dialogs, each loaded when first opened, never with the page
// (docs/decisions/0103-public-lawyer-profile.md).
export const LazyBooking = lazy(() =>
  import('@/features/cases/public-profile-book').then((m) => ({ default: m.PublicProfileBooking })),
);
export const LazyReport = lazy(() =>
  import('@/features/cases/public-profile-report').then((m) => ({ default: m.PublicProfileReport })),
);
