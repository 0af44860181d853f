import { fw } from '../api';
import { h, replaceChildren } from '../dom';
import type { User } from '../generated/app';
import type { PageContext } from '../router';
import { createUserForm } from './user-form';

/** `/users`: the list (filtered by a query parameter on the server) and the create form. */
export async function renderUsers({ signal }: PageContext): Promise<Node> {
  const list = h('ul', { class: 'list', 'data-testid': 'user-list' });
  const search = h('input', { type: 'search', placeholder: 'Filter by name', 'aria-label': 'Filter users' });
  let latest = 0;

  const refresh = async (): Promise<void> => {
    const call = ++latest;
    const { data, error } = await fw.api.users.get({
      query: { search: search.value === '' ? undefined : search.value },
      fetch: { signal },
    });
    // Typing fast sends several requests; only the last one may paint.
    if (call !== latest || signal.aborted) return;
    if (error) replaceChildren(list, h('li', { class: 'error' }, error.value.message));
    else replaceChildren(list, ...(data.length === 0 ? [h('li', { class: 'muted' }, 'No users')] : data.map(toItem)));
  };

  search.addEventListener('input', () => void refresh());
  await refresh();
  return h(
    'section',
    { class: 'columns' },
    h('div', {}, h('h1', {}, 'Users'), search, list),
    createUserForm(() => void refresh()),
  );
}

function toItem(user: User): HTMLLIElement {
  return h(
    'li',
    { 'data-user-id': user.id },
    h('a', { href: `/users/${encodeURIComponent(user.id)}` }, user.name),
    h('span', { class: 'muted' }, ` ${user.email}`),
  );
}
