// The notification bell of every signed-in user: a response to a client's case, a new lead for
// a lawyer, a verification decision. Each is written in the transaction of what it tells of
// (docs/decisions/0090-cases-leads-and-notifications.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationListSchema, notificationsReadSchema } from '../../src/api/cases-contract.ts';
import { pageQuerySchema } from '../../src/api/contract.ts';
import { currentUser } from '../http/guards.ts';
import type { RouteOptions } from './context.ts';
import { pageAnswer, pageWindow } from '../http/pages.ts';
import { emptyQueryValuesAreAbsent, noBodyIsNoFields } from '../http/route-schemas.ts';
import { JSON_BODY, call, json } from '../openapi/operation.ts';
import { markRead, notificationsOf } from '../repo/notifications.ts';

export const notificationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.authenticate);

  app.get(
    '/api/notifications/',
    {
      preValidation: emptyQueryValuesAreAbsent,
      schema: {
        ...call({
          tag: 'notifications',
          operationId: 'listNotifications',
          kind: 'extension',
          roles: [],
          summary: "The signed-in user's notifications",
          description:
            'A page of 20, newest first (`page` from 1; `count`, `next` and `previous` as Django REST pages them), and how many of all are unread (`unread`). Each has a `kind` (this API writes `case_response`, `new_lead`, `verification` and the `consultation_` kinds of docs/consultations.md; show an unknown one by its text), a `text`, a `link` into the SPA, when it was made and when it was read.',
          errors: [401],
        }),
        querystring: pageQuerySchema,
        response: { 200: json('The notifications.', notificationListSchema) },
      },
    },
    async (request) => {
      const { page } = request.query;
      const found = await notificationsOf(ctx.db, currentUser(request).id, pageWindow(page));
      return { ...pageAnswer(request, ctx.config.publicApiUrl, page, found), unread: found.unread };
    },
  );

  app.post(
    '/api/notifications/read/',
    {
      preValidation: noBodyIsNoFields,
      schema: {
        ...call({
          tag: 'notifications',
          operationId: 'markNotificationsRead',
          kind: 'extension',
          roles: [],
          summary: 'Mark notifications read',
          description:
            "Marks the caller's notifications named by `ids` as read, or every one when `ids` is left out (or there is no body). Ids of other users' notifications, or of none, are ignored. Answers the first page, as `GET /api/notifications/` does.",
          errors: [...JSON_BODY, 401],
        }),
        body: notificationsReadSchema,
        response: { 200: json('The notifications, as now read.', notificationListSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await markRead(ctx.db, userId, request.body.ids);
      const found = await notificationsOf(ctx.db, userId, pageWindow(1));
      return { ...pageAnswer(request, ctx.config.publicApiUrl, 1, found), unread: found.unread };
    },
  );
};
