import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { categorySchema } from '@/api/contract';

// spec §5: title, location and description are required; category is optional
const caseFormSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a case title').max(200, 'Keep the title under 200 characters'),
  location: z.string().trim().min(1, 'Please enter your location').max(100, 'Keep the location under 100 characters'),
  category: z.union([z.literal(''), categorySchema]),
  description: z
    .string()
    .trim()
    .min(1, 'Please describe your case')
    .max(5000, 'Keep the description under 5,000 characters'),
});
export type CaseFormValues = z.input<typeof caseFormSchema>;

export const EMPTY_CASE: CaseFormValues = { title: '', location: '', category: '', description: '' };

export function useCaseForm() {
  return useForm<CaseFormValues>({ resolver: zodResolver(caseFormSchema), defaultValues: EMPTY_CASE });
}
