// The signed-in pages the entry does not start early (signed-in-pages.ts): a case and a lead, whose
// paths carry an id. Their imports, and the list of files each one needs, are in this module's own
// chunk, fetched when the router first needs one of them, so that the entry, which every page
// loads, public ones included, does not carry them
// (docs/decisions/0017-content-first-public-pages.md).
import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';

export const laterPages: Record<string, (() => Promise<ComponentType>) | undefined> = {
  [paths.clientCase]: () => import('@/features/cases/case-page').then((m) => m.CasePage),
  [paths.lead]: () => import('@/features/lawyers/lead-page').then((m) => m.LeadPage),
};
