import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import type { CaseResponse } from '@/api/cases-contract';
import type { Category } from '@/api/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { markResponded } from '@/features/lawyers/leads/lead-queries';

type FormComponent = ComponentType<{
  caseId: string;
  category?: Category | null | undefined;
  onSent: (response: CaseResponse) => void;
}>;

// The form's code loads on first use (hover, focus or opening), and again after a failed load.
let loading: Promise<FormComponent> | undefined;
const loadForm = () =>
  (loading ??= import('@/features/lawyers/leads/respond-form').then(
    (m) => m.RespondForm,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
const preload = () => void loadForm().catch(() => undefined);

interface Props {
  lead: {
    id: string;
    title: string;
    clientFirstName?: string | null | undefined;
    /** the case's area: the lawyer's service of it fills the quote in */
    category?: Category | null | undefined;
  };
  size?: 'sm' | 'default';
}

/** Respond to Case, from the list and from the lead's page. Once sent the dialog closes, a
 * notification says so and the lead shows 'Responded' (its trigger then leaves the page). */
export function RespondDialog({ lead, size = 'sm' }: Props) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [Form, setForm] = useState<FormComponent | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!open || Form || loadFailed) return;
    let current = true;
    loadForm().then(
      (component) => current && setForm(() => component),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, Form, loadFailed]);

  const onSent = (response: CaseResponse) => {
    // closes first: a notification behind a modal dialog is hidden from assistive technology
    setOpen(false);
    toast({
      title: 'Response sent',
      description: `${lead.clientFirstName ?? 'The client'} can now read your response to "${lead.title}".`,
    });
    markResponded(queryClient, lead.id, response);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size={size}
          aria-label={`Respond to Case: ${lead.title}`}
          onPointerEnter={preload}
          onFocus={preload}
        >
          Respond to Case
        </Button>
      </DialogTrigger>
      <DialogContent wide>
        <DialogHeader>
          <DialogTitle>Respond to Case</DialogTitle>
          <DialogDescription>
            {lead.title}
            {lead.clientFirstName ? ` · ${lead.clientFirstName}` : ''}
          </DialogDescription>
        </DialogHeader>
        {Form ? (
          <Form caseId={lead.id} category={lead.category} onSent={onSent} />
        ) : loadFailed ? (
          <div className="grid justify-items-start gap-3">
            <Alert className="w-full">
              The form could not be loaded. Check your connection and try again.
            </Alert>
            <Button variant="outline" onClick={() => setLoadFailed(false)}>
              Try again
            </Button>
          </div>
        ) : (
          <Spinner label="Loading the form" />
        )}
      </DialogContent>
    </Dialog>
  );
}
