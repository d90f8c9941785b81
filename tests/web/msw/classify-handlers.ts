// POST /api/cases/classify/ as the local API answers it (server/routes/case-classify.ts,
// docs/decisions/0131-classifier-confidence-and-area-suggestion.md), with a few clues instead of
// the classifier: one area's words are sure, two areas' words offer both, none offers nothing.
// A test answers otherwise with server.use().
import { http, HttpResponse } from 'msw';
import { apiConfig } from '@/api/config';
import { classificationSchema, classifyRequestSchema, type Classification } from '@/api/classify-contract';
import type { Category } from '@/api/contract';

export const classifyUrl = `${apiConfig.profiles}/api/cases/classify/`;

const CLUES: [RegExp, Category][] = [
  [/divorce|custody|children/i, 'Family Law'],
  [/arrest|police|remand/i, 'Criminal Law'],
  [/sacked|dismiss|employer/i, 'Employment Law'],
  [/visa|home office/i, 'Immigration Law'],
  [/landlord|deposit|tenan/i, 'Property Law'],
];

function readingOf(text: string): Classification {
  const areas = CLUES.filter(([clue]) => clue.test(text)).map(([, area]) => area);
  const [first, second] = areas;
  const candidates = areas
    .slice(0, 3)
    .map((category, i) => ({ category, confidence: i === 0 ? 0.48 : 0.44 }));
  if (!first)
    return { verdict: 'none', category: null, confidence: 0, candidates: [], choices: [], evidence: [] };
  if (second)
    return {
      verdict: 'unsure',
      category: null,
      confidence: 0.48,
      candidates,
      choices: [first, second],
      evidence: [],
    };
  return {
    verdict: 'sure',
    category: first,
    confidence: 0.9,
    candidates: [],
    choices: [first],
    evidence: [],
  };
}

export const classifyHandlers = [
  http.post(classifyUrl, async ({ request }) => {
    const parsed = classifyRequestSchema.safeParse(await request.json());
    if (!parsed.success)
      return HttpResponse.json({ description: ['Describe the problem first.'] }, { status: 400 });
    const { title = '', description } = parsed.data;
    return HttpResponse.json(classificationSchema.parse(readingOf(`${title}. ${description}`)));
  }),
];
