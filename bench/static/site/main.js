import './style.css';

const routes = { '/': 'Home', '/users': 'Users', '/settings': 'Settings' };

function render() {
  const app = document.querySelector('#app');
  const title = routes[location.pathname] ?? 'Not found';
  app.innerHTML = `<nav>${Object.keys(routes)
    .map((path) => `<a href="${path}" data-link>${routes[path]}</a>`)
    .join(' ')}</nav><h1>${title}</h1>`;
}

document.addEventListener('click', (event) => {
  const link = event.target.closest('a[data-link]');
  if (!link) return;
  event.preventDefault();
  history.pushState(null, '', link.getAttribute('href'));
  render();
});
addEventListener('popstate', render);
render();
