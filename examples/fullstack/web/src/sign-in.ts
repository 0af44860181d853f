import { fw } from './api';
import { h, replaceChildren } from './dom';
import { currentSession, onSessionChange, saveSession } from './session';

/**
 * The header's sign-in: a name gets a token (`POST /api/auth/login`), checked at once through the guarded
 * `GET /api/auth/me`. Each typed error is read by its status: the 422's field message, the 401's message.
 */
export function mountSignIn(slot: HTMLElement): void {
  const render = (): void => replaceChildren(slot, currentSession() ? signedIn() : signInForm());
  onSessionChange(render);
  render();
}

function signInForm(): HTMLFormElement {
  const name = h('input', { name: 'name', placeholder: 'Your name', 'aria-label': 'Name', autocomplete: 'off' });
  const problem = h('span', { class: 'error', role: 'alert', 'data-testid': 'sign-in-error' });
  const form = h(
    'form',
    { class: 'inline', novalidate: true, 'data-testid': 'sign-in' },
    name,
    h('button', { type: 'submit' }, 'Sign in'),
    problem,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { data, error } = await fw.api.auth.login.post({ name: name.value });
    if (error) {
      problem.textContent = (error.status === 422 && error.value.errors.name?.join(', ')) || error.value.message;
      return;
    }
    const me = await fw.api.auth.me.get({ headers: { authorization: `Bearer ${data.token}` } });
    if (me.error) problem.textContent = me.error.value.message;
    else saveSession({ name: me.data.name, token: data.token });
  });
  return form;
}

function signedIn(): HTMLElement {
  const signOut = h('button', { type: 'button' }, 'Sign out');
  signOut.addEventListener('click', () => saveSession(undefined));
  const who = h('span', { 'data-testid': 'whoami' }, `signed in as ${currentSession()?.name ?? ''}`);
  return h('div', { class: 'inline' }, who, signOut);
}
