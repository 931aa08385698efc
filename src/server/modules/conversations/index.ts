export { default as conversationRoutes } from './routes';
export { CONVERSATION_AWAY, runAwayMail } from './away';
