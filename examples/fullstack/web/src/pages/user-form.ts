import { fw } from '../api';
import { h, replaceChildren } from '../dom';
import { renderIssues } from '../issues';
import type { User } from '../generated/app';

/**
 * The create-user form. `novalidate` on purpose: the server's `@Schema` DTO is the validator, and its
 * message (`error.value.message`) and field issues are what the user sees.
 */
export function createUserForm(onCreated: (user: User) => void): HTMLFormElement {
  const name = h('input', { name: 'name', autocomplete: 'off' });
  const email = h('input', { name: 'email', type: 'email', autocomplete: 'off' });
  const age = h('input', { name: 'age', type: 'number', min: 0 });
  const message = h('p', { class: 'error', role: 'alert', 'data-testid': 'form-error' });
  const issues = h('ul', { class: 'error', 'data-testid': 'form-issues' });
  const form = h(
    'form',
    { class: 'card', novalidate: true, 'data-testid': 'create-user' },
    h('h2', {}, 'New user'),
    h('label', {}, 'Name', name),
    h('label', {}, 'Email', email),
    h('label', {}, 'Age (optional)', age),
    h('button', { type: 'submit' }, 'Create'),
    message,
    issues,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    message.textContent = '';
    replaceChildren(issues);
    const { data, error } = await fw.api.users.post({
      name: name.value,
      email: email.value,
      age: age.value === '' ? undefined : Number(age.value),
    });
    if (error) {
      message.textContent = error.value.message;
      replaceChildren(issues, ...renderIssues(error.value));
      return;
    }
    form.reset();
    onCreated(data);
  });
  return form;
}
