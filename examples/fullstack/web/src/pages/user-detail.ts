import { fw } from '../api';
import { h, replaceChildren } from '../dom';
import { showFieldErrors } from '../field-errors';
import type { Post } from '../generated/app';
import type { PageContext } from '../router';
import { authorization } from '../session';

/**
 * `/users/:id`: the user, a rename form, their posts (a nested child controller) and the delete button.
 * Changing a user needs the session that added it: the API's 401 and 403 are shown as they come, a 422
 * under the input it is about.
 */
export async function renderUserDetail({ params, signal, navigate }: PageContext): Promise<Node> {
  const user = fw.api.users({ id: params.id });
  const [found, posts] = await Promise.all([user.get({ fetch: { signal } }), user.posts.get({ fetch: { signal } })]);
  if (found.error) {
    return h(
      'section',
      {},
      h('h1', {}, found.error.status === 404 ? 'User not found' : 'Could not load the user'),
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
    const { error } = await user.delete(null, { headers: authorization() });
    if (error) message.textContent = error.value.message;
    else navigate('/users');
  });

  const title = h('input', { name: 'title', 'aria-label': 'Post title', placeholder: 'Title' });
  const titleError = h('span', { class: 'error', 'data-testid': 'error-title' });
  const form = h(
    'form',
    { class: 'inline', novalidate: true },
    title,
    h('button', { type: 'submit' }, 'Add post'),
    titleError,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { error } = await user.posts.post({ title: title.value }, { headers: authorization() });
    titleError.textContent = '';
    if (error?.status === 422) return showFieldErrors(error.value, { title: titleError }, message);
    message.textContent = error ? error.value.message : '';
    if (error) return;
    form.reset();
    const latest = await user.posts.get();
    if (!latest.error) showPosts(latest.data);
  });

  const { name, email, age, createdAt, createdBy } = found.data;
  const heading = h('h1', { 'data-testid': 'user-name' }, name);
  const newName = h('input', { name: 'rename', 'aria-label': 'New name', value: name });
  const nameError = h('span', { class: 'error', 'data-testid': 'error-rename' });
  const rename = h(
    'form',
    { class: 'inline', novalidate: true, 'data-testid': 'rename' },
    newName,
    h('button', { type: 'submit' }, 'Rename'),
    nameError,
  );
  rename.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { data, error } = await user.patch({ name: newName.value }, { headers: authorization() });
    nameError.textContent = '';
    if (error?.status === 422) return showFieldErrors(error.value, { name: nameError }, message);
    message.textContent = error ? error.value.message : '';
    if (!error) heading.textContent = data.name;
  });

  return h(
    'section',
    {},
    h('a', { href: '/users' }, '← Users'),
    heading,
    h(
      'p',
      { class: 'muted', 'data-testid': 'user-meta' },
      email,
      age === undefined ? '' : ` · ${age} years`,
      // The contract says `string`: dates travel as ISO text and are not revived (spec, "Route-to-client mapping").
      ` · joined ${new Date(createdAt).toLocaleDateString('en-GB')}`,
      createdBy === undefined ? ' · sample data' : ` · added by ${createdBy}`,
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
