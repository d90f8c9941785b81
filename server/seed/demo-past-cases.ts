// Cases of the past for the demo market: answered weeks ago and closed since, so that the demo
// lawyers near the demo client's cases have three or more responses in the last 90 days and their
// cards say 'Usually responds within N hours' (docs/decisions/0125-fair-leads-and-response-time.md).
// Each is a market client's: the demo client's own cases stay as they are. A response names its
// lawyer, or goes to the nearest not yet answering; `afterHours` is how long after the posting.
import { DEMO_LAWYER_EMAIL } from './demo-data.ts';
import type { DemoCase, DemoResponse } from './demo-types.ts';

const RACHEL = 'rachel.adams@lawmatch.test';
const MOHAMMED = 'mohammed.iqbal@lawmatch.test';
const DAY = 24;

const reply = (afterHours: number, message: string, lawyer?: string): DemoResponse => ({
  ...(lawyer === undefined ? {} : { lawyer }),
  message,
  fee: null,
  afterHours,
});

type Past = Omit<DemoCase, 'client' | 'urgency'>;

const PAST: Past[] = [
  {
    title: 'Holiday pay after leaving my job',
    description:
      'My employer has not paid the holiday I had built up when I left last month. They say it was lost when I resigned. I would like to know whether I can claim it.',
    location: 'Manchester',
    category: 'Employment Law',
    hoursAgo: 70 * DAY,
    closedHoursAgo: 60 * DAY,
    responses: [
      reply(
        2,
        'Holiday built up and not taken must be paid when you leave. A letter first, then ACAS if they still refuse.',
        RACHEL,
      ),
      reply(
        5,
        'Accrued holiday is owed on leaving whatever the reason. I can check your contract and the figure.',
        MOHAMMED,
      ),
      reply(9, 'This is usually settled by a firm letter; I can send one this week.'),
    ],
  },
  {
    title: 'Zero-hours contract and no shifts since I complained',
    description:
      'Since I complained to my manager about safety in the warehouse I have not been given any shifts. I am on a zero-hours contract. Is there anything I can do?',
    location: 'Manchester',
    category: 'Employment Law',
    hoursAgo: 40 * DAY,
    closedHoursAgo: 30 * DAY,
    responses: [
      reply(
        1,
        'Being denied shifts after raising safety concerns may be a detriment the law protects you from. Keep the messages.',
        RACHEL,
      ),
      reply(
        3,
        'A safety complaint is protected even on a zero-hours contract. We can look at the timing together.',
        MOHAMMED,
      ),
      reply(6, 'You may have a detriment claim; the three-month time limit matters, so act soon.'),
    ],
  },
  {
    title: 'Redundancy selection felt unfair',
    description:
      'I was selected for redundancy after ten years and two newer colleagues were kept. Nobody explained the scores. I would like advice on whether the selection was fair.',
    location: 'Manchester',
    category: 'Employment Law',
    hoursAgo: 12 * DAY,
    closedHoursAgo: 5 * DAY,
    responses: [
      reply(
        4,
        'You are entitled to see how you were scored. Ask for the selection matrix in writing first.',
        RACHEL,
      ),
      reply(
        2,
        'Ten years of service gives you full rights; an unexplained selection may be unfair. Happy to review.',
        MOHAMMED,
      ),
    ],
  },
  {
    title: 'Child maintenance stopped after a new job',
    description:
      'My former partner stopped paying child maintenance when he changed jobs three months ago. We had a family-based arrangement. What are my options?',
    location: 'London',
    category: 'Family Law',
    hoursAgo: 60 * DAY,
    closedHoursAgo: 50 * DAY,
    responses: [
      reply(
        1.5,
        'The Child Maintenance Service can take over a family-based arrangement. I can explain how to apply.',
        DEMO_LAWYER_EMAIL,
      ),
      reply(
        4,
        'You can apply to the Child Maintenance Service today; there are steps to recover arrears too.',
      ),
    ],
  },
  {
    title: 'Name change for my daughter',
    description:
      'I would like to change my daughter’s surname to mine after our separation. Her father has not replied to my messages. What do I need to do?',
    location: 'London',
    category: 'Family Law',
    hoursAgo: 33 * DAY,
    closedHoursAgo: 25 * DAY,
    responses: [
      reply(
        3,
        'Without his consent you would need the court’s permission. I can outline the application and the likely view.',
        DEMO_LAWYER_EMAIL,
      ),
      reply(7, 'A specific issue order may be needed; first try to get his written consent.'),
    ],
  },
  {
    title: 'A prenuptial agreement before we marry',
    description:
      'We are getting married next spring and would like a prenuptial agreement because I own a flat. How long does it take and what makes it hold up?',
    location: 'London',
    category: 'Family Law',
    hoursAgo: 9 * DAY,
    closedHoursAgo: 2 * DAY,
    responses: [
      reply(
        2,
        'Signed at least 28 days before the wedding, with advice and disclosure on both sides, it is likely to be upheld.',
        DEMO_LAWYER_EMAIL,
      ),
      reply(20, 'We can draft it with full disclosure; allow six to eight weeks before the wedding.'),
    ],
  },
];

/** The cases of the past, each a client's of `clients` in turn (market clients, not the demo client). */
export const pastCases = (clients: ReadonlyArray<{ email: string }>): DemoCase[] =>
  PAST.flatMap((past, i) => {
    const client = clients[i % Math.max(1, clients.length)];
    return client ? [{ ...past, client: client.email, urgency: 'Medium' as const }] : [];
  });
