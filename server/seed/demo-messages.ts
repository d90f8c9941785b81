// What the demo client and the lawyers who answered her have written to each other since
// (docs/conversations.md, docs/decisions/0093-a-believable-demo-market.md): a few messages in the
// conversations the responses and the requested consultation opened, a document among them, the
// last of each not yet read by its recipient. Each message comes so many minutes after the one
// before (the first after the conversation opened).
import type { Sender } from '../../src/api/conversations-contract.ts';
import { DEMO_CLIENT, DEMO_LAWYER_EMAIL } from './demo-data.ts';

export interface DemoMessage {
  from: Sender;
  after: number;
  text: string;
  /** titles of one-page PDFs attached to it (seed/sample-files.ts), each named `<title>.pdf` */
  files?: string[];
}

export interface DemoThread {
  client: string;
  lawyer: string;
  caseTitle: string;
  messages: DemoMessage[];
}

const GRIEVANCE = 'Dismissed after raising a grievance';

// prettier-ignore
export const DEMO_THREADS: readonly DemoThread[] = [
  {
    client: DEMO_CLIENT.email,
    lawyer: 'rachel.adams@lawmatch.test',
    caseTitle: GRIEVANCE,
    messages: [
      { from: 'client', after: 40, text: 'Thank you for replying so quickly. I have the grievance letter and the e-mail dismissing me. Should I send them here?' },
      { from: 'lawyer', after: 70, text: 'Yes, please attach both here, and tell me the date you received the dismissal e-mail so I can work out your deadline.' },
      { from: 'client', after: 45, text: 'Here they are. The dismissal e-mail came on a Monday, three weeks ago.', files: ['Grievance letter', 'Dismissal e-mail'] },
      { from: 'lawyer', after: 90, text: 'Thank you, Sarah. You are well within the three months, but ACAS early conciliation should start this week. I can call you tomorrow to go through your options.' },
    ],
  },
  {
    client: DEMO_CLIENT.email,
    lawyer: 'mohammed.iqbal@lawmatch.test',
    caseTitle: GRIEVANCE,
    messages: [
      { from: 'client', after: 120, text: 'Could we also look at the unpaid overtime? I kept a record of my hours for the last year.' },
      { from: 'lawyer', after: 60, text: 'Certainly. Bring the record to a first call: unpaid overtime can often be claimed alongside the dismissal.' },
    ],
  },
  {
    client: DEMO_CLIENT.email,
    lawyer: DEMO_LAWYER_EMAIL,
    caseTitle: 'Arrangements for my children after separating',
    messages: [
      { from: 'client', after: 20, text: 'Before we meet: my former partner has suggested mediation. Is it worth trying first?' },
      { from: 'lawyer', after: 35, text: 'In most cases, yes. A mediation information meeting is usually needed before an application to court anyway, and we can talk through how to prepare for it when we meet.' },
      { from: 'client', after: 25, text: 'That helps, thank you. I will bring the letter from the mediation service.' },
    ],
  },
];
