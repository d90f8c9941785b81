import { Search, ShieldCheck, Star } from 'lucide-react';

// spec §2 landing sections; §9: static marketing samples (£150/hour, 4.9, 8+ years), said to be
// examples, each card labelled 'Example': every real rating comes from reviews
// (docs/decisions/0101-reviews-from-consultations.md, 0126-how-we-rank-and-true-landing-words.md).
// The examples' names are no one's in the demo market, and share no name with its demo client
// (docs/decisions/0093-a-believable-demo-market.md).
export const FEATURES = [
  {
    title: 'Verified Professionals',
    text: 'Every lawyer is checked against a government ID, bar registration and a law degree before they can take cases.',
    Icon: ShieldCheck,
  },
  {
    title: 'Smart Matching',
    text: 'AI-assisted matching pairs your case with lawyers by location, specialisation and the needs of your case.',
    Icon: Search,
  },
  {
    title: 'Trusted Reviews',
    text: 'Read reviews from real clients so you can choose with confidence.',
    Icon: Star,
  },
] as const;

export const STEPS = [
  {
    title: 'Post Your Case',
    text: 'Describe your legal issue. Our AI-assisted classification works out which area of law it falls under.',
  },
  {
    title: 'Get Matched',
    text: 'We match you with verified lawyers near you who specialise in exactly that area.',
  },
  { title: 'Book a Consultation', text: 'Pick a time that suits you through our calendar integration.' },
  // no card is taken: the fee is shown before booking and paid to the lawyer directly, as the
  // terms say (docs/decisions/0068-payment-stays-on-paper.md,
  // docs/decisions/0126-how-we-rank-and-true-landing-words.md)
  {
    title: 'Pay Securely',
    text: "See the fee before you book, then pay your lawyer directly, in the ways their firm accepts and under their regulator's rules. LawMatch takes no payment: no money passes through us.",
  },
] as const;

export const SAMPLE_LAWYERS = [
  {
    name: 'Rosalind Ferrers',
    specialty: 'Family Law',
    rating: 4.9,
    city: 'London',
    years: 8,
    hourlyRate: 150,
  },
  {
    name: 'Edmund Hale',
    specialty: 'Corporate Law',
    rating: 4.8,
    city: 'Manchester',
    years: 12,
    hourlyRate: 220,
  },
  {
    name: 'Leena Varma',
    specialty: 'Immigration Law',
    rating: 4.9,
    city: 'Birmingham',
    years: 10,
    hourlyRate: 180,
  },
] as const;
