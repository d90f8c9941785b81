// The end-to-end tests' clock control (docs/decisions/0130-invitations-and-reminders.md,
// docs/configuration.md): only when TEST_CLOCK_PORT is set, which playwright.config.ts does and
// nothing else should, and never with NODE_ENV=production. A small HTTP server on loopback, beside
// the API: `POST /reminders?at=<ISO instant>` runs the reminders' job as if the clock read that
// instant, sends its e-mails, and answers {"sent": n}. Only the job's clock moves: the journeys
// that share the API meanwhile keep the real time.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { App } from './app.ts';
import { sendDueReminders } from './services/consultations/reminders.ts';

export function startTestClock(app: App, port: number): Server {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const at = Date.parse(url.searchParams.get('at') ?? '');
    if (request.method !== 'POST' || url.pathname !== '/reminders' || Number.isNaN(at)) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail: 'POST /reminders?at=<ISO 8601 instant>' }));
      return;
    }
    sendDueReminders(app.ctx.db, at)
      .then(async (sent) => {
        await app.mail?.flush();
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ sent }));
      })
      .catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
  });
  server.listen(port, '127.0.0.1');
  server.unref();
  return server;
}
