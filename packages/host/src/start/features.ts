import { AppErrorBoundary, AppProviders } from '@channel-countdown/features';

/**
 * The app's start, third part (main.tsx): the providers every screen renders inside (session, reads, language,
 * theme, toasts) and the error boundary around them. Importing this module runs theirs. Imported by name: a
 * re-export would keep the features' whole index, whose lazy screens' modules the initial chunk would then import.
 */
export const features = [AppProviders, AppErrorBoundary];
