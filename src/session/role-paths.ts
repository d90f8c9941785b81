import type { RegistrableUserType, UserType } from '@/api/contract';
import { paths } from '@/lib/paths';

// Each role's own dashboard: spec §6, which docs/decisions/0004-server-role-decides-the-dashboard.md
// and 0005-signed-in-visitors-skip-sign-in-pages.md follow for every way in.
const DASHBOARDS: Record<UserType, string> = {
  client: paths.clientDashboard,
  lawyer: paths.lawyerDashboard,
  admin: paths.adminDashboard,
};

export const dashboardPath = (role: UserType) => DASHBOARDS[role];

/** The register page, with the role chosen already when one is given (spec §2). */
export function registerPath(role?: RegistrableUserType) {
  return role ? `${paths.register}?role=${role}` : paths.register;
}
