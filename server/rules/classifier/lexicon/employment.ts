// Employment Law: people at work and their employers: dismissal and redundancy, pay and
// hours, leave, discrimination and bullying at work, contracts of employment, tribunals.
// Weights: see ../keywords.ts.
// prettier-ignore
export const EMPLOYMENT: Record<string, number> = {
  // the job
  'employer': 3, 'employment': 3, 'employee': 2.5, 'employees': 2.5, 'employed': 1.5, 'job': 2.5,
  'my job': 3, 'workplace': 3, 'at work': 2, 'my work': 1.5, 'work wont': 3, 'work is making me': 3,
  'worked for': 2, 'work for': 2, 'working for': 2, 'weeks of work': 2.5, 'boss': 3, 'my boss': 3.5,
  'manager': 2, 'my manager': 3, 'line manager': 3.5, 'supervisor': 2.5, 'colleague': 2.5,
  'colleagues': 2.5, 'coworker': 2.5, 'co worker': 2.5, 'my team': 2.5, 'staff': 1.5, 'hr': 3,
  'human resources': 3, 'teacher here': 2, 'nurse here': 2, 'teacher': 1, 'apprentice': 3,
  'apprenticeship': 4, 'care agency': 2, 'care worker': 3, 'delivery driver': 2, 'courier': 1.5,
  'gig economy': 4, 'worker status': 5, 'employment status': 5, 'self employed': 1, 'per drop': 2,
  'agency worker': 5, 'warehouse': 1, 'hired': 1.5, 'recruitment': 1.5, 'job offer': 4,
  'offer of employment': 4, 'job interview': 3, 'reference': 2, 'probation period': 4, 'probationary': 3,
  // leaving
  'dismiss': 3.5, 'dismissed': 3.5, 'dismissal': 3.5, 'unfair dismissal': 5, 'wrongful dismissal': 5,
  'constructive dismissal': 5, 'fired': 3, 'fired me': 4, 'got fired': 4, 'sacked': 4, 'let go': 3,
  'let me go': 3.5, 'laid off': 4, 'lay off': 4, 'made redundant': 5, 'redundancy': 4.5,
  'redundant': 4.5, 'voluntary redundancy': 5, 'resign': 3.5, 'resigned': 3.5, 'resignation': 3.5,
  'quit my job': 5, 'forced to resign': 5, 'forcing me out': 3, 'pushing me out': 3, 'push me out': 3,
  'managed out': 3, 'notice period': 5, 'notice pay': 5, 'settlement agreement': 5, 'deal to leave': 3,
  'leave quietly': 2.5, 'exit package': 4, 'severance': 4, 'replacement': 1.5, 'role at risk': 4,
  'restructuring': 2,
  // discipline and complaints
  'disciplinary': 4, 'grievance': 4, 'final written warning': 5, 'written warning': 4, 'warning': 1,
  'gross misconduct': 5, 'misconduct': 3, 'suspended': 2.5, 'suspension': 2.5, 'capability': 3,
  'whistleblowing': 5, 'whistleblower': 5, 'employment tribunal': 5, 'tribunal': 1.5, 'acas': 5,
  'early conciliation': 5, 'conciliation': 3, 'bullied': 2, 'bullying': 2, 'bullies': 2,
  'discrimination': 2.5, 'discriminated': 2.5, 'equal pay': 5, 'paid less than': 3, 'racist comments': 3,
  'racism': 2, 'sexist': 2, 'ageism': 4, 'older staff': 3, 'reasonable adjustments': 4,
  'adjust my': 1.5, 'religious': 0.5, 'practising': 1, 'make me work': 3,
  // pay, hours and leave
  'salary': 3, 'wages': 3, 'wage': 3, 'unpaid wages': 5, 'been paid': 2.5, 'pay': 0.5, 'paid me': 1.5,
  'pays me': 2, 'payslip': 4, 'p45': 4, 'minimum wage': 5, 'living wage': 4, 'pay rise': 3.5,
  'pay cut': 4, 'bonus': 2, 'overtime': 3.5, 'breakages': 1.5, 'holiday pay': 5, 'holiday entitlement': 5,
  'annual leave': 4, 'take the holiday': 3, 'take holiday': 3, 'sick pay': 5, 'sick leave': 4,
  'off sick': 4, 'signed off': 3, 'sick note': 3, 'fit note': 4, 'maternity': 4, 'maternity leave': 5,
  'paternity leave': 5, 'parental leave': 5, 'time off': 2, 'pregnant': 1.5, 'told my boss': 3,
  'shift': 2.5, 'shifts': 2.5, 'working hours': 3, 'contracted hours': 4, 'my hours': 2.5, 'hours': 1,
  'zero hours': 5, 'flexible working': 5, 'furlough': 4, 'travel time': 2, 'pension contributions': 3,
  'promotion': 2.5, 'training': 1,
  // contracts of employment
  'contract of employment': 5, 'employment contract': 5, 'new contract': 2, 'non compete': 4,
  'restriction on competitors': 3, 'tupe': 5, 'new owners': 2, 'our terms': 2, 'my terms': 2,
  'retire': 2.5, 'retirement': 2.5, 'final pay': 3, 'out of my pay': 3, 'my pay': 2, 'deducted': 1.5,
  'work from home': 2.5, 'hybrid working': 4, 'shared parental leave': 5, 'raised concerns': 4,
  'at my work': 2, 'new employer': 3, 'holiday': 1, 'refused a job': 3, 'disability': 2.5, 'rota': 3,
  'retaliation': 2,
  '0 hour': 5, '0 hours': 5, 'breaks': 2, 'rest breaks': 4, 'how much notice': 3, 'give notice': 2,
  'to quit': 2, 'sexually harassed': 4, 'harassed': 2, 'work at': 1.5, 'my contract': 2.5, 'monitoring': 2,
  'keystrokes': 2, 'disciplined': 3, 'discipline': 3, 'a woman': 1.5, 'sex discrimination': 5,
  'performance improvement plan': 5, 'performance': 2, 'union rep': 4, 'trade union': 4, 'union': 2,
  'management': 1,
  'part time': 2.5, 'go part time': 3, 'back in the office': 3, 'dismissed for': 2, 'for work': 1.5,
};
