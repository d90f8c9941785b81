// Every route path of the SPA (spec §2), in one place.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  roleSelect: '/role-select',
  clientDashboard: '/client-dashboard',
  lawyerDashboard: '/lawyer-dashboard',
  lawyerProfile: '/lawyer-profile',
  adminDashboard: '/admin-dashboard',
} as const;

export type Role = 'client' | 'lawyer' | 'admin';

export function registerPath(role?: 'client' | 'lawyer') {
  return role ? `${paths.register}?role=${role}` : paths.register;
}

// spec §6 and DESIGN decisions 4–5: each role has its own dashboard
export function dashboardPath(role: Role) {
  switch (role) {
    case 'client':
      return paths.clientDashboard;
    case 'lawyer':
      return paths.lawyerDashboard;
    case 'admin':
      return paths.adminDashboard;
  }
}
