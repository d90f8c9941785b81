// Open cases of the demo market about businesses, homes, work and tax, each in a town that makes
// it a lead for the demo lawyers of its area there and around
// (docs/decisions/0093-a-believable-demo-market.md). The classifier reads each description as its
// area; tests/server/seed/demo-market.test.ts checks that, and that every demo lawyer has a lead.
import type { StoryRow } from './demo-types.ts';

// prettier-ignore
export const CORPORATE_STORIES: StoryRow[] = [
  ['Milton Keynes', 'Medium', 26, 'Investor wants a seat on our board', 'An angel investor has offered to put money into our software start-up in exchange for shares and a seat on the board. We need the term sheet reviewed and a shareholders agreement that protects the founders.'],
  ['Royal Tunbridge Wells', 'Low', 180, 'Leaving the company I co-founded', 'I co-founded a marketing agency eight years ago and own 40% of the shares. My business partner and I have fallen out and I want to leave. How do we value my shares and agree a buyout?'],
  ['Sheffield', 'Medium', 70, 'Buying a competitor', 'Our engineering company has agreed in principle to buy a smaller competitor. We need help with due diligence, the share purchase agreement and keeping the key staff after completion.'],
  ['Cheltenham', 'High', 12, 'Dispute between the directors of our family company', 'My brother and I are the only directors and shareholders of the family company. He has started paying himself dividends without a board meeting and refuses to show me the accounts.'],
  ['Winchester', 'Low', 250, 'Checking a franchise agreement', 'I am about to buy a coffee shop franchise and the franchisor has sent a 60-page franchise agreement. I want it reviewed before I sign, especially the termination and restrictive covenant clauses.'],
  ['Taunton', 'Medium', 90, 'Turning my partnership into a limited company', 'I run a building business as a partnership with my son and we want to incorporate as a limited company. What do we need to do about our existing contracts, the van finance and the shares?'],
  ['Great Yarmouth', 'Low', 310, 'Supply contract for our seafood business', "We supply fish to restaurants and a national chain wants us to sign a supply contract. Their terms put all the risk on us and allow them to cancel orders at a day's notice. We want the contract negotiated."],
  ['Middlesbrough', 'High', 18, 'Selling my business to a management team', 'I am retiring and my management team wants to buy my manufacturing company with help from a private equity fund. I need a corporate lawyer to act for me on the sale of the shares.'],
  ['Stirling', 'Medium', 76, 'Shareholders agreement for our distillery', 'Three of us are setting up a craft distillery as a limited company. We need articles of association and a shareholders agreement that covers what happens if one of us wants to leave.'],
  ['Aberdeen', 'Medium', 145, 'Joint venture with a larger engineering firm', 'Our small subsea engineering company has been offered a joint venture with a much larger firm for a decommissioning contract. We want to protect our intellectual property and agree how profits are shared.'],
  ['Antrim', 'Low', 220, 'Bringing a new partner into our company', 'We run a software consultancy as a private limited company and want to offer a senior employee a share of the company. What is the best way to issue shares and protect the existing shareholders?'],
];

// prettier-ignore
export const PROPERTY_STORIES: StoryRow[] = [
  ['London', 'Medium', 40, 'Service charge doubled on my leasehold flat', 'The service charge on my leasehold flat has doubled this year and the managing agent will not explain the costs. I would also like to know what it would cost to extend my lease, which has 78 years left.'],
  ['High Wycombe', 'High', 6, 'Buying a house and the survey found damp', 'We are buying a house and the survey found rising damp and a possible problem with the roof. Exchange of contracts is due next week. Can we renegotiate the price or pull out of the purchase?'],
  ['Margate', 'Low', 215, 'Neighbour built an extension over the boundary', 'My neighbour has built a rear extension that seems to be about thirty centimetres over the boundary onto my land. The Land Registry title plan is not clear. How do I establish where the boundary is?'],
  ['Ely', 'Medium', 100, 'Tenants not paying rent', 'I let a house to a family who have not paid the rent for four months. I want to end the tenancy properly and get possession of the house. Do I need to serve a section 8 notice or a section 21 notice?'],
  ['Huddersfield', 'Medium', 58, 'Right of way across my driveway', 'A neighbour claims a right of way across my driveway to reach his garage, which he says has been used for decades. Nothing about it appears on my title deeds. Can he really use my land?'],
  ['Burton upon Trent', 'Low', 290, 'Buying a house with a restrictive covenant', 'The house we want to buy has a restrictive covenant from the 1960s that forbids building anything in the garden. We want to build an extension. Can the covenant be removed or insured against?'],
  ['Southport', 'High', 10, 'Landlord will not repair the damp in my flat', 'The flat I rent has had black mould for a year and my landlord ignores my requests for repairs. My children have asthma. Can I make the landlord carry out the repairs or claim compensation?'],
  ['Morpeth', 'Medium', 135, 'Transferring the family home to my son', "My husband has died and I want to transfer our house into my son's name while I carry on living there. I do not understand the conveyancing involved or what happens to the mortgage."],
  ['Exmouth', 'Low', 255, 'Buying the freehold of our building', 'There are six flats in our building and the freeholder has offered to sell the freehold to the leaseholders. How do we buy it together and set up a company to hold the property?'],
  ['Bournemouth', 'Medium', 83, 'Builder left our extension unfinished', 'We paid a builder to put up a kitchen extension on our house and he stopped work halfway through, saying the planning permission needs changing. The property is now unsafe and we cannot sell it.'],
  ['Paisley', 'Medium', 47, 'Missives for a tenement flat', 'I have had an offer accepted on a tenement flat and the missives are being negotiated. The home report mentions repairs to the common roof. Who pays for them under the title deeds?'],
  ['Montrose', 'Low', 200, "Selling my late mother's house", 'My late mother left her house to me and my sister. We want to sell the property, but my sister lives abroad. How does the conveyancing work and do we need confirmation first?'],
  ['Derry', 'High', 24, 'Landlord changed the locks', 'I came home from work to find that my landlord had changed the locks on the house I rent, with all my belongings inside. I have a tenancy agreement and I am up to date with the rent.'],
];

// prettier-ignore
export const EMPLOYMENT_STORIES: StoryRow[] = [
  ['Croydon', 'High', 13, 'Sacked after telling my employer I was pregnant', 'Two weeks after I told my manager I was pregnant I was dismissed, supposedly for poor performance, although I had a good appraisal in the spring. I believe this is pregnancy discrimination.'],
  ['Harlow', 'Medium', 86, 'Settlement agreement offered by my employer', "My employer has offered me a settlement agreement to leave after a restructure, with three months' pay. They say I must sign it within a week. Is the offer fair and what am I giving up?"],
  ['Leicester', 'Medium', 120, 'Redundancy selection seems unfair', 'I have been selected for redundancy after nineteen years with the company. The scoring seems to have been made up to get rid of older staff. I want to challenge the selection before my notice ends.'],
  ['Cardiff', 'Low', 245, 'Unpaid holiday pay', 'I worked for a restaurant on a zero hours contract for two years and was never paid for any holiday. I have now left. Can I claim the holiday pay I am owed at an employment tribunal?'],
  ['Plymouth', 'High', 19, 'Disciplinary hearing on Friday', 'I have been invited to a disciplinary hearing on Friday for gross misconduct after a customer complaint. I think the investigation was one-sided and I want advice on what to say at the hearing.'],
  ['Portsmouth', 'Medium', 70, 'Restrictive covenant in my new job offer', 'I have a job offer from a competitor, but my contract has a twelve-month non-compete clause. My employer has threatened an injunction if I leave. Can they stop me working for the new company?'],
  ['Ipswich', 'Medium', 165, 'Whistleblowing and then managed out', 'I reported safety breaches at the factory to the health and safety manager and since then I have been moved to night shifts and excluded from meetings. I think I am being pushed out for whistleblowing.'],
  ['Sunderland', 'Low', 275, 'Grievance about bullying ignored', 'I raised a formal grievance about bullying by my line manager three months ago and my employer has done nothing. I am now off sick with stress. Can I resign and claim constructive dismissal?'],
  ['Grimsby', 'High', 30, 'Not paid the minimum wage', 'At the fish processing plant where I work we are paid for our shifts but not for the time we must spend changing into protective clothing. Over a year it adds up to well below the minimum wage.'],
  ['Dunfermline', 'Medium', 110, 'Reasonable adjustments refused', 'I have multiple sclerosis and asked my employer to let me work from home two days a week. They refused without looking at my occupational health report. Is this disability discrimination at work?'],
  ['Aberdeen', 'Low', 195, 'Made redundant offshore without consultation', 'Our employer told thirty of us on a video call that our offshore jobs were redundant from the end of the month. There was no consultation. Do we have a claim for a protective award?'],
  ['Coleraine', 'Medium', 55, 'Dismissed during my probation period', 'I was dismissed by email near the end of my six-month probation period, a week after I asked for flexible working to care for my son. Do I have any rights at an industrial tribunal?'],
];

// prettier-ignore
export const TAX_STORIES: StoryRow[] = [
  ['St Albans', 'Medium', 36, "Inheritance tax on my father's estate", 'My father died leaving a house, savings and shares worth about £1.2 million. I am his executor and need help working out the inheritance tax due and whether any reliefs apply before the deadline.'],
  ['Sevenoaks', 'Low', 230, 'Capital gains tax on a second home', 'I am selling a flat that I have let out for twelve years and lived in for two years before that. I want to know how much capital gains tax I will pay and when I must report the sale to HMRC.'],
  ['Doncaster', 'High', 17, 'HMRC enquiry into my tax return', 'HMRC has opened an enquiry into my self assessment tax returns for the last two years and wants my bank statements. I run a small building firm as a sole trader and my bookkeeping has not been perfect.'],
  ['Gloucester', 'Medium', 92, 'IR35 and my contracting company', 'I work as an IT contractor through my own limited company and my client has decided that my contract is inside IR35. I think the determination is wrong and want to challenge it before it affects my tax.'],
  ['Salisbury', 'Low', 285, 'Passing the farm to the next generation', 'We want to pass our farm to our daughter during our lifetime. What inheritance tax and capital gains tax would be due, and do agricultural property relief and business property relief apply?'],
  ['Exeter', 'Medium', 68, 'VAT penalty for late returns', 'My small catering business was late filing two VAT returns during a family illness and HMRC has charged penalties and interest. Can I appeal the penalties because I had a reasonable excuse?'],
  ['Norwich', 'Medium', 155, 'Tax on cryptocurrency gains', 'I sold cryptocurrency over several years and never reported the gains. I have received a letter from HMRC about crypto assets. How do I make a voluntary disclosure and how much tax might I owe?'],
  ['Durham', 'Low', 260, 'Tax residence after moving abroad', 'I moved to Portugal last year for work but still own a house in Durham that I rent out. Am I still a UK tax resident, and how is the rental income taxed by HMRC?'],
  ['Kirkcaldy', 'High', 21, 'Letter from HMRC about undeclared rental income', 'HMRC has written to me about rental income from a flat in Edinburgh that I inherited and let out. I did not realise I had to declare it on a tax return and I am worried about penalties.'],
  ['Aberdeen', 'Medium', 140, 'Tax on a share option exit', 'I hold share options in an energy technology company that is being sold. I want to understand the income tax and capital gains tax on exercising the options and whether they are EMI options.'],
  ['Ballymena', 'Low', 235, 'Tax on selling the family business', 'I am thinking of selling the family engineering business I built up over thirty years. I want to understand the capital gains tax and whether business asset disposal relief applies.'],
];
