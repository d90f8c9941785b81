// How the local API logs. In production (NODE_ENV=production, or LOG_FORMAT=json) one JSON line
// per event, for a log collector. In development one readable line per request
// (`[12:04:31] INFO (api): POST /api/accounts/login/ 200 in 612 ms`), so the sign-ins printed
// at start stay in view. pino-pretty is a development tool: where it is not installed (an
// install without dev dependencies) the API logs JSON, as in production
// (docs/decisions/0053-settings-file-ports-and-logs.md).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export interface ReadableLogs {
  stream: { write(line: string): void };
  logController: LogController;
}

export function wantsReadableLogs(env: Record<string, string | undefined> = process.env): boolean {
  if (env.LOG_FORMAT === 'json') return false;
  if (env.LOG_FORMAT === 'pretty') return true;
  return env.NODE_ENV !== 'production';
}

/** One line when a request is answered, instead of an object when it comes and one when it goes. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${request.url} ${reply.statusCode} in ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** The Fastify options for readable logs, or nothing for the JSON lines. */
export async function readableLogs(level: string): Promise<ReadableLogs | undefined> {
  if (level === 'silent' || !wantsReadableLogs()) return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    const stream = pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' });
    return { stream, logController: new OneLinePerRequest() };
  } catch {
    return undefined;
  }
}
