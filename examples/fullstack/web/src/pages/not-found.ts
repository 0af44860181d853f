import { h } from '../dom';

/** Any path the router does not know: the server sent index.html (SPA fallback), the app says so. */
export function renderNotFound(): Node {
  return h(
    'section',
    {},
    h('h1', {}, 'Page not found'),
    h('p', {}, `Nothing lives at ${location.pathname}. `, h('a', { href: '/' }, 'Go home')),
  );
}
