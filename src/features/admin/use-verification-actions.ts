import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  approveVerificationRequest,
  rejectVerificationRequest,
  requestVerificationInfo,
  type RejectBody,
  type RequestInfoBody,
} from '@/api/admin';
import type { VerificationRequest } from '@/api/contract';
import { toast } from '@/components/ui/use-toast';
import { verificationKeys, type VerificationQueue } from '@/features/admin/verification-queries';

export type Decision =
  | { type: 'approve' }
  | { type: 'reject'; body: RejectBody }
  | { type: 'request-info'; body: RequestInfoBody };
export type DecisionType = Decision['type'];
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

function send(id: string, decision: Decision) {
  switch (decision.type) {
    case 'approve':
      return approveVerificationRequest(id);
    case 'reject':
      return rejectVerificationRequest(id, decision.body);
    case 'request-info':
      return requestVerificationInfo(id, decision.body);
  }
}

/** The three decisions on one request; one runs at a time. */
export function useVerificationActions(request: VerificationRequest, isSample: boolean) {
  const queryClient = useQueryClient();
  // isPending reaches the buttons a render later; the ref makes a double click decide once
  const inFlight = useRef(false);

  const removeFromQueue = () =>
    queryClient.setQueryData<VerificationQueue>(
      verificationKeys.pending(),
      (queue) => queue && { ...queue, requests: queue.requests.filter((r) => r.id !== request.id) },
    );

  const mutation = useMutation({
    // DESIGN decision 8: sample requests exist on no server, so deciding them makes no call
    mutationFn: (decision: Decision) => (isSample ? Promise.resolve(null) : send(request.id, decision)),
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
    onError: (error, decision) =>
      toast({
        title: `${FAILED[decision.type]} ${request.name}`,
        description: error.message,
        variant: 'destructive',
      }),
    onSettled: (_result, error, decision) => {
      // an approved or rejected request is on its way out of the list: stay locked till then
      if (error || decision.type === 'request-info') inFlight.current = false;
      // the server is the truth: a request asked for information leaves the pending queue
      // too, and a 409 (decided elsewhere) drops a stale one. Samples have no server.
      if (!isSample) void queryClient.invalidateQueries({ queryKey: verificationKeys.pending() });
    },
  });

  const decide = (decision: Decision, options?: DecideCallbacks) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(decision, options);
  };

  return { decide, running: mutation.isPending ? mutation.variables?.type : undefined };
}
