import type { Conversation } from '@inkwell/domain/conversations/conversation.schema';
import type { Message } from '@inkwell/domain/messages/message.schema';
import type { Session } from '../../../test/test-app.ts';

/** Factories for the conversation, message, notification and event tests, all through the API. */

/** `from` starts (or reopens) a conversation with `to`. */
export async function converse(from: Session, to: Session): Promise<Conversation> {
  const response = await from.request({ method: 'POST', url: '/api/conversations', payload: { to: to.user._id } });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`start conversation failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function send(from: Session, conversationId: string, desc: string): Promise<Message> {
  const response = await from.request({ method: 'POST', url: '/api/messages', payload: { conversationId, desc } });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
