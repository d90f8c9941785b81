// Corporate Law: setting up and running companies, owners and investors, business contracts
// and disputes between businesses, brands and ideas, insolvency, and a business's duties when
// it hires from abroad. Weights: see keywords.ts.
// prettier-ignore
export const CORPORATE: Record<string, number> = {
  // the business itself
  'company': 2, 'our company': 3, 'my company': 2.5, 'business': 1.5, 'our business': 3, 'my business': 2.5,
  'the business': 1.5, 'a business': 2, 'startup': 3, 'start up': 2, 'firm': 1.5, 'our firm': 3,
  'our agency': 3, 'limited company': 4, 'ltd': 3, 'plc': 3, 'llp': 4, 'sole trader': 4, 'incorporate': 3,
  'community interest company': 5, 'social enterprise': 4, 'charity': 1.5, 'holding company': 5,
  'subsidiary': 4, 'branch': 1, 'companies house': 5, 'articles of association': 5, 'company secretary': 5,
  'filings': 3, 'annual accounts': 3, 'confirmation statement': 5, 'dormant company': 5, 'strike off': 4,
  'cafe': 1.5, 'bakery': 1.5, 'shop': 0.5, 'restaurant': 0.5, 'brewery': 1.5, 'consultancy': 2,
  'franchise': 4, 'franchisee': 4,
  // owners and investors
  'shareholder': 4, 'shareholders': 4, 'shareholders agreement': 5, 'minority shareholder': 5,
  'majority shareholder': 5, 'shares': 2.5, 'share': 0.5, 'issue shares': 4, 'new shares': 3,
  'share buyback': 5, 'share options': 5, 'share option': 5, 'emi': 4, 'equity': 3, 'director': 2.5,
  'directors': 2.5, 'co director': 4, 'board': 1, 'board meeting': 4, 'board resolution': 4,
  'resolution': 1, 'co founder': 5, 'cofounder': 5, 'founder': 3, 'co owner': 2, 'business partner': 4,
  'partner in the business': 4, 'partnership agreement': 4, 'partnership': 1.5, 'investor': 3,
  'investors': 3, 'angel investors': 5, 'investment': 1.5, 'invest': 1.5, 'funding round': 5,
  'seed round': 5, 'venture capital': 5, 'term sheet': 5, 'heads of terms': 3, 'raise money': 2,
  'raise funding': 4, 'crowdfunding': 4, 'deadlock': 3, 'deadlocked': 3, 'buy out': 2.5, 'bought out': 2.5,
  'buyout': 3, 'exit': 1, 'sell my business': 5, 'sell the business': 4, 'selling the business': 4,
  'sell the startup': 4, 'buying our firm': 4, 'merger': 4, 'merging': 4, 'merge': 3, 'acquisition': 4,
  'acquire': 2, 'due diligence': 5, 'joint venture': 5, 'my half of the': 2, 'force me out': 1.5,
  'personally liable': 3, 'personal guarantee': 5, 'business loan': 4, 'dividends': 1,
  // contracts and customers
  'contract': 1, 'contracts': 1, 'agreement': 0.5, 'our agreement': 1.5, 'breach of contract': 2.5,
  'breaching the contract': 2.5, 'clause': 1.5, 'exclusivity': 4, 'exclusivity clause': 5,
  'supplier': 3, 'suppliers': 3, 'distributor': 3.5, 'distribution agreement': 5, 'agency agreement': 4,
  'manufacturer': 1.5, 'wholesale': 3, 'commercial': 2, 'commercial dispute': 4, 'customer': 1.5,
  'customers': 1.5, 'our customers': 2.5, 'our client': 2, 'new client': 2, 'clients': 1, 'client owes': 3,
  'owes us': 3, 'owe us': 3, 'owing us': 3, 'invoice': 2, 'invoices': 2, 'unpaid invoices': 3.5,
  'commission': 1.5, 'terms and conditions': 3, 'terms of business': 4, 'privacy policy': 3,
  'compliance': 1.5, 'gdpr': 2.5, 'nda': 4, 'non disclosure': 4, 'non disclosure agreement': 5,
  'confidentiality agreement': 4, 'tender': 3, 'procurement': 3, 'software': 1, 'app': 1, 'website': 1,
  'competitor': 2.5, 'competitors': 2.5, 'rival business': 4, 'poaching': 2, 'lost a big order': 3,
  // brands and ideas
  'trademark': 4, 'trade mark': 4, 'brand': 2.5, 'brand name': 4, 'our brand': 4, 'intellectual property': 5,
  'patent': 4, 'copyright': 3.5, 'copied our': 3, 'protect the name': 3, 'protect our name': 3,
  'licence agreement': 4, 'licensing': 2.5, 'licence our': 3, 'domain': 1.5, 'recipe': 1,
  // when it goes wrong
  'insolvency': 4, 'insolvent': 4, 'insolvency service': 5, 'liquidation': 4, 'liquidator': 4,
  'into administration': 4, 'wound up': 4, 'winding up': 4, 'wind up': 3, 'go under': 2, 'going under': 2,
  'went bust': 1.5, 'gone bust': 1.5, 'creditors': 2, 'creditor': 2, 'director disqualification': 5,
  'company debts': 3, 'restructure': 2,
  // a business hiring from abroad (the client is the company)
  'sponsor licence': 5, 'sponsorship licence': 5, 'company sponsor': 2, 'hire engineers': 2,
  'we want to hire': 2, 'our staff': 1,
  'own a company': 3, 'stake': 2.5, 'his stake': 3, 'remove a director': 5, 'asset purchase': 4,
  'share purchase': 4, 'marketing agency': 2, 'agency': 1, 'business we bought': 3, 'warranties': 3,
  'accounts': 1, 'supply agreement': 5, 'our products': 3, 'retailer': 1.5, 'infringes': 4, 'infringe': 4,
  'logo': 3, 'administrators': 3, 'hiring': 2, 'new hires': 3, 'right to work checks': 4,
  'right to work documents': 4, 'our partnership': 3, 'taking clients': 3, 'data processing agreement': 5,
  'vendor': 2, 'the code': 2, 'our app': 2, 'unlimited liability': 4, 'liability': 1.5, 'contract with us': 2,
  'accountancy firm': 2, 'partner in an': 2.5, 'partner in a': 2.5, 'late delivery': 2, 'liable': 1.5,
  'in the contract': 1.5, 'voluntary arrangement': 5, 'cva': 5, 'register a company': 5,
};
