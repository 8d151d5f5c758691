export { AppErrorBoundary } from './AppErrorBoundary';
export { ErrorScreen } from './ErrorScreen';
export { NotFoundScreen } from './NotFoundScreen';
export { Placeholder } from './Placeholder';
