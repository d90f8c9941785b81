import { toast } from '@/components/ui/use-toast';

// These actions arrive with a later release; until then the button says so.
export function announceComingSoon(action: string) {
  toast({ title: 'Coming soon', description: `${action} is not available yet.` });
}
