export {
  FeedbackProvider,
  useFeedback,
  FEEDBACK_TIMEOUT,
  type Feedback,
  type FeedbackIntent,
  type FeedbackMessage,
  type FeedbackOptions,
  type FeedbackProviderProps,
} from './feedback-provider';
export { useServerAction, type ServerAction, type ActionError } from './use-server-action';
