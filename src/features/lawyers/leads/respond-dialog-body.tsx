// The Respond to Case dialog itself, with Radix Dialog, in a file of its own: the leads draw with
// only its button (respond-dialog.tsx; docs/decisions/0138-schemas-built-on-first-use.md).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CaseResponse } from '@/api/cases-contract';
import type { Category } from '@/api/contract';
import type { OpenedDialogProps } from '@/components/dialog-opener';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { markResponded } from '@/features/lawyers/leads/lead-queries';
import { loadForm, type FormComponent } from '@/features/lawyers/leads/respond-form-load';

export interface RespondLead {
  id: string;
  title: string;
  clientFirstName?: string | null | undefined;
  /** the case's area: the lawyer's service of it fills the quote in */
  category?: Category | null | undefined;
}

interface Props extends OpenedDialogProps {
  lead: RespondLead;
}

/** Once sent the dialog closes, a notification says so and the lead shows 'Responded' (its
 * button then leaves the page). */
export function RespondDialogBody({ lead, open, onOpenChange, trigger }: Props) {
  const queryClient = useQueryClient();
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
    onOpenChange(false);
    toast({
      title: 'Response sent',
      description: `${lead.clientFirstName ?? 'The client'} can now read your response to "${lead.title}".`,
    });
    markResponded(queryClient, lead.id, response);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        wide
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
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
