type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | boolean | ((event: Event) => void) | undefined>;

/**
 * A tiny element builder for the public report page: text always goes in as text nodes, never as
 * HTML, so nothing an operator typed can become markup ("No HTML rendered anywhere").
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) el.setAttribute(name, '');
    else el.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return el;
}

export function show(root: HTMLElement, ...children: Child[]) {
  root.replaceChildren(...children.filter((c): c is Node | string => Boolean(c)));
}
