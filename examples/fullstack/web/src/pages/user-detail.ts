import { fw } from '../api';
import { h, replaceChildren } from '../dom';
import type { Post } from '../generated/app';
import type { PageContext } from '../router';

/** `/users/:id`: the user, a rename form, their posts (a nested child controller) and the delete button. */
export async function renderUserDetail({ params, signal, navigate }: PageContext): Promise<Node> {
  const user = fw.api.users({ id: params.id });
  const [found, posts] = await Promise.all([user.get({ fetch: { signal } }), user.posts.get({ fetch: { signal } })]);
  if (found.error) {
    return h(
      'section',
      {},
      h('h1', {}, 'User not found'),
      h('p', { class: 'error' }, found.error.value.message),
      h('a', { href: '/users' }, 'Back to users'),
    );
  }

  const message = h('p', { class: 'error', role: 'alert', 'data-testid': 'detail-error' });
  const list = h('ul', { class: 'list', 'data-testid': 'post-list' });
  const showPosts = (items: Post[]): void =>
    replaceChildren(list, ...(items.length === 0 ? [h('li', { class: 'muted' }, 'No posts yet')] : items.map(toItem)));
  if (posts.error) message.textContent = posts.error.value.message;
  else showPosts(posts.data);

  const remove = h('button', { class: 'danger', 'data-testid': 'delete-user' }, 'Delete user');
  remove.addEventListener('click', async () => {
    const { error } = await user.delete();
    if (error) message.textContent = error.value.message;
    else navigate('/users');
  });

  const title = h('input', { name: 'title', 'aria-label': 'Post title', placeholder: 'Title' });
  const form = h('form', { class: 'inline', novalidate: true }, title, h('button', { type: 'submit' }, 'Add post'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { error } = await user.posts.post({ title: title.value });
    if (error) {
      message.textContent = error.value.message;
      return;
    }
    form.reset();
    message.textContent = '';
    const latest = await user.posts.get();
    if (!latest.error) showPosts(latest.data);
  });

  const { name, email, age, createdAt } = found.data;
  const heading = h('h1', { 'data-testid': 'user-name' }, name);
  const newName = h('input', { name: 'rename', 'aria-label': 'New name', value: name });
  const rename = h(
    'form',
    { class: 'inline', novalidate: true, 'data-testid': 'rename' },
    newName,
    h('button', { type: 'submit' }, 'Rename'),
  );
  rename.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { data, error } = await user.patch({ name: newName.value });
    if (error) message.textContent = error.value.message;
    else heading.textContent = data.name;
  });

  return h(
    'section',
    {},
    h('a', { href: '/users' }, '← Users'),
    heading,
    h(
      'p',
      { class: 'muted' },
      email,
      age === undefined ? '' : ` · ${age} years`,
      // The contract says `string`: dates travel as ISO text and are not revived (spec, "Route-to-client mapping").
      ` · joined ${new Date(createdAt).toLocaleDateString('en-GB')}`,
    ),
    rename,
    h('h2', {}, 'Posts'),
    list,
    form,
    message,
    remove,
  );
}

function toItem(post: Post): HTMLLIElement {
  return h('li', {}, post.title);
}
