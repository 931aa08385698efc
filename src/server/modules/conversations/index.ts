export { default as conversationRoutes } from './routes';
export { CONVERSATION_AWAY, runAwayMail } from './away';
export { readConversation } from './read';
export { readMessages } from './service';
export { eraseMessagesOf } from './rights';
export { default as conversationPhotoRoutes } from './photo-routes';
export {
  deleteMessagePhotosOf,
  expireMessagePhoto,
  MESSAGE_PHOTO_EXPIRY,
  mayReadConversation,
  photosOf,
  takeMessagePhotosOf,
} from './photos';
