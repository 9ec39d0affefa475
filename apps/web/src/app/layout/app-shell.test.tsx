import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell } from './app-shell';

const indexHtml = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');

/** The element as markup, attributes sorted, text trimmed, comments and whitespace-only text dropped. */
function normalised(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const attributes = [...element.attributes]
    .map((a) => `${a.name}="${a.value}"`)
    .sort()
    .join(' ');
  const children = [...element.childNodes].map(normalised).join('');
  return `<${element.localName} ${attributes}>${children}</${element.localName}>`;
}

describe('AppShell', () => {
  it("is index.html's shell, so the page does not change when React replaces one with the other", () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const fromHtml = page.querySelector('#root > *');
    expect(fromHtml).not.toBeNull();
    const { container } = render(<AppShell />);
    expect(normalised(container.firstElementChild!)).toBe(normalised(fromHtml!));
  });
});
