import { fw } from '../api';
import { h } from '../dom';
import type { PageContext } from '../router';

/** The landing page: what the example shows, and live figures from the API. */
export async function renderHome({ signal }: PageContext): Promise<Node> {
  const { data: stats, error } = await fw.api.stats.summary.get({ fetch: { signal } });
  const figures = error
    ? h('p', { class: 'error' }, error.value.message)
    : h(
        'dl',
        { class: 'stats', 'data-testid': 'stats' },
        h('dt', {}, 'Users'),
        h('dd', {}, stats.users),
        h('dt', {}, 'Posts'),
        h('dd', {}, stats.posts),
        h('dt', {}, 'Chat connections'),
        h('dd', {}, stats.chatConnections),
      );
  return h(
    'section',
    {},
    h('h1', {}, 'fw full-stack example'),
    h(
      'p',
      {},
      'A Bun API under /api with a WebSocket gateway, and this Vite single-page app that calls it through ',
      h('code', {}, "client<App>('')"),
      ' with a contract generated from the controllers.',
    ),
    figures,
    h(
      'ul',
      { class: 'cards' },
      h('li', {}, h('a', { href: '/users' }, 'Users'), ' — list, filter, create, delete'),
      h('li', {}, h('a', { href: '/chat' }, 'Chat'), ' — rooms over a WebSocket gateway'),
    ),
  );
}
