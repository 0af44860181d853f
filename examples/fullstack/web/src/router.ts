/** What a page gets: its path parameters, a signal aborted when the user leaves it, and navigation. */
export interface PageContext {
  readonly params: Readonly<Record<string, string>>;
  readonly signal: AbortSignal;
  navigate(path: string): void;
}

/** A page renders to a node; it may load data first. */
export type Page = (context: PageContext) => Node | Promise<Node>;

export interface Route {
  /** `/users/:id` style; `:name` segments become `params.name`. */
  readonly path: string;
  /** Written to the outlet's `data-page` once rendered (the end-to-end tests wait on it). */
  readonly name: string;
  readonly page: Page;
}

/**
 * A History API router: links are intercepted and rendered without a page load; the back button
 * works through `popstate`. A hard reload of any route comes back through the server's SPA fallback.
 *
 * @example
 * startRouter(document.querySelector('#app')!, [{ path: '/', name: 'home', page: renderHome }], notFound);
 */
export function startRouter(outlet: HTMLElement, routes: readonly Route[], notFound: Route): void {
  let leaving: AbortController | undefined;

  const navigate = (path: string): void => {
    history.pushState(null, '', path);
    void render();
  };

  const render = async (): Promise<void> => {
    leaving?.abort();
    const controller = new AbortController();
    leaving = controller;
    const { route, params } = matchRoute(routes, location.pathname) ?? { route: notFound, params: {} };
    outlet.removeAttribute('data-page');
    const node = await route.page({ params, signal: controller.signal, navigate });
    // A slower page must not overwrite the page the user has since moved to.
    if (controller.signal.aborted) return;
    outlet.replaceChildren(node);
    outlet.dataset.page = route.name;
    document.title = `${route.name} · fw full-stack example`;
  };

  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !isInAppLink(anchor, event)) return;
    event.preventDefault();
    if (anchor.pathname !== location.pathname) navigate(anchor.pathname + anchor.search);
  });
  window.addEventListener('popstate', () => void render());
  void render();
}

function isInAppLink(anchor: HTMLAnchorElement, event: MouseEvent): boolean {
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return !modified && anchor.origin === location.origin && !anchor.hasAttribute('download') && anchor.target === '';
}

function matchRoute(
  routes: readonly Route[],
  pathname: string,
): { route: Route; params: Record<string, string> } | undefined {
  const actual = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const expected = route.path.split('/').filter(Boolean);
    if (expected.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((segment, index) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(actual[index]);
        return true;
      }
      return segment === actual[index];
    });
    if (matches) return { route, params };
  }
  return undefined;
}
