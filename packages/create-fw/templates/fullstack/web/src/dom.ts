/** The element `selector` finds under `root`; a missing one is a mistake in the markup, so it throws. */
export function query<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector} in the page`);
  return element;
}

/** A section made from static markup; text from users goes in through `textContent`, never as HTML. */
export function section(html: string): HTMLElement {
  const element = document.createElement('section');
  element.innerHTML = html;
  return element;
}

/** A list item holding `text`. */
export function item(text: string): HTMLLIElement {
  const element = document.createElement('li');
  element.textContent = text;
  return element;
}
