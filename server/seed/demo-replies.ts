// Some cases of the demo market already have answers, as a market a few days old would: each
// reply comes from the nearest demo lawyer the case is a lead for who has not answered it yet
// (docs/decisions/0093-a-believable-demo-market.md). Keyed by the story's title.
import type { DemoResponse } from './demo-types.ts';

// prettier-ignore
export const REPLIES: Readonly<Record<string, DemoResponse[]>> = {
  'Ex-partner wants to move abroad with our son': [
    { message: 'If she has not got your agreement or a court order, she cannot lawfully take him abroad to live. We can ask her to confirm in writing that she will not go, and apply for a prohibited steps order at once if she refuses.', fee: { kind: 'fixed', amountPence: 25_000 } },
  ],
  'Partner remanded in custody': [
    { message: 'The CCTV needs to be secured now, before it is overwritten. I can see him in custody this week, take his account and prepare a fresh bail application built around the self-defence evidence.', fee: null },
    { message: 'I am duty solicitor at the local courts most weeks and can attend the bail hearing. Please send me his custody record number and the name of the officer in the case so I can start.', fee: { kind: 'hourly', amountPence: 19_500 } },
  ],
  'Sponsor gone into administration': [
    { message: 'When a sponsor fails, the Home Office normally cuts leave short to 60 days, which gives you time to find a new sponsor and apply. Let us check the job offers you have against the salary and skill rules straight away.', fee: { kind: 'fixed', amountPence: 18_000 } },
  ],
  'Knocked off my bike by a van': [
    { message: 'You do not have to use the insurer\'s solicitors. On these facts the van driver is very likely to be at fault, and I would take your claim on a no win, no fee agreement, including the cost of the bike.', fee: null },
  ],
  'Buying a house and the survey found damp': [
    { message: 'Until you exchange contracts you can renegotiate or withdraw. Get a quote from a damp specialist and a roofer this week and we can put a reduced offer to the seller\'s solicitors before the exchange date.', fee: { kind: 'fixed', amountPence: 15_000 } },
  ],
  'Sacked after telling my employer I was pregnant': [
    { message: 'Dismissal because of pregnancy is automatically unfair and also discrimination, whatever your length of service. The time limit is three months less a day, and ACAS early conciliation comes first. I can review your appraisal and emails this week.', fee: { kind: 'fixed', amountPence: 20_000 } },
  ],
  'HMRC enquiry into my tax return': [
    { message: 'Before you send anything to HMRC we should go through your records together and work out what, if anything, was missed. Dealing with the enquiry openly usually keeps penalties at the lower end.', fee: { kind: 'hourly', amountPence: 26_000 } },
  ],
  'Investor wants a seat on our board': [
    { message: 'I act for founders on early investment rounds every month. Send me the term sheet and I will mark up the points that matter most, such as the investor\'s veto rights, leaver provisions and the option pool.', fee: { kind: 'fixed', amountPence: 45_000 } },
  ],
};
