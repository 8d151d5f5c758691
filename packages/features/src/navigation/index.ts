// Public API of the navigation domain for the other domains (and, through screen.ts, the package entry):
// no screens, so importing it never pulls a lazily loaded page into the importer's chunk.
export { useIsMobile, MOBILE_QUERY } from './useIsMobile';
export { accountLinks, mobileLinks } from './navLinks';
