import { useHostLocation } from '../shared';
import { returnToFromSearch } from './returnTo';

/** Where to go after signing in: the page's safe `?returnTo=` path, else '/'. */
export function useReturnTo(): string {
  return returnToFromSearch(useHostLocation().search);
}
