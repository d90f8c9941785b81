// POST /api/cases/classify/ (src/api/classify-contract.ts): the area of law a description sounds
// like, while the client writes. A 404 means the backend lacks it, and the form stays the
// spec's (docs/decisions/0025-missing-extension-keeps-spec-behaviour.md,
// docs/decisions/0131-classifier-confidence-and-area-suggestion.md).
import { classificationSchema, type ClassifyRequest } from '@/api/classify-contract';
import { apiConfig } from '@/api/config';
import { request } from '@/api/http';

export function classifyDescription(body: ClassifyRequest, signal?: AbortSignal) {
  return request(`${apiConfig.profiles}/api/cases/classify/`, {
    schema: classificationSchema,
    json: body,
    auth: true,
    signal,
  });
}
