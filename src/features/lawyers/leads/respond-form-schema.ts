import { z } from 'zod';
import { FEE_KINDS, RESPONSE_MAX, responseCreateSchema, type ResponseCreate } from '@/api/cases-contract';

// The Respond to Case form: the message as the contract checks it (its own messages), and a fee
// typed in pounds, sent in pence (docs/decisions/0095-the-lawyers-leads-screens.md).

/** the contract's ceiling, 10,000,000 pence */
const MAX_PENCE = 10_000_000;
const POUNDS = /^\d+(?:\.\d+)?$/;

const FEE_CHOICES = ['none', ...FEE_KINDS] as const;

/** '£1,250.5' → '1250.5': the symbol, thousands commas and spaces are only how it was typed. */
const plainAmount = (typed: string) => typed.replace(/[£,\s]/g, '');

/** Whole pence of an amount already checked against POUNDS, without floating-point rounding. */
function penceOf(amount: string) {
  const [pounds = '0', pence = ''] = amount.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

function amountProblem(typed: string): string | null {
  const amount = plainAmount(typed);
  if (amount === '') return 'Enter the amount in pounds, such as 250.';
  if (!POUNDS.test(amount)) return 'Enter the amount as a number of pounds, such as 250 or 95.50.';
  if ((amount.split('.')[1] ?? '').length > 2)
    return 'Enter the amount with at most 2 decimal places (pence).';
  const pence = penceOf(amount);
  if (pence <= 0) return 'Enter an amount greater than £0.';
  if (pence > MAX_PENCE) return 'Enter an amount of at most £100,000.';
  return null;
}

export const respondFormSchema = z
  .object({
    // blank first, in the contract's words; then the contract's own length rules
    message: z
      .string()
      .trim()
      .min(1, 'This field may not be blank.')
      .pipe(responseCreateSchema.shape.message),
    feeKind: z.enum(FEE_CHOICES),
    amount: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.feeKind === 'none') return;
    const problem = amountProblem(values.amount);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
  })
  .transform(({ message, feeKind, amount }): ResponseCreate =>
    feeKind === 'none'
      ? { message }
      : { message, fee: { kind: feeKind, amountPence: penceOf(plainAmount(amount)) } },
  );

export type RespondFormValues = z.input<typeof respondFormSchema>;

export const EMPTY_RESPONSE: RespondFormValues = { message: '', feeKind: 'none', amount: '' };

/** 'N / 2,000 characters', counting what will be sent (the ends are trimmed). */
export function characterCount(message: string) {
  return `${message.trim().length.toLocaleString('en-GB')} / ${RESPONSE_MAX.toLocaleString('en-GB')} characters`;
}
