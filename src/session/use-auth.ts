import { useContext } from 'react';
import { AuthContext } from '@/session/auth-context';

export function useAuth() {
  const context = useContext(AuthContext);
  // spec §8: the exact message
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
