// What the demo market's clients wrote about their consultations, and what their lawyers replied
// (docs/decisions/0093-a-believable-demo-market.md). Written by hand, short, about no real person:
// no names, no firms, no places beyond what any client might say. A review is two remarks, one
// about what the lawyer did in their area and one about how it went, so that no two reviews in the
// market read the same (demo-reviews.ts hands each text out once). A reply belongs to the remark it
// answers. The words of one legal system are kept to its own jurisdiction.
import type { Category } from '../../src/api/contract.ts';
import type { Jurisdiction } from '../rules/places/geo.ts';

export interface Remark {
  text: string;
  /** the lawyer's answer to this remark, if they would write one */
  reply?: string;
  /** only where these legal systems apply; any jurisdiction when absent */
  only?: readonly Jurisdiction[];
}

const GB: readonly Jurisdiction[] = ['england-wales', 'scotland'];
const NOT_SCOTLAND: readonly Jurisdiction[] = ['england-wales', 'northern-ireland'];

/** What the lawyer did, in each area. */
export const AREA_REMARKS: Record<Category, readonly Remark[]> = {
  'Family Law': [
    {
      text: 'Helped me think about the children first and the paperwork second.',
      reply:
        'Thank you. Keeping the children at the centre makes every later step easier, and you are already doing that.',
    },
    { text: 'Explained mediation and the court route without taking sides.' },
    {
      text: 'Was straight with me about what the house and my pension might mean in a settlement.',
      reply: 'Thank you. Once the pension valuation arrives we can put real figures on it.',
    },
    { text: 'Helped me write down a fair routine for weekends and school holidays.' },
    {
      text: 'Explained my rights as an unmarried partner, which were not what I had assumed.',
      reply: 'Thank you for the kind words. It is a common surprise, and better found out now than later.',
    },
    { text: 'Listened to the whole story before telling me what a court would look at.' },
    { text: 'Was practical about dividing our savings without a long fight.' },
    {
      text: 'Explained what I can do if my ex does not stick to what we agreed about the children.',
      reply:
        'Thank you. Keep the diary we talked about: it is what makes the difference if it comes to that.',
    },
    { text: 'Talked me through how long a divorce takes from start to finish.' },
    { text: 'Helped me see which of my questions needed a lawyer and which did not.' },
    {
      text: 'Talked me through a child arrangements order and what the court would expect of us.',
      only: ['england-wales'],
    },
    {
      text: 'Explained the mediation meeting the court wants first, and what to bring to it.',
      reply: 'Thank you. Let me know when the mediator has signed the form and we can plan the next step.',
      only: ['england-wales'],
    },
    {
      text: 'Explained how the sheriff court deals with contact and where the children live.',
      only: ['scotland'],
    },
    {
      text: 'Explained how the family court here works and what to bring on the day.',
      only: ['northern-ireland'],
    },
  ],
  'Criminal Law': [
    {
      text: 'Told me straight what happens at a police interview and what to say.',
      reply: 'Thank you. Remember you can ask for a solicitor at the station at any time, free of charge.',
    },
    { text: 'Calm and clear about the charge and what the court is likely to do.' },
    { text: 'Explained bail conditions in a way my family could understand too.' },
    {
      text: 'Went through the evidence the police had shared and what was missing from it.',
      reply: 'Thank you. I will keep chasing the missing footage, as we agreed.',
    },
    { text: 'Was honest about the likely sentence, which was what I needed to hear.' },
    { text: 'Explained what accepting a caution would mean for my job before I agreed to anything.' },
    { text: 'Helped me understand the difference between pleading guilty early and going to trial.' },
    {
      text: 'Explained how a driving ban works and whether I could argue against it.',
      reply: 'Thank you. Get the letters from your employer together well before the hearing.',
    },
    { text: 'Went through my son’s options before his first court date, patiently.' },
    {
      text: 'Took the time to explain legal aid and whether I would qualify.',
      reply: 'Thank you. Send me the payslips when you have them and I will fill in the form.',
    },
    {
      text: 'Explained what being released under investigation means and what happens next.',
      only: NOT_SCOTLAND,
    },
    {
      text: 'Explained the procurator fiscal’s letter and what a hearing at the sheriff court involves.',
      only: ['scotland'],
    },
  ],
  'Corporate Law': [
    {
      text: 'Went through the shareholder agreement clause by clause.',
      reply: 'Thank you. The marked-up draft will be with you by Friday, as promised.',
    },
    { text: 'Practical on the contract terms, with an eye on what our small company can afford.' },
    { text: 'Explained the difference between selling our shares and selling the business’s assets.' },
    {
      text: 'Spotted the personal guarantee hidden in the supplier’s terms.',
      reply: 'Thank you. Do not sign until they agree to take that clause out.',
    },
    { text: 'Helped us think through what happens if one of the founders leaves.' },
    { text: 'Explained directors’ duties without making them sound frightening.' },
    {
      text: 'Went through the investor’s term sheet and what we could push back on.',
      reply: 'Glad it was useful. The vesting point is the one worth holding firm on.',
    },
    { text: 'Clear about what we had to file at Companies House, and when.' },
    { text: 'Explained how to set up share options for our first employees.' },
    { text: 'Gave us a short list of what to put right before the buyer starts asking questions.' },
    {
      text: 'Helped me understand what I could be personally liable for as a director.',
      reply: 'Thank you. Keep the board minutes up to date and most of that worry goes away.',
    },
    { text: 'Explained the exit terms of our franchise agreement in plain words.' },
  ],
  'Immigration Law': [
    {
      text: 'Knew exactly which documents the Home Office would ask for.',
      reply:
        'Thank you. Send the bank statements over once you have them and I will check them before you apply.',
    },
    { text: 'Went through the visa rules step by step and checked every date.' },
    { text: 'Explained the route to settlement for my family and what each stage costs.' },
    { text: 'Was clear about what my employer has to do as my sponsor.' },
    {
      text: 'Checked my time outside the UK against the rules before I applied.',
      reply: 'Thank you. Keep your travel records together: they may well ask for them.',
    },
    { text: 'Explained the income rules for a partner visa with real examples.' },
    {
      text: 'Helped me understand what I can do now that my application has been refused.',
      reply:
        'Thank you. The time limit for a review is short, so send me the refusal letter as soon as you can.',
    },
    { text: 'Explained how long a decision takes and what I can and cannot do while I wait.' },
    { text: 'Went through my citizenship application, including the good character questions.' },
    { text: 'Was careful to explain what happens to my visa if I change jobs.' },
    { text: 'Explained the late application rules of the EU Settlement Scheme for my mother.' },
    { text: 'Told me plainly which route would not work, which saved me an application fee.' },
  ],
  'Property Law': [
    {
      text: 'Spotted a problem in the lease that I had completely missed.',
      reply:
        'Thank you. Do send the landlord’s answer when it comes and we will decide the next step together.',
    },
    { text: 'Explained the deposit rules and wrote the letter to the landlord with me.' },
    {
      text: 'Went through the survey and what to ask the seller before we exchange.',
      reply: 'Thank you. Get the roofer’s quote before exchange; it gives you something to negotiate with.',
      only: NOT_SCOTLAND,
    },
    { text: 'Explained the service charge demands and which ones I could challenge.' },
    {
      text: 'Helped me understand a boundary dispute with my neighbour before it got worse.',
      reply: 'Thank you. The old title plans will help, so do order copies.',
    },
    { text: 'Explained what the notice from my landlord means and how long I actually have.' },
    { text: 'Talked me through buying a flat with a short lease.', only: NOT_SCOTLAND },
    {
      text: 'Was clear about what the landlord has to repair, and how quickly.',
      reply: 'Thank you. Keep dated photos of the damp; they matter if it goes further.',
    },
    { text: 'Explained the right of way over our drive and what the title deeds say.' },
    { text: 'Went through a shared ownership lease line by line.', only: NOT_SCOTLAND },
    { text: 'Helped me understand what happens to the house if one of us moves out.' },
    {
      text: 'Explained the missives and what could still go wrong before the date of entry.',
      only: ['scotland'],
    },
    { text: 'Explained the home report and what to make of the valuation.', only: ['scotland'] },
  ],
  'Employment Law': [
    { text: 'Went through my contract and the grievance process in detail.' },
    { text: 'Explained the tribunal time limits clearly, and what comes before a claim.' },
    {
      text: 'Went through the settlement agreement and what I would be giving up.',
      reply: 'Thank you. Do not sign until the wording of the reference is agreed.',
    },
    { text: 'Explained redundancy pay and whether the way I was selected was fair.' },
    {
      text: 'Helped me write a grievance that stuck to the facts.',
      reply: 'Thank you. Keep a copy of everything you send them.',
    },
    { text: 'Was clear about what counts as constructive dismissal and what does not.' },
    { text: 'Explained my rights on going back to work after maternity leave.' },
    { text: 'Helped me put together a flexible working request.' },
    {
      text: 'Went through the disciplinary letter and how to prepare for the hearing.',
      reply: 'Thank you. Remember you can take a colleague or a union representative with you.',
    },
    { text: 'Explained what my employer can and cannot say in a reference.' },
    { text: 'Checked whether my holiday pay had been worked out correctly.' },
    { text: 'Was realistic about what a claim might be worth.' },
    { text: 'Explained ACAS early conciliation and why it comes first.', only: GB },
    {
      text: 'Explained early conciliation through the Labour Relations Agency and why it comes first.',
      only: ['northern-ireland'],
    },
  ],
  'Personal Injury': [
    {
      text: 'Explained how the claim works and what evidence to keep.',
      reply: 'Thank you. Keep every receipt, including the taxis to the hospital.',
    },
    { text: 'Straightforward about time limits and what the claim might be worth.' },
    { text: 'Explained no win, no fee in plain terms, including what I might still pay.' },
    { text: 'Went through my medical notes and what the expert would look at.' },
    {
      text: 'Helped me understand the insurer’s offer and why it was too low.',
      reply: 'Thank you. We will wait for the medical report before we answer them.',
    },
    { text: 'Explained what happens if the other driver denies it was their fault.' },
    { text: 'Was patient with my questions about how long I might be off work.' },
    { text: 'Explained how a claim for a fall at work differs from one on the road.' },
    { text: 'Went through what I could claim for the earnings I lost.' },
    {
      text: 'Explained how long a claim like mine usually takes.',
      reply: 'Thank you. You will hear from me every month, as promised.',
    },
    { text: 'Told me honestly that the claim was small, and how to handle it myself.' },
    { text: 'Explained the treatment the insurer could pay for now, before the claim settles.' },
  ],
  'Tax Law': [
    {
      text: 'Made sense of the HMRC letter and what to send back.',
      reply: 'Thank you. Send me a copy of your reply before it goes and I will look it over.',
    },
    { text: 'Clear on the self-assessment deadlines and what I could still claim.' },
    { text: 'Explained the capital gains tax on the flat I am selling, with the figures.' },
    {
      text: 'Went through inheritance tax on my father’s estate and the allowances.',
      reply: 'Thank you. The valuation is the next step; do get two quotes.',
    },
    { text: 'Explained what counts as a business expense for my work as a sole trader.' },
    { text: 'Helped me understand the difference between a mistake and carelessness in HMRC’s eyes.' },
    {
      text: 'Explained how to put right the years I had not declared my rental income.',
      reply: 'Thank you. Coming forward before HMRC asks keeps the penalties at their lowest.',
    },
    { text: 'Went through whether I should become a limited company.' },
    { text: 'Explained the VAT threshold and what happens when I cross it.' },
    { text: 'Clear on what the penalty notice meant and whether to appeal.' },
    { text: 'Explained how my pension contributions change my tax bill.' },
    { text: 'Went through the residence rules after my move back to the UK.' },
  ],
};

/** How it went, by the stars given: four and three stars say what could have been better. */
export const FEELINGS: Record<3 | 4 | 5, readonly Remark[]> = {
  5: [
    { text: 'Clear, calm and practical. I came away knowing exactly what to do next.' },
    { text: 'Explained everything in plain English and never rushed me.' },
    { text: 'Worth every penny.' },
    {
      text: 'Very kind and very thorough, and a written summary came the same afternoon.',
      reply: 'Thank you. I am glad the summary helped.',
    },
    { text: 'I felt taken seriously from the first minute.' },
    { text: 'Honest about my chances, and no jargon.' },
    { text: 'The half hour flew by and I had a plan at the end of it.' },
    { text: 'Took a lot of worry off my shoulders.' },
    { text: 'Patient with all my questions, even the ones I asked twice.' },
    { text: 'Really well prepared: had read everything I sent beforehand.' },
    {
      text: 'Honest advice, even though it was not what I wanted to hear at first.',
      reply: 'Thank you for saying so. It is better to know now than later.',
    },
    { text: 'I would recommend this lawyer to anyone in the same position.' },
    { text: 'Friendly, organised and easy to talk to.' },
    { text: 'Answered questions I did not know I needed to ask.' },
    { text: 'I left knowing what it would cost and what would happen next.' },
    { text: 'Gave me the confidence to deal with it myself.' },
    { text: 'Exactly the advice I needed, and nothing I did not.' },
    {
      text: 'Followed up by e-mail with the links we talked about.',
      reply: 'Glad the links were useful. Do get in touch if anything changes.',
    },
  ],
  4: [
    {
      text: 'It started a little late, but it was worth the wait.',
      reply: 'Thank you, and sorry again for the late start.',
    },
    {
      text: 'I would have liked a written note afterwards.',
      reply: 'Thank you. I now send a short written note after every consultation.',
    },
    {
      text: 'A couple of points needed a follow-up e-mail.',
      reply: 'Thanks for the feedback. I hope my e-mail answered those points.',
    },
    {
      text: 'A little more expensive than I expected.',
      reply: 'Thank you. The fee is on my profile, but I take the point and will say it again when we speak.',
    },
    {
      text: 'We ran out of time for the smaller questions.',
      reply: 'Thanks for this, and sorry we ran short: my answers to the rest are on their way by e-mail.',
    },
    { text: 'Good advice, though some of it went over my head at first.' },
    { text: 'Helpful, if a bit formal.' },
    { text: 'Knowledgeable and friendly, though it took a while to get to my main question.' },
    {
      text: 'The connection dropped once, but we carried on.',
      reply: 'Thank you for bearing with the connection.',
    },
    {
      text: 'Clear on the main question; a few of the follow-up answers took a week.',
      reply: 'Thank you. That week was longer than it should have been, and I am sorry.',
    },
    {
      text: 'Very good, though I would have liked a bit more on the costs.',
      reply: 'Thank you. I will send the breakdown of the costs we discussed.',
    },
    {
      text: 'Solid advice, but I had to chase the notes I was promised.',
      reply: 'Thank you, and my apologies for the delay with the notes.',
    },
  ],
  3: [
    {
      text: 'The advice was sound but felt a bit general for my situation.',
      reply: 'Thank you for the honest feedback. If you send me the documents, I can be more specific.',
    },
    {
      text: 'It took a while to get to my actual question.',
      reply: 'Thank you. Next time we will start with your question.',
    },
    {
      text: 'A little rushed: I needed a second consultation to go through the details.',
      reply:
        'Thank you. Thirty minutes was too short for everything, and I should have said so at the start.',
    },
    { text: 'Helpful in parts, but I left with more questions than I came with.' },
    {
      text: 'Fine, but I expected more on what to do next.',
      reply: 'Thank you. I have since sent you a short list of next steps.',
    },
    { text: 'Knew the law but did not explain it in a way I could follow.' },
    { text: 'The advice was right, I think, but it felt impersonal.' },
  ],
};
