import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Conversations (issue 31) for the journeys: opened and written through the API, or typed in the composer.

/** The provider signed in on `request` opens the conversation of the request they offered on; its id. */
export async function openConversation(request: APIRequestContext, requestId: string): Promise<string> {
  const opened = await request.post('/api/conversations', { data: { requestId } });
  expect(opened.status(), await opened.text()).toBe(201);
  return ((await opened.json()) as { conversation: { id: string } }).conversation.id;
}

/** The person signed in on `request` sends a message through the API, with these photos already uploaded. */
export async function say(
  request: APIRequestContext,
  conversationId: string,
  body: string,
  photoIds: string[] = [],
) {
  const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body, clientId: randomUUID(), photoIds },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** The composer, where a message is typed. */
export const composerOf = (page: Page) => page.getByRole('textbox', { name: 'Escribe un mensaje' });

/** Types a message and sends it with Enter: no pointer. */
export async function sendByKeyboard(page: Page, text: string) {
  const composer = composerOf(page);
  await composer.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(composer).toHaveValue('');
}

/**
 * Moves the conversation `minutes` into the past (the journeys' hook, for one of its two sides) and runs the tasks
 * then due: it answers once the e-mails they send are in the outbox.
 */
export async function ageConversation(request: APIRequestContext, conversationId: string, minutes: number) {
  const aged = await request.post(`/api/test/conversations/${conversationId}/age`, { data: { minutes } });
  expect(aged.status(), await aged.text()).toBe(200);
}
