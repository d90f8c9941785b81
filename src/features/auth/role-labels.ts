import type { UserType } from '@/api/contract';

// spec §2: the login role select's options
export const LOGIN_ROLE_OPTIONS: { value: UserType; label: string }[] = [
  { value: 'client', label: 'Client (Looking for Legal Help)' },
  { value: 'lawyer', label: 'Lawyer (Legal Professional)' },
  { value: 'admin', label: 'Administrator' },
];

// the roles' names with their article, for a sentence ('an administrator')
export const ROLE_NAMES_WITH_ARTICLE: Record<UserType, string> = {
  client: 'a client',
  lawyer: 'a lawyer',
  admin: 'an administrator',
};
