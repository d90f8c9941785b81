// Words of problems that none of the eight areas covers, by where the client is better
// pointed: wills and estates (a solicitor for wills and probate), and consumer, money and
// everyday matters (free advice services). Weights: see keywords.ts.
// prettier-ignore
export const OUTSIDE = {
  'wills-and-estates': {
    'a will': 4, 'the will': 3.5, 'her will': 4, 'his will': 4, 'their will': 4, 'no will': 4,
    'without a will': 5, 'wills': 5, 'make a will': 5, 'write a will': 5, 'write my will': 5,
    'make my will': 5, 'update my will': 5, 'change my will': 5, 'in my will': 4, 'will and testament': 5,
    'contest the will': 5, 'contest a will': 5, 'probate': 5, 'executor': 5, 'executors': 5, 'estate': 2,
    'my late': 2, 'died without': 3, 'inherit': 1.5, 'inherits': 2, 'beneficiary': 3, 'intestacy': 5,
    'intestate': 5, 'power of attorney': 5, 'lasting power of attorney': 5, 'attorney': 2,
    'court of protection': 5, 'deputyship': 5, 'mental capacity': 3, 'dementia': 2, 'funeral': 2,
    'mum died': 3, 'dad died': 3, 'died last': 2, 'passed away': 2, 'register a death': 4,
  },
  consumer: {
    'refund': 3.5, 'refunds': 3.5, 'faulty': 2, 'retailer': 2, 'the shop': 1.5, 'bought a': 1.5,
    'i bought': 1.5, 'online seller': 4, 'my order': 2, 'never sent': 2, 'never arrived': 3,
    'never turned up': 2, 'tradesman': 3, 'warranty': 3, 'guarantee': 1, 'consumer': 4,
    'consumer rights': 5, 'ombudsman': 3, 'membership': 3, 'subscription': 3,
    'cancel my': 2, 'cancel it': 2, 'phone contract': 4, 'mobile phone': 2, 'broadband': 3.5,
    'energy company': 4, 'energy supplier': 4, 'overcharged': 3, 'bill': 1.5, 'vet': 4, 'vet bill': 5,
    'garage': 1.5, 'car repair': 4, 'repair on my car': 4, 'mechanic': 3, 'dealer': 2, 'car dealer': 4,
    'used car': 3, 'hidden fault': 3, 'washing machine': 3, 'laptop': 2, 'appliance': 3,
    'manufacturer': 1.5, 'flight': 3.5, 'airline': 4, 'suitcase': 3, 'luggage': 3, 'holiday company': 4,
    'travel company': 4, 'package holiday': 4, 'booking': 1.5, 'wedding venue': 4, 'venue': 2,
    'photographer': 2, 'customer service': 3, 'receptionist': 2, 'rude': 2, 'complain about': 1.5,
    'sofa': 2.5, 'furniture': 2.5, 'paid a deposit for a': 2, 'water company': 4, 'gas company': 4,
    'energy bill': 4, 'water bill': 4, 'insurance company': 3, 'refuses to pay': 1.5, 'storm damage': 3,
    'charged me': 2, 'vets': 4, 'dry cleaner': 4, 'phone screen': 3, 'second hand car': 3, 'engine': 2,
    'ryanair': 3, 'easyjet': 3, 'cold calling': 3, 'landline': 2, 'cashback': 3,
  },
  'money-and-benefits': {
    'debt collectors': 5, 'debt': 2, 'bailiffs': 3, 'credit card': 4, 'loan': 1.5, 'payday loan': 4,
    'bank': 1, 'my bank': 2, 'scam': 3, 'tricked into': 3, 'universal credit': 5, 'benefits': 2.5,
    'dwp': 4, 'pip': 4, 'pip assessment': 5, 'esa': 3, 'sanction': 2, 'sanctioned': 2.5, 'jobcentre': 3,
    'bankrupt': 3, 'bankruptcy': 3,
    'closed my account': 2, 'scammed': 3, 'fake investment': 2, 'housing benefit': 4, 'carers allowance': 4,
    'overpayment': 1,
  },
  everyday: {
    'parking': 2.5, 'parking ticket': 5, 'parking fine': 5, 'parking charge': 5, 'charge notice': 3,
    'pcn': 5, 'penalty charge notice': 5, 'car park': 4, 'bus lane': 4, 'noise': 3, 'noisy': 2,
    'loud music': 4, 'barks': 3, 'barking': 3, 'nuisance': 2, 'environmental health': 4,
    'excluded from school': 5, 'exclusion': 2, 'school place': 4, 'admissions': 3, 'defamation': 4,
    'libel': 4, 'slander': 4, 'posted lies': 4, 'lies about me': 3, 'facebook': 1, 'social media': 1.5,
    'data protection': 4, 'personal data': 3, 'subject access': 4, 'deed poll': 5, 'change my name': 3,
    'live music': 4, 'bullied at school': 4, 'headteacher': 3, 'blog': 2, 'published false': 3,
    'delete the data': 3, 'data they hold': 3, 'maiden name': 4, 'bins': 3, 'low emission zone': 4,
    'ulez': 4, 'trading standards': 2,
  },
} as const satisfies Record<string, Record<string, number>>;
