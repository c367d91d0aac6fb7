export { EmptyState, type EmptyStateProps } from './empty-state';
export { NotFoundState, type NotFoundStateProps } from './not-found-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { LoadingState, type LoadingStateProps } from './loading-state';
export { DataStates, recordStates, answerStates, type DataStatesProps, type ReadLike } from './data-states';
export { PagedStates, type PagedStatesProps, type PageRead, type PageTableProps } from './paged-states';
