import type { Element, ElementContent, Root } from 'hast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

const BLOCKS = new Set(['ul', 'ol', 'p', 'div', 'pre', 'blockquote', 'table']);

function isCheckbox(node: ElementContent): node is Element {
  return node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
}

/**
 * GFM task list items (`- [x] Done`) get their checkbox and text in one `<label>`, so the checkbox
 * has an accessible name (the item's text). Nested lists stay outside the label.
 */
export const rehypeTaskLists: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'element', (node: Element) => {
    const box = node.children.findIndex(isCheckbox);
    if (box === -1 || (node.tagName !== 'li' && node.tagName !== 'p')) return;
    const end = node.children.findIndex((child, index) => index > box && child.type === 'element' && BLOCKS.has(child.tagName));
    const inline = node.children.slice(box, end === -1 ? undefined : end);
    const label: Element = { type: 'element', tagName: 'label', properties: {}, children: inline };
    node.children.splice(box, inline.length, label);
  });
};
