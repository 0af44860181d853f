import { fw } from '../api';
import { h } from '../dom';
import { showFieldErrors } from '../field-errors';
import type { User } from '../generated/app';
import { authorization } from '../session';

/**
 * The create-user form. `novalidate` on purpose: the server's `@Schema` DTO is the validator. A 422 is
 * typed by the contract (`FieldErrors<CreateUserDto>`), so each message goes under its input; any other
 * error (the guard's 401 when signed out) shows its message.
 */
export function createUserForm(onCreated: (user: User) => void): HTMLFormElement {
  const name = h('input', { name: 'name', autocomplete: 'off' });
  const email = h('input', { name: 'email', type: 'email', autocomplete: 'off' });
  const age = h('input', { name: 'age', type: 'number', min: 0 });
  const errors = {
    name: fieldError('name'),
    email: fieldError('email'),
    age: fieldError('age'),
  };
  const message = h('p', { class: 'error', role: 'alert', 'data-testid': 'form-error' });
  const form = h(
    'form',
    { class: 'card', novalidate: true, 'data-testid': 'create-user' },
    h('h2', {}, 'New user'),
    h('label', {}, 'Name', name, errors.name),
    h('label', {}, 'Email', email, errors.email),
    h('label', {}, 'Age (optional)', age, errors.age),
    h('button', { type: 'submit' }, 'Create'),
    message,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    for (const slot of [message, ...Object.values(errors)]) slot.textContent = '';
    const { data, error } = await fw.api.users.post(
      { name: name.value, email: email.value, age: age.value === '' ? undefined : Number(age.value) },
      { headers: authorization() },
    );
    if (error?.status === 422) showFieldErrors(error.value, errors, message);
    else if (error) message.textContent = error.value.message;
    else {
      form.reset();
      onCreated(data);
    }
  });
  return form;
}

function fieldError(field: string): HTMLElement {
  return h('span', { class: 'error', 'data-testid': `error-${field}` });
}
