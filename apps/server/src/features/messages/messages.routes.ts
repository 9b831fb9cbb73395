import { MESSAGE_MAX } from '@inkwell/domain/limits';
import { MESSAGE_FILES_MAX } from '@inkwell/domain/orders/order.rules';
import {
  Message,
  MESSAGES_PER_HOUR,
  MESSAGES_PER_MINUTE,
  MessageList,
  SendMessageInput,
} from '@inkwell/domain/messages/message.schema';
import { PageQuery } from '@inkwell/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { checkedByService } from '../../lib/validation.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { listMessages, sendMessage } from './messages.service.ts';

const ConversationParams = z.object({ conversationId: z.string().max(200) });

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages/:conversationId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['messages'],
        summary:
          "Messages of one of the caller's conversations, the newest " +
          'first, a page at a time (nextCursor asks for older ones). ' +
          ('404 CONVERSATION_NOT_FOUND when it does not exist or the caller ' +
            'is not in it. New messages also arrive live on GET /api/events.'),
        params: ConversationParams,
        querystring: PageQuery,
        response: { 200: MessageList, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => listMessages(app.db, request.user, request.params.conversationId, request.query),
  );

  app.post(
    '/messages',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['messages'],
        summary:
          "Sends a message in one of the caller's conversations, with up to " +
          (`${MESSAGE_FILES_MAX} private files the caller uploaded (POST /api/files). ` +
            `Checked in order: 401, 404 CONVERSATION_NOT_FOUND, 400 MESSAGE_EMPTY `) +
          (`(the trimmed text is empty, files or not) or MESSAGE_TOO_LONG ` +
            `(over ${MESSAGE_MAX} characters), 400 VALIDATION_FAILED (more than `) +
          (`${MESSAGE_FILES_MAX} files), 400 FILE_NOT_ATTACHABLE (an id that ` +
            `is not a file the caller uploaded), 429 TOO_MANY_MESSAGES (over `) +
          (`${MESSAGES_PER_MINUTE} a minute or ${MESSAGES_PER_HOUR} an hour, ` +
            `with Retry-After). The text is stored trimmed and the files in `) +
          ("their order; the conversation's lastMessage, updatedAt and " +
            "read flags change in the same transaction, and both people's ") +
          ('streams get message.created. Both people of the conversation ' +
            'may then download the files (GET /api/files/{id}).'),
        body: SendMessageInput,
        response: { 201: Message, ...problemResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await sendMessage(app.db, request.user, request.body as unknown)),
  );
};
