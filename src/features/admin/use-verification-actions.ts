import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  approveVerificationRequest,
  rejectVerificationRequest,
  requestVerificationInfo,
  type RejectBody,
  type RequestInfoBody,
} from '@/api/admin';
import { isApiError } from '@/api/api-error';
import type { VerificationRequest } from '@/api/contract';
import { changeItems, loadedItems } from '@/api/paging';
import { MY_STATS_KEY } from '@/api/stats';
import { toast } from '@/components/ui/use-toast';
import { changedMessage, isAnotherVersion } from '@/features/admin/request-changes';
import {
  verificationKeys,
  type ListSource,
  type VerificationPage,
} from '@/features/admin/verification-queries';

export type Decision =
  | { type: 'approve' }
  | { type: 'reject'; body: RejectBody }
  | { type: 'request-info'; body: RequestInfoBody };
type DecisionType = Decision['type'];
/** for a dialog: close on success, show the failure inside itself on error */
export interface DecideCallbacks {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

// spec §4: the notifications of the two decisions
const DECIDED = {
  approve: {
    title: 'Lawyer Approved',
    description: 'The lawyer has been verified and can now receive cases.',
  },
  reject: { title: 'Lawyer Rejected', description: 'The lawyer application has been rejected.' },
} as const;

const FAILED: Record<DecisionType, string> = {
  approve: 'Could not approve',
  reject: 'Could not reject',
  'request-info': 'Could not ask',
};

/** The request was sent again since the admin opened it: says what changed. */
class ChangedSinceOpened extends Error {}

// docs/decisions/0075-decisions-name-the-version-reviewed.md: each decision names the
// version shown (when the backend gives one), so a resubmission is never decided unseen
function send(request: VerificationRequest, decision: Decision) {
  const version = request.version === undefined ? {} : { version: request.version };
  switch (decision.type) {
    case 'approve':
      return approveVerificationRequest(request.id, version);
    case 'reject':
      return rejectVerificationRequest(request.id, { ...decision.body, ...version });
    case 'request-info':
      return requestVerificationInfo(request.id, { ...decision.body, ...version });
  }
}

/** The three decisions on one request; one runs at a time. */
export function useVerificationActions(request: VerificationRequest, source: ListSource) {
  const { isSample } = source;
  const queryClient = useQueryClient();
  // isPending reaches the buttons a render later; the ref makes a double click decide once
  const inFlight = useRef(false);
  // what changed since the admin opened it, shown on the card until the next decision
  const [changed, setChanged] = useState<string | null>(null);

  // from every list and search it is on
  const removeFromQueue = () =>
    queryClient.setQueriesData<InfiniteData<VerificationPage, number>>(
      { queryKey: verificationKeys.lists() },
      (data) => changeItems(data, (requests) => requests.filter((r) => r.id !== request.id)),
    );

  /** A 409: reload the queue and, when the request is still there in another version, say
   * what changed; otherwise (decided elsewhere) the server's own message stands. */
  const explainConflict = async (seen: VerificationRequest, error: Error) => {
    const queue = await queryClient.fetchInfiniteQuery({ ...source.query, staleTime: 0 }).catch(() => null);
    const now = loadedItems(queue ?? undefined).items.find((r) => r.id === seen.id);
    return now && isAnotherVersion(seen, now) ? new ChangedSinceOpened(changedMessage(seen, now)) : error;
  };

  const mutation = useMutation({
    // docs/decisions/0008-admin-decisions-call-the-review-extension.md: sample requests exist
    // on no server, so deciding them makes no call
    mutationFn: async (decision: Decision) => {
      if (isSample) return null;
      const seen = request;
      try {
        return await send(seen, decision);
      } catch (error) {
        if (isApiError(error) && error.status === 409) throw await explainConflict(seen, error);
        throw error;
      }
    },
    onMutate: () => setChanged(null),
    onSuccess: (_result, decision) => {
      if (decision.type === 'request-info') {
        toast(
          isSample
            ? { title: 'Sample data', description: 'This is a sample request, so no message was sent.' }
            : {
                title: 'Information Requested',
                description: `Your message has been sent to ${request.name}.`,
              },
        );
        return;
      }
      removeFromQueue();
      toast(DECIDED[decision.type]);
    },
    onError: (error, decision) => {
      if (error instanceof ChangedSinceOpened) setChanged(error.message);
      toast({
        title: `${FAILED[decision.type]} ${request.name}`,
        description: error.message,
        variant: 'destructive',
      });
    },
    onSettled: (_result, error, decision) => {
      // an approved or rejected request is on its way out of the list: stay locked till then
      if (error || decision.type === 'request-info') inFlight.current = false;
      // the server is the truth: a request asked for information leaves the pending queue
      // too, and a 409 (decided elsewhere) drops a stale one. Every list, the counts and the
      // request's history change with a decision. Samples have no server.
      if (!isSample && !(error instanceof ChangedSinceOpened)) {
        void queryClient.invalidateQueries({ queryKey: verificationKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: verificationKeys.counts() });
        void queryClient.invalidateQueries({ queryKey: verificationKeys.history(request.id) });
        // the figures follow without a reload: an approval or a rejection moves Active Lawyers
        // (docs/decisions/0118-admin-figures-that-mean-something.md)
        void queryClient.invalidateQueries({ queryKey: MY_STATS_KEY });
      }
    },
  });

  const decide = (decision: Decision, options?: DecideCallbacks) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(decision, options);
  };

  return { decide, changed, running: mutation.isPending ? mutation.variables?.type : undefined };
}
