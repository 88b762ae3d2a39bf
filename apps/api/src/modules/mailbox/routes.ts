import { UuidSchema } from '@parking/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#api/db/client.js';
import { outboxMessage } from '#api/db/schema/index.js';
import { AppError } from '#api/errors.js';
import { isRequestFromThisMachine, type MailboxAudience } from './access.js';
import { MAILBOX_CSS } from './mailbox.css.js';
import { renderMailboxList, renderMailboxMessage } from './pages.js';

export const MAILBOX_PATH = '/dev/mailbox';

/**
 * The e-mail's own HTML, shown in a frame of the message page: no script, no request but
 * images (the operator's logo), styles inline only, framed by our pages alone.
 */
const MESSAGE_HTML_CSP = [
  "default-src 'none'",
  'img-src https: http: data:',
  "style-src 'unsafe-inline'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const html = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const messageNotFound = () => new AppError('MESSAGE_NOT_FOUND', 'Message not found');

/**
 * /dev/mailbox: the outbox of the embedded default (decision 040), registered for the audience
 * DEV_MAILBOX decides (access.ts). Lists the kept e-mail and SMS and renders one message; the
 * pages follow the app's strict policy (their style is a file), the e-mail HTML gets a stricter
 * one of its own.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{
  db: Database;
  audience: Exclude<MailboxAudience, 'nobody'>;
}> = async (app, { db, audience }) => {
  if (audience === 'this-machine') {
    // Anyone else gets what an unknown path gets (the app's not-found handler): the mailbox's
    // existence is not revealed.
    app.addHook('onRequest', async (request, reply) => {
      const { socket, headers } = request.raw;
      if (!isRequestFromThisMachine({ remoteAddress: socket.remoteAddress, headers })) {
        reply.callNotFound();
        return reply;
      }
    });
  }
  const find = async (id: string) => {
    const [row] = await db.select().from(outboxMessage).where(eq(outboxMessage.id, id)).limit(1);
    if (!row) throw messageNotFound();
    return row;
  };
  const params = z.object({ id: UuidSchema });
  const hidden = { hide: true };

  app.get('/', { schema: hidden }, async (_request, reply) => {
    const rows = await db
      .select()
      .from(outboxMessage)
      .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
      .limit(200);
    return html(reply, renderMailboxList(rows, MAILBOX_PATH));
  });

  app.get('/mailbox.css', { schema: hidden }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(MAILBOX_CSS),
  );

  app.get('/:id', { schema: { ...hidden, params } }, async (request, reply) =>
    html(reply, renderMailboxMessage(await find(request.params.id), MAILBOX_PATH)),
  );

  app.get(
    '/:id/attachment/:index',
    {
      schema: {
        ...hidden,
        params: params.extend({ index: z.coerce.number().int().min(0).max(20) }),
      },
    },
    async (request, reply) => {
      const row = await find(request.params.id);
      const file = row.attachments?.[request.params.index];
      if (!file) throw messageNotFound();
      // A download, never rendered here: the file is the sender's, not ours.
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content);
    },
  );

  app.get('/:id/html', { schema: { ...hidden, params } }, async (request, reply) => {
    const row = await find(request.params.id);
    if (!row.html) throw messageNotFound();
    return html(reply.header('content-security-policy', MESSAGE_HTML_CSP), row.html);
  });
};
