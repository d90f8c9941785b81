// Respond to Case's form, loaded on first use (hover, focus or opening), and again after a failed
// load: asked for by the button (respond-dialog.tsx) and drawn by the dialog (respond-dialog-body.tsx).
import type { ComponentType } from 'react';
import type { CaseResponse } from '@/api/cases-contract';
import type { Category } from '@/api/contract';
import { loadOnce } from '@/lib/load-once';

export type FormComponent = ComponentType<{
  caseId: string;
  category?: Category | null | undefined;
  onSent: (response: CaseResponse) => void;
}>;

export const loadForm = loadOnce<FormComponent>(() =>
  import('@/features/lawyers/leads/respond-form').then((m) => m.RespondForm),
);
/** the form's code, fetched before the dialog opens (on hover or focus of its button) */
export const preloadForm = () => void loadForm().catch(() => undefined);
