export { AuthProvider, useAuth, useUserQuery, userQueryKey } from './AuthProvider';
export type { AuthContextValue } from './AuthProvider';
export { ProtectedRoute, AdminRoute } from './guards';
export { FullPageSpinner } from './FullPageSpinner';
export { useLogin, login } from './api/login';
export { useRegister, register } from './api/register';
export { useLogout, logout } from './api/logout';
export { useUnauthorizedRedirect, UNAUTHORIZED_REDIRECT_DELAY_MS } from './useUnauthorizedRedirect';
export { useProfileImage, profileImageQueryKey } from './useProfileImage';
export type { ProfileImageApi } from './useProfileImage';
export {
  PROFILE_IMAGE_MAX_BYTES,
  loadProfileImage,
  profileImageKey,
  removeProfileImage,
  saveProfileImage,
} from './profileImage';
export type { SaveProfileImageResult } from './profileImage';
export { FullPageNavigationProvider, useFullPageNavigation, browserNavigation } from './fullPageNavigation';
export type { FullPageNavigation } from './fullPageNavigation';
