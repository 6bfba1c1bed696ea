// A page's markup as plain nodes and as React elements made afresh from them: what rendering our components hands
// React, without our components. Both floors use it, on the server (`ssr-floor-server.tsx`, over JSDOM) and in the
// browser (`mainthread-floor/floor-client.ts`, over the live DOM).
import { createElement, type ReactNode } from 'react';

/** An element of the page as parsed once: what `createElement` needs for it. */
export interface PageNode {
  readonly tag: string;
  readonly props: Readonly<Record<string, unknown>>;
  readonly children: readonly (PageNode | string)[];
}

// The attributes whose React name differs from their HTML one, among those our pages use.
const REACT_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  hreflang: 'hrefLang',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  spellcheck: 'spellCheck',
  viewbox: 'viewBox',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};

// A form control's current value is React's default, as our components render it.
const CONTROLLED_NAMES: Readonly<Record<string, string>> = { value: 'defaultValue', checked: 'defaultChecked' };

const styleObject = (css: string) =>
  Object.fromEntries(
    css
      .split(';')
      .map((rule) => rule.split(':'))
      .filter(([name, value]) => name?.trim() && value !== undefined)
      .map(([name = '', ...value]) => [
        name.trim().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value.join(':').trim(),
      ]),
  );

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * Parses an element once into plain nodes; scripts and styles keep their text as it stands. With `controls`, form
 * controls' values become defaults, as a page that hydrates needs.
 */
export const parsePage = (element: Element, options: { readonly controls?: boolean } = {}): PageNode => {
  const props: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    const reactName = (options.controls ? CONTROLLED_NAMES[name] : undefined) ?? REACT_NAMES[name] ?? name;
    props[reactName] = name === 'style' ? styleObject(value) : value;
  }
  const tag = element.localName;
  if (tag === 'script' || tag === 'style') {
    props.dangerouslySetInnerHTML = { __html: element.textContent ?? '' };
    return { tag, props, children: [] };
  }
  const children: (PageNode | string)[] = [];
  const from = tag === 'template' ? (element as HTMLTemplateElement).content : element;
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === ELEMENT_NODE) children.push(parsePage(child as Element, options));
    else if (child.nodeType === TEXT_NODE) children.push(child.textContent ?? '');
  }
  return { tag, props, children };
};

/** The page as React elements, made afresh: what rendering our components hands React. */
export const elementsOf = (node: PageNode): ReactNode =>
  createElement(
    node.tag,
    node.props,
    ...node.children.map((child) => (typeof child === 'string' ? child : elementsOf(child))),
  );
