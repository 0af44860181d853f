import './style.css';
import { renderChat } from './chat-page.ts';
import { query, section } from './dom.ts';
import { renderUsers } from './users-page.ts';

/** A page builds its node at once and fills it as data arrives; the signal aborts when the user leaves. */
type Page = (signal: AbortSignal) => Node;

const pages: Record<string, Page> = { '/': renderUsers, '/chat': renderChat };
const notFound: Page = () => section('<h1>Not found</h1><p><a href="/">Back to the users</a></p>');
const outlet = query(document, 'main');
let leaving = new AbortController();

function show(): void {
  leaving.abort();
  leaving = new AbortController();
  outlet.replaceChildren((pages[location.pathname] ?? notFound)(leaving.signal));
}

// Links move between pages without a reload; the server answers index.html for these paths, so a
// reload or a shared link lands here too.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (!link || modified || link.origin !== location.origin) return;
  event.preventDefault();
  history.pushState(null, '', link.pathname);
  show();
});
addEventListener('popstate', show);
show();
