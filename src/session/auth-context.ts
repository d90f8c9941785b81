import { createContext } from 'react';
import type { ApiUser, RegisterRequest } from '@/api/contract';

/** The ways in and out, which AuthProvider gives the pages (useAuth adds who is signed in). */
export interface AuthActions {
  login: (email: string, password: string) => Promise<ApiUser>;
  register: (input: RegisterRequest) => Promise<ApiUser>;
  logout: () => void;
}

export const AuthContext = createContext<AuthActions | null>(null);
