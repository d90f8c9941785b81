import { createContext } from 'react';
import type { Role } from '@/lib/paths';
import type { SessionUser } from '@/lib/storage';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  userType: Exclude<Role, 'admin'>;
}

export interface AuthContextValue {
  user: SessionUser | null;
  /** spec §4: true until the stored user has been read */
  isLoading: boolean;
  login: (email: string, password: string) => Promise<SessionUser>;
  register: (input: RegisterInput) => Promise<SessionUser>;
  logout: () => void;
  /** Replace the session user with fresher facts (e.g. isVerified from `me`). */
  updateUser: (user: SessionUser) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
