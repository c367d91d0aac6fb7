// @sid/ui/router-link: a Fluent link that navigates inside the app. A subpath of its own because
// Fluent's Link package is ~2.4 KiB gzip that pages without links should not load.
export { RouterLink, type RouterLinkProps } from './router-link';
