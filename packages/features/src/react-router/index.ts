// react-router as the screens' router (`<AppProviders router={reactRouter}>`): the package's one module that
// imports react-router, so a host with another router never installs it.
export { reactRouter } from './reactRouter';
