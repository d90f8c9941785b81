import { Briefcase, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import type { MatchedLawyer } from '@/api/contract';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { CaseForm, type PostFailure } from '@/features/cases/case-form';
import { EMPTY_CASE, useCaseForm, type CaseFormValues } from '@/features/cases/case-form-schema';
import { RecommendedLawyers, type MatchOutcome } from '@/features/cases/recommended-lawyers';
import { usePostCase } from '@/features/cases/use-post-case';
import { useAuth } from '@/session/use-auth';
import { useWelcome } from '@/session/welcome';

const POST_FAILED = 'Something went wrong. Please try again.';

export function ClientDashboardPage() {
  const { user } = useAuth();
  const welcome = useWelcome(user?.name);
  const form = useCaseForm();
  const postCase = usePostCase();
  const [isFormOpen, setFormOpen] = useState(false);
  const [failure, setFailure] = useState<PostFailure | null>(null);
  const [lawyers, setLawyers] = useState<MatchedLawyer[]>([]);
  const [outcome, setOutcome] = useState<MatchOutcome>('none');
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // The Post New Case button is disabled while the form is open, so focus would be lost:
  // it moves into the form on open and back to the button on close.
  useEffect(() => {
    if (isFormOpen) form.setFocus('title');
    else if (wasOpen.current) openButton.current?.focus();
    wasOpen.current = isFormOpen;
  }, [isFormOpen, form]);

  // spec §4: the form closes on Cancel or after a post, and its fields are cleared
  const closeForm = () => {
    form.reset(EMPTY_CASE);
    setFailure(null);
    setFormOpen(false);
  };

  const onSubmit = (values: CaseFormValues) => {
    setFailure(null);
    postCase.mutate(values, {
      onSuccess: (result) => {
        if (result.matched) {
          toast({ title: 'Case Posted Successfully', description: 'We found lawyers for your case!' });
          setLawyers(result.lawyers);
          setOutcome('matched');
        } else {
          toast({ title: 'No Match Found', description: "Sorry, we couldn't find a match right now", variant: 'destructive' });
          setLawyers([]);
          setOutcome('unmatched');
        }
        closeForm();
      },
      // everything typed stays in the open form, ready to post again
      onError: (error) => {
        setFailure({ message: POST_FAILED, reason: isApiError(error) ? error.message : null });
        toast({ title: 'Error', description: POST_FAILED, variant: 'destructive' });
      },
    });
  };

  return (
    <>
      <PageHeading title="Client Dashboard">{welcome}. Tell us about your legal issue.</PageHeading>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Plus className="size-5 text-blue-800" aria-hidden="true" />
              Post New Case
            </CardTitle>
            <CardDescription>Describe your legal issue and get matched with verified lawyers.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button ref={openButton} onClick={() => setFormOpen(true)} disabled={isFormOpen} aria-expanded={isFormOpen}>
              Post New Case
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Briefcase className="size-5 text-blue-800" aria-hidden="true" />
              Your Cases
            </CardTitle>
            <CardDescription>Track your cases and consultations.</CardDescription>
          </CardHeader>
          {/* spec §9: fixed figures */}
          <CardContent className="grid gap-1 text-slate-800">
            <p>
              <span className="text-2xl font-bold text-slate-900">2</span> active cases
            </p>
            <p>
              <span className="text-2xl font-bold text-slate-900">1</span> pending consultation
            </p>
          </CardContent>
        </Card>
      </div>
      {isFormOpen ? (
        <div className="mt-6">
          <CaseForm
            form={form}
            isPosting={postCase.isPending}
            failure={failure}
            onSubmit={onSubmit}
            onCancel={closeForm}
          />
        </div>
      ) : null}
      <RecommendedLawyers lawyers={lawyers} outcome={outcome} isLoading={postCase.isPending} />
    </>
  );
}
