// Which routes each instance serves: accounts and their settings, profiles, admin, cases (and the
// lawyers matched to a client's case), leads, availability, free
// slots, consultations and their calendar files, reviews and their moderation, public lawyer
// profiles, the live figures, notifications, conversations and their live stream, and the reference
// on API_PORT, matching on MATCH_PORT.
// server/app.ts registers them to answer; server/reference.ts registers them on bare
// instances to read the reference off them.
import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from './context.ts';
import { accountDataRoutes } from './account-data.ts';
import { accountRoutes } from './accounts.ts';
import { accountSettingsRoutes } from './account-settings.ts';
import { adminRoutes } from './admin.ts';
import { availabilityRoutes } from './availability.ts';
import { calendarRoutes } from './calendar.ts';
import { caseClassifyRoutes } from './case-classify.ts';
import { caseMatchRoutes } from './case-matches.ts';
import { caseRoutes } from './cases.ts';
import { consultationActionRoutes } from './consultation-actions.ts';
import { consultationRoutes } from './consultations.ts';
import { conversationAttachmentRoutes } from './conversation-attachments.ts';
import { conversationEventRoutes } from './conversation-events.ts';
import { conversationRoutes } from './conversations.ts';
import { docsRoutes } from './docs.ts';
import type { DocsRouteOptions } from './docs.ts';
import { lawyerDirectoryRoutes } from './lawyer-directory.ts';
import { lawyerPublicRoutes } from './lawyer-public.ts';
import { lawyerServiceRoutes } from './lawyer-services.ts';
import { leadRoutes } from './leads.ts';
import { matchRoutes } from './match.ts';
import { notificationRoutes } from './notifications.ts';
import { profileRoutes } from './profiles.ts';
import { reviewAdminRoutes } from './review-admin.ts';
import { reviewRoutes } from './reviews.ts';
import { slotRoutes } from './slots.ts';
import { statsRoutes } from './stats.ts';

export async function registerApiRoutes(app: FastifyInstance, options: DocsRouteOptions): Promise<void> {
  const { ctx } = options;
  await app.register(accountRoutes, { ctx });
  await app.register(accountSettingsRoutes, { ctx });
  await app.register(accountDataRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(caseClassifyRoutes, { ctx });
  await app.register(caseRoutes, { ctx });
  await app.register(caseMatchRoutes, { ctx });
  await app.register(leadRoutes, { ctx });
  await app.register(availabilityRoutes, { ctx });
  await app.register(slotRoutes, { ctx });
  await app.register(consultationRoutes, { ctx });
  await app.register(consultationActionRoutes, { ctx });
  await app.register(calendarRoutes, { ctx });
  await app.register(reviewRoutes, { ctx });
  await app.register(reviewAdminRoutes, { ctx });
  await app.register(lawyerDirectoryRoutes, { ctx });
  await app.register(lawyerPublicRoutes, { ctx });
  await app.register(lawyerServiceRoutes, { ctx });
  await app.register(statsRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(conversationEventRoutes, { ctx });
  await app.register(conversationRoutes, { ctx });
  await app.register(conversationAttachmentRoutes, { ctx });
  await app.register(docsRoutes, options);
}

export async function registerMatchRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  await app.register(matchRoutes, options);
}
