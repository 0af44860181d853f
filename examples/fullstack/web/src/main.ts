import './style.css';
import { startRouter } from './router';
import { renderHome } from './pages/home';
import { renderUsers } from './pages/users';
import { renderUserDetail } from './pages/user-detail';
import { renderChat } from './pages/chat';
import { renderNotFound } from './pages/not-found';
import { mountSignIn } from './sign-in';

const outlet = document.querySelector<HTMLElement>('#app');
if (!outlet) throw new Error('index.html must contain <main id="app">');
const session = document.querySelector<HTMLElement>('#session');
if (!session) throw new Error('index.html must contain <div id="session">');
mountSignIn(session);

startRouter(
  outlet,
  [
    { path: '/', name: 'home', page: renderHome },
    { path: '/users', name: 'users', page: renderUsers },
    { path: '/users/:id', name: 'user', page: renderUserDetail },
    { path: '/chat', name: 'chat', page: renderChat },
  ],
  { path: '*', name: 'not-found', page: renderNotFound },
);
