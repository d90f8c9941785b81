// spec §2: the lawyer dashboard's lists as sample data. They stand in where the backend keeps no
// cases or does not book (a 404: docs/decisions/0095-the-lawyers-leads-screens.md,
// docs/decisions/0099-consultations-on-the-dashboards.md).
import type { Urgency } from '@/api/cases-contract';

export interface SampleCase {
  id: string;
  title: string;
  client: string;
  category: string;
  location: string;
  postedDate: string;
  urgency: Urgency;
  description: string;
}

export interface SampleConsultation {
  id: string;
  client: string;
  type: string;
  date: string;
  time: string;
  status: 'Confirmed' | 'Pending';
}

export const SAMPLE_CASES: SampleCase[] = [
  {
    id: 'c1',
    title: 'Child arrangements after separation',
    client: 'Emma Richardson',
    category: 'Family Law',
    location: 'London',
    postedDate: '2026-11-19',
    urgency: 'High',
    description:
      'My former partner has stopped me seeing our two children. I would like to agree a child arrangements order and understand whether mediation is required first.',
  },
  {
    id: 'c2',
    title: 'Unfair dismissal after 4 years',
    client: "Daniel O'Connor",
    category: 'Employment Law',
    location: 'Manchester',
    postedDate: '2026-11-18',
    urgency: 'Medium',
    description:
      'I was dismissed without a disciplinary meeting after raising a health and safety concern. I want to know if I have a claim at the employment tribunal.',
  },
  {
    id: 'c3',
    title: 'Boundary dispute with neighbour',
    client: 'Aisha Khan',
    category: 'Property Law',
    location: 'Leeds',
    postedDate: '2026-11-15',
    urgency: 'Low',
    description:
      'My neighbour has moved a fence about half a metre onto my garden. The title plan is unclear and I would like advice before it escalates.',
  },
];

export const SAMPLE_CONSULTATIONS: SampleConsultation[] = [
  {
    id: 'k1',
    client: 'Oliver Bennett',
    type: 'Video call',
    date: '2026-11-24',
    time: '10:00',
    status: 'Confirmed',
  },
  {
    id: 'k2',
    client: 'Grace Thompson',
    type: 'Phone call',
    date: '2026-11-25',
    time: '14:30',
    status: 'Pending',
  },
];
