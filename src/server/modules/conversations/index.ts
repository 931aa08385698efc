export { default as conversationRoutes } from './routes';
export { CONVERSATION_AWAY, runAwayMail } from './away';
export { readConversation } from './read';
export { readMessages } from './service';
export { eraseMessagesOf } from './rights';
