// What the case routes (cases.ts, the client's and the lists; leads.ts, the lawyer's) say alike:
// the path parameter, and that a case not the caller's to see is not found
// (docs/decisions/0090-cases-leads-and-notifications.md).
import { z } from 'zod';
import { pathId } from '../http/route-schemas.ts';
import { described } from '../openapi/operation.ts';

export const caseId = () => z.object({ id: described(pathId(), "The case's id.") });
export const NOT_YOURS =
  "A case that is not the caller's to see answers 404, not 403: whether it exists is not told.";
