// Names for the demo market's people, made from lists rather than at random, so that every fresh
// data folder has the same people (docs/decisions/0093-a-believable-demo-market.md). Each list is
// one naming tradition (a first name and a surname that go together), and each part of the UK
// draws on the traditions its people have, in the order of its mix below.
import type { Country } from '../rules/places/geo.ts';

interface Tradition {
  first: readonly string[];
  last: readonly string[];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

// prettier-ignore
const TRADITIONS = {
  english: {
    first: words(`Oliver Charlotte James Emma Harry Lucy George Sophie Edward Alice William Katie Jack Rebecca
      Henry Eleanor Matthew Hannah Robert Jessica Joseph Amy Samuel Victoria Luke Natalie Adam Louise Peter
      Claire Richard Helen Nicholas Joanna Simon Rachel Christopher Harriet Stephen Abigail Andrew Philippa`),
    last: words(`Taylor Wilson Wright Walker Robinson Thompson White Hall Green Baker Harrison Wood Turner
      Parker Cooper Ward Hill Barker Marshall Holmes Fletcher Chapman Webb Lawrence Atkinson Pearson Dixon
      Kirby Barnes Spencer Shaw Fox Heath Lambert Palmer Hartley Bradshaw Whitehead Pickering Sutton`),
  },
  southAsian: {
    first: words(`Anjali Rohan Imran Nadia Sunil Farah Ravi Zara Kiran Hamza Meera Sanjay Ayesha Vikram Sana
      Arun Rukhsana Nikhil Shabnam Harpreet Tariq Reena Jaspreet Asif`),
    last: words(`Shah Chowdhury Hussain Malik Sandhu Gill Ahmed Desai Kaur Mistry Qureshi Bhatt Siddiqui
      Choudhry Parekh Akhtar Dhillon Rana`),
  },
  african: {
    first: words(`Tobi Kemi Chidi Ama Kwame Abena Femi Ngozi Kofi Adaeze Yaw Funmi Emeka Efua Segun Zainab`),
    last: words(`Okonkwo Mensah Boateng Adebayo Asante Eze Owusu Oyelaran Nwosu Danso Ogunleye Acheampong`),
  },
  caribbean: {
    first: words(`Marcus Nia Jerome Simone Andre Keisha Dwayne Alicia Leon Tanya Winston Paulette`),
    last: words(`Francis Gordon Bailey Henry Williamson Forbes Samuels Thomas Barrett Grant`),
  },
  chinese: {
    first: words(`Wei Mei Jonathan Amy Kevin Joanne Daniel Michelle Ming Ling`),
    last: words(`Chen Li Cheung Lam Zhang Ho Chan Yip Tang Leung`),
  },
  polish: {
    first: words(`Piotr Marta Jakub Agnieszka Pawel Ewa Krzysztof Magda`),
    last: words(`Mazur Kaczmarek Wozniak Krawczyk Pawlak Sikora`),
  },
  scottish: {
    first: words(`Callum Eilidh Iain Morag Ross Kirsty Fraser Isla Hamish Euan Shona Alasdair Mhairi Gregor
      Ailsa Struan Lorna Duncan Fiona Graeme Heather Craig Rhona Angus`),
    last: words(`MacDonald Robertson Murray Sinclair Ferguson Grant Cameron Mackenzie Henderson Paterson Munro
      Kerr Mackay Buchanan Drummond Lindsay MacLean Ritchie Crawford Baird`),
  },
  welsh: {
    first: words(`Dafydd Carys Owain Sian Huw Ffion Geraint Bethan Gethin Cerys Iwan Elin Rhodri Nia Aled Lowri`),
    last: words(`Davies Williams Griffiths Pritchard Powell Jenkins Rees Llewellyn Hopkins Bowen Vaughan
      Parry Lloyd Howells`),
  },
  irish: {
    first: words(`Ciaran Aoife Conor Siobhan Declan Roisin Padraig Orla Eamon Grainne Ruairi Clodagh Mark
      Gillian Colm Maeve Darragh Shauna Brendan Ciara`),
    last: words(`McAllister Quinn Gallagher Kelly McCann Devlin Hamilton Boyd McKee Magee Donnelly Hegarty
      McLaughlin Doherty Moore McGuinness Patterson Lennon`),
  },
} satisfies Record<string, Tradition>;

type TraditionName = keyof typeof TRADITIONS;

// the traditions of each country, drawn on in this order, round and round
// prettier-ignore
const MIX: Record<Country, readonly TraditionName[]> = {
  England: ['english', 'southAsian', 'english', 'african', 'english', 'caribbean', 'english', 'southAsian',
    'chinese', 'english', 'polish', 'english'],
  Wales: ['welsh', 'welsh', 'english', 'welsh', 'southAsian', 'welsh'],
  Scotland: ['scottish', 'scottish', 'english', 'scottish', 'southAsian', 'scottish', 'polish', 'scottish'],
  'Northern Ireland': ['irish', 'irish', 'irish', 'scottish', 'irish', 'english'],
};

/**
 * Hands out full names, never one already taken, nor one with a first name or surname to avoid
 * (the demo client's, so that no one in the market is named like her). Each name of a tradition
 * takes the next first name and the next surname, the surnames moved on by one at each round of
 * the first names: neighbours differ in both, and no pair comes round again before every pair has.
 */
export class NameMaker {
  private readonly taken: Set<string>;
  private readonly avoid: Set<string>;
  private readonly drawn = new Map<Country, number>();
  private readonly used = new Map<TraditionName, number>();

  constructor(taken: Iterable<string>, avoid: Iterable<string> = []) {
    this.taken = new Set(taken);
    this.avoid = new Set(avoid);
  }

  next(country: Country): string {
    const mix = MIX[country];
    const turn = this.drawn.get(country) ?? 0;
    this.drawn.set(country, turn + 1);
    const tradition = mix[turn % mix.length] as TraditionName;
    const { first, last } = TRADITIONS[tradition];
    for (let tries = 0; tries < first.length * last.length; tries += 1) {
      const n = this.used.get(tradition) ?? 0;
      this.used.set(tradition, n + 1);
      const round = Math.floor(n / first.length);
      const [given = '', family = ''] = [
        first[n % first.length],
        last[((n % first.length) + round) % last.length],
      ];
      const name = `${given} ${family}`;
      if (!this.taken.has(name) && !this.avoid.has(given) && !this.avoid.has(family)) {
        this.taken.add(name);
        return name;
      }
    }
    throw new Error(`The ${tradition} names have run out: add names to server/seed/demo-names.ts`);
  }
}
