export {
  MESSAGE_AUTO_HIDE_MS,
  MESSAGE_HIDE_MS,
  Message,
  Messages,
  messageVariants,
  type MessageData,
  type MessageProps,
  type MessageTiming,
  type MessageType,
  type MessagesProps,
} from './messages';
