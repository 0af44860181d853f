import { fw } from './api.ts';
import { item, query, section } from './dom.ts';

/** `/`: the users, and a form that adds one; a bad email shows the message of the server's `@Schema`. */
export function renderUsers(signal: AbortSignal): Node {
  const page = section(`
    <h1>Users</h1>
    <ul class="users"></ul>
    <form>
      <input name="name" placeholder="Name" aria-label="Name" required />
      <input name="email" placeholder="Email" aria-label="Email" />
      <button>Add</button>
    </form>
    <p class="error" role="alert"></p>`);
  const list = query(page, 'ul');
  const form = query<HTMLFormElement>(page, 'form');
  const error = query(page, '.error');

  const refresh = async (): Promise<void> => {
    const users = await fw.api.users.get({ fetch: { signal } });
    if (users.error) error.textContent = users.error.value.message;
    else list.replaceChildren(...users.data.map((user) => item(`${user.name} <${user.email}>`)));
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const fields = new FormData(form);
    const created = await fw.api.users.post({ name: String(fields.get('name')), email: String(fields.get('email')) });
    error.textContent = created.error ? created.error.value.message : '';
    if (!created.error) {
      form.reset();
      await refresh();
    }
  });
  void refresh();
  return page;
}
