// Open cases of the demo market about family, liberty, status and injury, each in a town that
// makes it a lead for the demo lawyers of its area there and around
// (docs/decisions/0093-a-believable-demo-market.md). The classifier reads each description as its
// area; tests/server/seed/demo-market.test.ts checks that, and that every demo lawyer has a lead.
import type { StoryRow } from './demo-types.ts';

// prettier-ignore
export const FAMILY_STORIES: StoryRow[] = [
  ['Stoke-on-Trent', 'Medium', 28, 'Financial settlement after 20 years of marriage', 'We are divorcing after twenty years of marriage. My husband has a large pension and I gave up work to bring up our children. I want to understand what a fair financial settlement would look like before we go to mediation.'],
  ['York', 'High', 9, 'Ex-partner wants to move abroad with our son', 'My former partner has told me she plans to move to Spain with our six-year-old son next month. I see him every weekend and I do not agree to the move. How do I stop her taking him out of the country?'],
  ['Newport', 'Medium', 140, 'Prenuptial agreement before our wedding', "We are getting married in the spring. I own a house and a share of my family's farm, and we would both like a prenuptial agreement so that each of us knows where we stand."],
  ['Plymouth', 'Low', 210, 'Splitting up after ten years living together', 'My partner and I lived together for ten years but never married. The house is in his name only, although I paid half of the mortgage every month. We are separating and I do not know what I am entitled to.'],
  ['Norwich', 'Medium', 61, "Changing my daughter's surname", 'Since the divorce my daughter has lived with me and wants to use my surname at school. Her father will not agree. Can I apply to the family court to change her name?'],
  ['Durham', 'High', 4, 'Protection from my ex-husband', 'My ex-husband keeps turning up at my house and sending threatening messages. The police gave him a warning but it has not stopped. I want to apply for a non-molestation order as quickly as possible.'],
  ['Aberdeen', 'Medium', 97, 'Separation agreement for our flat and savings', 'My wife and I separated a year ago and we both agree to divorce. We own our flat in joint names and have some savings and pensions. We would like a separation agreement that divides everything fairly.'],
  ['Inverness', 'Low', 300, 'Contact with my children has stopped', 'After we separated my children stayed with their mother and we agreed I would have them every other weekend. For two months she has refused to let me see them. Should I raise an action for contact at the sheriff court?'],
  ['Coleraine', 'Medium', 45, 'Divorce after two years apart', 'My husband and I have lived apart for more than two years. We have no children, but we own a house together near Portrush and a joint savings account. I want to start divorce proceedings and settle what happens to the house.'],
];

// prettier-ignore
export const CRIMINAL_STORIES: StoryRow[] = [
  ['Guildford', 'High', 7, 'Interview under caution next week', 'The police have asked me to attend a voluntary interview under caution about an allegation of assault after a fight outside a pub. I have never been in trouble before. Do I need a solicitor with me?'],
  ['Chatham', 'Medium', 52, 'Charged with drink driving', 'I was breathalysed after a minor collision and charged with drink driving. My first hearing at the magistrates court is in three weeks. I drive for a living and want to know what I am facing.'],
  ['Warrington', 'High', 2, 'My son has been arrested', 'My 17-year-old son was arrested last night on suspicion of possession of drugs with intent to supply. He is still being held at the police station and we do not know what is happening.'],
  ['Derby', 'Medium', 118, 'Facing a driving ban on points', 'I have been caught speeding and already have nine points on my licence, so I face a ban under the totting up rules. I care for my disabled mother and need to drive. Can I argue exceptional hardship in court?'],
  ['Doncaster', 'Low', 260, 'Accused of shoplifting by a security guard', 'A store security guard accused me of shoplifting and the police have sent me a letter asking me to attend an interview. I paid for everything and I have the receipt. I am worried about getting a criminal record.'],
  ['Bath', 'High', 15, 'Investigated for fraud over expenses', 'The police have told me my former employer reported me for fraud over expense claims worth a few thousand pounds. I have been asked to attend an interview under caution and I am frightened of being charged.'],
  ['Torquay', 'Medium', 80, 'Burglary trial at the Crown Court', 'My brother has been charged with burglary and his case has been sent to the Crown Court. His solicitor has stopped replying to us and we would like someone else to take over his defence before the trial.'],
  ['Bury St Edmunds', 'Low', 190, 'Harassment allegation from a neighbour', 'A neighbour has accused me of harassment after a long dispute about parking, and the police want to interview me. I have kept copies of all our messages, which show that the abuse came from them.'],
  ['Gateshead', 'High', 11, 'Partner remanded in custody', 'My partner has been remanded in custody after being charged with a serious assault. We believe he acted in self-defence and there is CCTV that shows it. We need a criminal defence lawyer urgently for his bail hearing.'],
  ['Falkirk', 'Medium', 66, 'Breach of the peace charge', 'I was charged with breach of the peace after an argument in the street and I have been cited to appear at the sheriff court. I have no previous convictions and want to know whether to plead not guilty.'],
  ['Peterhead', 'Medium', 150, 'Charged with drug driving', 'I have been charged with drug driving after a roadside test found cannabis. I have a prescription for medical cannabis from a private clinic and had taken my usual dose. Is that a defence to the charge?'],
  ['Antrim', 'High', 20, 'Arrested after a football match', 'My son was arrested after a fight at a football match and has been released on police bail. He says he was trying to get away from it. We would like advice before the police interview him again.'],
];

// prettier-ignore
export const IMMIGRATION_STORIES: StoryRow[] = [
  ['Ilford', 'High', 5, 'Sponsor gone into administration', 'My skilled worker visa runs out in two months and my employer, who sponsors me, has gone into administration. I need to know whether I can switch to another sponsor before my leave to remain is cut short.'],
  ['Huddersfield', 'Medium', 73, 'Bringing my elderly mother to the UK', 'My mother is 78, widowed and lives alone in Lahore. She needs help with daily care and we would like her to live with us here. Is there a visa for an adult dependent relative and what evidence does the Home Office need?'],
  ['Coventry', 'Medium', 130, 'Citizenship refused over an old caution', 'My application for British citizenship was refused on good character grounds because of a caution I received eight years ago. I have had indefinite leave to remain since 2015. Can I challenge the refusal or apply again?'],
  ['St Helens', 'Low', 280, 'From student visa to a job', "I am finishing a master's degree on a student visa and have a job offer from a software company, which does not yet hold a sponsor licence. What are my options to stay and work after my course ends?"],
  ['Hull', 'High', 16, 'Late application to the EU Settlement Scheme', 'I am Polish and have lived in Hull since 2012 but never applied to the EU Settlement Scheme. My employer has now asked for proof of my right to work. Can I still make a late application?'],
  ['Sunderland', 'High', 38, 'Asylum appeal hearing in five weeks', 'My asylum claim was refused and my appeal hearing at the immigration tribunal is in five weeks. My previous representative has closed their office and nobody is preparing my witness statement or bundle.'],
  ['Newport', 'Medium', 95, 'Sponsor licence for our care home', 'We run a small care home and want to recruit two senior carers from overseas. We have never applied for a sponsor licence and want to know what the Home Office will check and how long a visa takes.'],
  ['Plymouth', 'Low', 240, 'Fiancée visa or spouse visa', 'My fiancée lives in the Philippines and we plan to marry in Plymouth next summer. Should she apply for a fiancée visa now, or a spouse visa after the wedding? I earn just over the minimum income requirement.'],
  ['Chichester', 'Medium', 57, 'Visa for my stepdaughter', 'My wife is Nigerian and lives with me here on a spouse visa. Her daughter, who is fifteen, is still in Lagos with her grandmother. We want her to join us and do not know whether she qualifies for a child visa.'],
  ["King's Lynn", 'Medium', 175, 'Long residence and a gap between visas', 'I have lived in the UK lawfully for ten years on different visas, with a gap of three weeks between two of them. I want to apply for indefinite leave to remain on the long residence route and I am worried about the gap.'],
  ['Ashford', 'High', 3, 'Brother detained at a reporting centre', 'My brother went to sign at the Home Office reporting centre yesterday and was detained and taken to an immigration removal centre. He has an application pending based on his relationship with his British partner.'],
  ['Aberdeen', 'Low', 320, 'Changing sponsor in the energy sector', 'I am an engineer on a skilled worker visa with an energy company and I have been offered a better job by another firm. How do I change my sponsor without a break in my leave or my route to settlement?'],
  ['Ballymena', 'Medium', 88, 'Visa for my Brazilian husband', 'I am an Irish citizen living in Northern Ireland and my husband is Brazilian. Which visa does he need to live and work here with me, and does the Common Travel Area make any difference to his application?'],
];

// prettier-ignore
export const INJURY_STORIES: StoryRow[] = [
  ['Wigan', 'Medium', 33, 'Slipped on a wet floor in a supermarket', 'I slipped on a wet floor in a supermarket where there was no warning sign and broke my wrist. I was off work for six weeks and lost wages. The store says it cleaned the floor minutes before.'],
  ['Wakefield', 'High', 8, 'Knocked off my bike by a van', "A van turned left across me at a junction and knocked me off my bike. I broke my collarbone and the bike was written off. The driver's insurer has phoned me and wants me to use their own solicitors."],
  ['Solihull', 'Low', 230, 'Injured by a forklift at work', 'A forklift truck reversed into me at the warehouse where I work and crushed my foot. I had an operation and still cannot stand for long. My manager says the accident book entry was lost.'],
  ['Reading', 'Medium', 48, 'Whiplash after a rear-end collision', 'I was stopped at traffic lights when another car drove into the back of mine. I have had neck and back pain for four months and need physiotherapy. The other driver admitted fault at the scene.'],
  ['Hastings', 'Low', 160, 'Tripped on a broken pavement', 'I tripped on a broken paving slab that had been reported to the council months ago and fractured my kneecap. I am self-employed and could not work for three months. Can I claim against the council?'],
  ['Bridgend', 'High', 22, 'Fracture missed at A&E', 'I went to A&E after a fall and was sent home with painkillers. A week later another hospital found a fracture in my hip that had been missed, and I now need a hip replacement. Is this clinical negligence?'],
  ['Exeter', 'Medium', 110, "Daughter bitten by a neighbour's dog", "A neighbour's dog bit my eight-year-old daughter on the face and she needed stitches at hospital. The scar may be permanent. The owner says the dog has never bitten anyone before."],
  ['Thetford', 'Medium', 205, 'Gate fell on my leg at the farm where I work', 'I was injured at work on a farm when a heavy gate came off its hinges and fell on my leg. My employer says it was my fault for working alone, but I had asked for the gate to be repaired.'],
  ['Hexham', 'Low', 270, 'Hurt as a passenger in a taxi', 'I was a passenger in a taxi that skidded off the road in icy weather. I broke two ribs and injured my shoulder. I do not know whose insurance I should claim from.'],
  ['Beverley', 'Medium', 64, 'Burned by a faulty heater', "I was badly burned when a new electric heater caught fire in my living room. I spent two nights in hospital and still have scars on both hands. The manufacturer's insurer has offered £500, which does not seem enough for my injuries."],
  ['Livingston', 'High', 14, 'Scaffolding collapsed on a building site', 'Part of a scaffold collapsed while I was working on a building site and I fell two metres, breaking my ankle and my wrist. The contractor has been told to stop work by the safety inspector.'],
  ['Inverurie', 'Medium', 125, 'Back injury on an offshore platform', 'I injured my back on an offshore platform when the lifting gear failed and a load swung into me. I have had surgery and have not been able to go back offshore for five months. I want to claim compensation for my injury.'],
  ['Magherafelt', 'Medium', 100, 'Car crash on a country road', 'Another car came round a bend on my side of the road and hit my car head on. I was in hospital for a week with a broken leg and I am still off work. The other driver denies it was his fault.'],
];
