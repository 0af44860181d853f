/** What `h()` accepts as a child: nodes, text, and nothing (skipped, so conditionals read naturally). */
export type Child = Node | string | number | null | undefined | false;

type Listener = (event: Event) => void;
type AttributeValue = string | number | boolean | null | undefined;

/** Attributes are set as attributes; `on<event>` keys become listeners. */
export type Props = Record<string, AttributeValue | Listener>;

/**
 * Create an element: the whole of the app's "framework".
 *
 * @example
 * h('a', { href: '/users' }, 'Users');
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(key.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(key, '');
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(key, String(value));
  }
  element.append(...toNodes(children));
  return element;
}

/** Replace every child of `parent`. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren(...toNodes(children));
}

function toNodes(children: Child[]): (Node | string)[] {
  return children
    .filter((child) => child !== null && child !== undefined && child !== false)
    .map((child) => (typeof child === 'number' ? String(child) : (child as Node | string)));
}
