import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissLead } from '@/api/leads';
import { isMissingExtension } from '@/api/missing-extension';
import { toast } from '@/components/ui/use-toast';
import { forgetLead } from '@/features/lawyers/leads/lead-queries';

/** Dismiss: the lead leaves the lawyer's list for good. A 404 means it is no lead of theirs any
 * more (closed meanwhile, or dismissed elsewhere): it leaves the list all the same. A failure is
 * the caller's to show, and the lead stays. `leave`: the page to go to once it is dismissed (the
 * lead's own page has nothing left to show). */
export function useDismissLead(
  lead: { id: string; title: string },
  leave?: () => void,
  /** the list's status line with Undo says it instead of a notification */
  onDismissed?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await dismissLead(lead.id);
      } catch (error) {
        if (!isMissingExtension(error)) throw error;
      }
    },
    onSuccess: () => {
      if (onDismissed) {
        onDismissed();
        forgetLead(queryClient, lead.id);
        return;
      }
      toast({
        title: 'Case dismissed',
        description: `"${lead.title}" is no longer in your list.`,
        keepForNextPage: Boolean(leave),
      });
      leave?.();
      forgetLead(queryClient, lead.id);
    },
  });
}
