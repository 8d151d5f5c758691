// The package entry @channel-countdown/features/auth: its screens, lazily loaded by the host, and the public API.
export * from './index';
export { AuthScreen } from './AuthScreen';
export { SignInRedirect, SignUpRedirect } from './redirects';
