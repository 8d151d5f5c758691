import { useLocation } from 'react-router';
import { returnToFromSearch } from './returnTo';

/** Where to go after signing in: the page's safe `?returnTo=` path, else '/'. */
export function useReturnTo(): string {
  return returnToFromSearch(useLocation().search);
}
