import type { Sender } from '@/api/conversations-contract';
import { useAuth } from '@/session/use-auth';

/** The signed-in person's side of their conversations: a lawyer's, or the client's. */
export function useMySide(): Sender {
  const { user } = useAuth();
  return user?.role === 'lawyer' ? 'lawyer' : 'client';
}
