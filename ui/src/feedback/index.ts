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
export {
  useServerAction,
  refusalMessage,
  refuseForm,
  type ServerAction,
  type ActionError,
  type RefusalForm,
  type RefusalFields,
  type RefusedStatus,
  type SaveOptions,
  type SubmitOptions,
} from './use-server-action';
