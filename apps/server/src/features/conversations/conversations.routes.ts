import {
  Conversation,
  ConversationList,
  StartConversationInput,
} from '@inkwell/domain/conversations/conversation.schema';
import { PageQuery } from '@inkwell/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { checkedByService } from '../../lib/validation.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import {
  getConversation,
  listConversations,
  markConversationRead,
  startConversation,
} from './conversations.service.ts';

/** Any text: an id that is not a conversation of the caller's (unknown, malformed, someone else's) is 404. */
const ConversationParams = z.object({ id: z.string().max(200) });

export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations',
    {
      onRequest: signedIn,
      schema: {
        tags: ['conversations'],
        summary:
          "The caller's conversations with at least one message (an empty " +
          'one opens by its id only), the most recently active first: ' +
          "the other person (name, avatar), the last message, the caller's " +
          "read flag (`read`) and the other's (`otherRead`), and `unread`, how many the caller has not read",
        querystring: PageQuery,
        response: { 200: ConversationList, ...problemResponses(400, 401) },
      },
    },
    async (request) => listConversations(app.db, request.user, request.query),
  );

  app.get(
    '/conversations/single/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['conversations'],
        summary:
          'One conversation of the caller; its id is the two user ids sorted ' +
          'and joined by "_". 404 CONVERSATION_NOT_FOUND when it does ' +
          'not exist or the caller is not in it (then POST /conversations { to } starts it).',
        params: ConversationParams,
        response: { 200: Conversation, ...problemResponses(401, 404) },
      },
    },
    async (request) => getConversation(app.db, request.user, request.params.id),
  );

  app.post(
    '/conversations',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['conversations'],
        summary:
          'Starts a conversation with the user `to`, or answers the existing ' +
          'one (200; 201 when created). Anyone may write first to a seller; ' +
          ('a seller may write first to a buyer who has bid on one of ' +
            'their gigs. 400 without `to`, 403 CONVERSATION_WITH_SELF, ') +
          '404 USER_NOT_FOUND, 403 CONVERSATION_NOT_ALLOWED ("You cannot message this user").',
        body: StartConversationInput,
        response: { 200: Conversation, 201: Conversation, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await startConversation(app.db, request.user, request.body as unknown);
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.put(
    '/conversations/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['conversations'],
        summary:
          'Marks the conversation read for the caller (and its message ' +
          "notification); both people's streams get conversation.read. " +
          '404 CONVERSATION_NOT_FOUND as for GET.',
        params: ConversationParams,
        response: { 200: Conversation, ...problemResponses(401, 404) },
      },
    },
    async (request) => markConversationRead(app.db, request.user, request.params.id),
  );
};
