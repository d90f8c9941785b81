// Every route path of the SPA (spec §2), in one place. Where each role goes is
// src/session/role-paths.ts's: it needs the contract's roles, which this layer may not import.
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
