// A labelled set of short, realistic UK case descriptions, written the way clients write
// them (plain words, little legal jargon), for the classifier's accuracy check.
import type { Category } from '../../../../src/api/contract.ts';

export const LABELLED_CASES: ReadonlyArray<readonly [Category, string]> = [
  [
    'Family Law',
    'My husband and I have decided to get divorced after 12 years and we cannot agree who keeps the house.',
  ],
  ['Family Law', "My ex won't let me see my kids at weekends anymore even though we had an agreement."],
  ['Family Law', 'I want to apply for a child arrangements order so my daughter can live with me.'],
  ['Family Law', 'We are getting married next spring and my fiancé’s parents want us to sign a prenup.'],
  [
    'Family Law',
    "My partner and I split up after living together for eight years and I'm not on the mortgage. What are my rights as an unmarried couple?",
  ],
  [
    'Family Law',
    'Social services have started care proceedings about my grandson and I want him to live with us.',
  ],
  ['Family Law', 'I need a non-molestation order against my ex-husband who keeps turning up at my door.'],
  ['Family Law', 'My ex-wife has stopped paying child maintenance for our two children.'],
  ['Family Law', 'We would like to adopt my stepson and need advice on the process.'],
  ['Family Law', 'My former partner wants to move to Spain with our son and I do not agree.'],

  [
    'Criminal Law',
    'I was arrested last night for assault after a fight outside a pub and I have to go back for an interview.',
  ],
  [
    'Criminal Law',
    'My son has been charged with possession of cannabis and has a hearing at the magistrates next week.',
  ],
  [
    'Criminal Law',
    'I was stopped by police and blew over the limit. Will I lose my licence for drink driving?',
  ],
  [
    'Criminal Law',
    'I have been invited to a voluntary interview under caution about alleged fraud at my old job.',
  ],
  ['Criminal Law', 'Someone accused me of shoplifting in a supermarket but I paid for everything.'],
  ['Criminal Law', 'My brother is in prison and we want to appeal his sentence.'],
  [
    'Criminal Law',
    'I received a summons for careless driving after a minor collision, I want to plead not guilty.',
  ],
  ['Criminal Law', 'I have a criminal record from ten years ago and want to know when it becomes spent.'],
  [
    'Criminal Law',
    'The police searched my flat and took my phone, they say I am released under investigation.',
  ],
  ['Criminal Law', 'My teenage daughter was caught with a knife at school and the police are involved.'],

  [
    'Corporate Law',
    'I am setting up a limited company with two friends and we need a shareholders agreement.',
  ],
  [
    'Corporate Law',
    'We are a small tech startup about to close a seed round and the investors sent a term sheet.',
  ],
  ['Corporate Law', 'My co-founder wants to leave and we disagree on what his shares are worth.'],
  ['Corporate Law', 'We want to buy a competitor business and need help with due diligence.'],
  [
    'Corporate Law',
    'A supplier has broken our distribution agreement and is selling directly to our customers.',
  ],
  ['Corporate Law', 'I need terms and conditions and a privacy policy for my online shop.'],
  ['Corporate Law', 'Another firm is using a name very similar to our registered trademark.'],
  [
    'Corporate Law',
    'Our company is struggling to pay its debts and the directors are worried about insolvency.',
  ],
  ['Corporate Law', 'I want to sell my business to a larger group and keep working there for two years.'],
  ['Corporate Law', 'We need an NDA before sharing our product plans with a potential partner.'],

  [
    'Immigration Law',
    'My wife is from Brazil and we want to apply for a spouse visa so she can join me in the UK.',
  ],
  [
    'Immigration Law',
    'My Skilled Worker visa expires in two months and my employer is no longer sponsoring me.',
  ],
  ['Immigration Law', 'I have lived here for ten years and want to apply for indefinite leave to remain.'],
  [
    'Immigration Law',
    'The Home Office refused my application for British citizenship because of an old caution.',
  ],
  ['Immigration Law', 'I overstayed my student visa and I am scared I will be deported.'],
  ['Immigration Law', 'My mother is elderly and alone in Pakistan, can I bring her to live with me here?'],
  ['Immigration Law', 'I came to the UK seeking asylum and my claim was refused last week.'],
  [
    'Immigration Law',
    'I have pre-settled status under the EU scheme and want to know when I can switch to settled status.',
  ],
  ['Immigration Law', 'My passport and BRP were stolen and I need to travel abroad for a funeral.'],
  ['Immigration Law', 'My fiancée lives in Nigeria and we want to marry here in England.'],

  [
    'Property Law',
    'My landlord is refusing to return my deposit and is blaming me for damp that was already there.',
  ],
  ['Property Law', 'I received a section 21 notice and have to leave my flat in two months.'],
  ['Property Law', 'We are buying our first house and need a solicitor for the conveyancing.'],
  ['Property Law', 'My neighbour has built a fence two feet onto my garden and will not move it.'],
  ['Property Law', 'The freeholder of my leasehold flat keeps increasing the service charge.'],
  ['Property Law', 'The sale of our house fell through the day before exchange of contracts.'],
  ['Property Law', 'My tenants stopped paying rent six months ago and will not answer the door.'],
  [
    'Property Law',
    'There is black mould in my rented home and the letting agent ignores my emails about repairs.',
  ],
  [
    'Property Law',
    'A developer wants to build on land next to mine and I think they are blocking a right of way.',
  ],
  ['Property Law', 'I inherited a share in a house with my brother and he refuses to sell.'],

  ['Employment Law', 'I was dismissed without any warning after working for the company for five years.'],
  ['Employment Law', 'My boss keeps making comments about my age and I was passed over for promotion.'],
  ['Employment Law', 'I told my employer I was pregnant and two weeks later I was made redundant.'],
  ['Employment Law', 'My employer has not paid my wages for the last two months.'],
  ['Employment Law', 'I have been offered a settlement agreement and want it checked before I sign.'],
  ['Employment Law', 'I raised a grievance about bullying by my line manager and nothing has happened.'],
  ['Employment Law', 'I am on a zero hours contract and they keep cutting my shifts since I complained.'],
  ['Employment Law', 'I reported safety breaches at the warehouse and now I face a disciplinary hearing.'],
  ['Employment Law', 'My new job wants me to sign a non-compete clause for two years, is that enforceable?'],
  ['Employment Law', 'They refused my request for flexible working after I came back from maternity leave.'],

  ['Personal Injury', 'I was rear-ended at a roundabout and have had whiplash and neck pain for weeks.'],
  ['Personal Injury', 'I slipped on a wet floor in a supermarket and broke my wrist.'],
  ['Personal Injury', 'I was knocked off my bike by a van and spent three days in hospital.'],
  ['Personal Injury', 'My mother was given the wrong medication in hospital and became seriously ill.'],
  ['Personal Injury', 'A dog bite left my son with scars on his arm.'],
  ['Personal Injury', 'I tripped over a broken paving slab in town and fractured my ankle.'],
  ['Personal Injury', 'I fell off a ladder that my employer knew was faulty and hurt my back.'],
  ['Personal Injury', 'My GP missed the signs of cancer for a year, can I claim for misdiagnosis?'],
  [
    'Personal Injury',
    'The other driver pulled out in front of me and my car was written off, I hurt my shoulder.',
  ],
  [
    'Personal Injury',
    'My father worked with asbestos for years and has now been diagnosed with mesothelioma.',
  ],

  ['Tax Law', 'HMRC has opened an investigation into my self assessment returns for the last four years.'],
  [
    'Tax Law',
    'I forgot to declare rental income from a flat and want to put it right before HMRC finds out.',
  ],
  ['Tax Law', 'Our company received a large VAT assessment that we think is wrong.'],
  ['Tax Law', 'How can we reduce inheritance tax on my parents estate before they pass away?'],
  ['Tax Law', 'I sold some shares and crypto this year and do not know how much capital gains I owe.'],
  ['Tax Law', 'I am a contractor and my client says I am inside IR35.'],
  ['Tax Law', 'I received a penalty for filing my tax return late but I was in hospital.'],
  ['Tax Law', 'My employer put me on the wrong tax code and I have overpaid for two years.'],
  ['Tax Law', 'I moved back to the UK from Dubai and am unsure about my residence for income tax.'],
  ['Tax Law', 'We are buying a second home and want to know how much stamp duty we have to pay.'],
];
