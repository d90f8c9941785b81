// What the routes load for a signed-in page: the dashboards' shell, the signed-in pages' guards
// (role-guards.tsx), and the query cache, which the public profile's booking uses too. One
// small module loaded with import(), so that what it re-exports can sit in the signed-in pages'
// shared chunk (docs/decisions/0107-signed-in-pages-in-few-files.md).
export { DashboardLayout } from '@/app/dashboard-layout';
export { RequireRole, RequireSignedIn } from '@/app/role-guards';
export { appQueryClient } from '@/app/query-client';
// the signed-in header of a lawyer's public profile (public-profile-route.tsx)
export { SignedInHeader } from '@/app/signed-in-header';
