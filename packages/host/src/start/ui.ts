import { Card, ThemeProvider, ToastProvider } from '@channel-countdown/ui';

/**
 * The app's start, second part (main.tsx): the design system's parts that the app's frame draws (the theme, the
 * toasts, the cards of its error pages). Importing this module runs theirs and what they are built from.
 */
export const ui = [ThemeProvider, ToastProvider, Card];
