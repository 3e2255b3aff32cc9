import ts from 'typescript';
import type { PlaygroundFixedValue, PlaygroundValue } from '../playgroundOptions';

/**
 * A playground's sample markup (its `markup` option), read at build time: JSX of elements, text and literal
 * props, nothing that runs. Component names are resolved against the API data by the caller.
 */
export type MarkupNode = string | MarkupElement;

export interface MarkupElement {
  name: string;
  props: Record<string, PlaygroundFixedValue>;
  children: MarkupNode[];
}

/** Plain HTML elements the markup may use: structure and text, nothing that loads or runs anything. */
export const MARKUP_HTML_ELEMENTS = new Set(['div', 'span', 'p', 'strong', 'em', 'b', 'i', 'small', 'br', 'ul', 'ol', 'li', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'label', 'h2', 'h3', 'h4']);

/** Props the markup never takes: handlers and raw HTML. */
const FORBIDDEN_PROP = /^(on[A-Z].*|dangerouslySetInnerHTML|ref|key|src|srcSet|action|formAction)$/;

const PROP_NAME = /^[A-Za-z][A-Za-z0-9]*(-[a-z]+)*$/;

class MarkupError extends Error {}

function literal(node: ts.Expression, where: string, depth: number): PlaygroundFixedValue {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isParenthesizedExpression(node)) return literal(node.expression, where, depth);
  if (ts.isArrayLiteralExpression(node) && depth === 0) {
    return node.elements.map((element) => {
      const value = literal(element, where, depth + 1);
      if (typeof value === 'object') throw new MarkupError(`${where}: a list holds texts, numbers, true or false.`);
      return value as PlaygroundValue;
    });
  }
  if (ts.isObjectLiteralExpression(node) && depth < 2) {
    const entries: Record<string, PlaygroundFixedValue> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
        throw new MarkupError(`${where}: an object holds plain "name: value" entries.`);
      }
      entries[property.name.text] = literal(property.initializer, `${where}.${property.name.text}`, depth + 1);
    }
    return entries;
  }
  throw new MarkupError(`${where}: "${node.getText()}" is not a text, number, true, false or an object of those.`);
}

function tagName(name: ts.JsxTagNameExpression): string {
  if (ts.isIdentifier(name)) return name.text;
  throw new MarkupError(`<${name.getText()}>: the markup names components and HTML elements plainly, without dots or namespaces.`);
}

function attributes(element: ts.JsxOpeningLikeElement, name: string): Record<string, PlaygroundFixedValue> {
  const props: Record<string, PlaygroundFixedValue> = {};
  for (const attribute of element.attributes.properties) {
    if (!ts.isJsxAttribute(attribute)) throw new MarkupError(`<${name}>: spread props are not allowed.`);
    const prop = attribute.name.getText();
    if (!PROP_NAME.test(prop) || FORBIDDEN_PROP.test(prop)) throw new MarkupError(`<${name}>: the prop "${prop}" is not allowed in playground markup.`);
    const initializer = attribute.initializer;
    if (!initializer) props[prop] = true;
    else if (ts.isStringLiteral(initializer)) props[prop] = initializer.text;
    else if (ts.isJsxExpression(initializer) && initializer.expression) props[prop] = literal(initializer.expression, `<${name} ${prop}>`, 0);
    else throw new MarkupError(`<${name}>: the prop "${prop}" has no value.`);
    if (prop === 'href' && (typeof props[prop] !== 'string' || !String(props[prop]).startsWith('#'))) throw new MarkupError(`<${name}>: an href in playground markup points within the page (#…).`);
  }
  return props;
}

/** JSX text as React reads it: lines trimmed, those with content joined by a space, blank ones dropped. */
function jsxText(text: string): string {
  const lines = text.split(/\r?\n/);
  return lines
    .map((line, index) => {
      let part = line.replace(/\t/g, ' ');
      if (index > 0) part = part.trimStart();
      if (index < lines.length - 1) part = part.trimEnd();
      return part;
    })
    .filter((line, index) => line !== '' || (index === 0 && lines.length === 1))
    .join(' ');
}

function childrenOf(children: ts.NodeArray<ts.JsxChild>): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  for (const child of children) {
    if (ts.isJsxText(child)) {
      const text = jsxText(child.text);
      if (text !== '' && !(child.containsOnlyTriviaWhiteSpaces && /\n/.test(child.text))) nodes.push(text);
    } else if (ts.isJsxElement(child)) {
      const name = tagName(child.openingElement.tagName);
      nodes.push({ name, props: attributes(child.openingElement, name), children: childrenOf(child.children) });
    } else if (ts.isJsxSelfClosingElement(child)) {
      const name = tagName(child.tagName);
      nodes.push({ name, props: attributes(child, name), children: [] });
    } else if (ts.isJsxExpression(child)) {
      if (!child.expression) continue;
      const value = literal(child.expression, 'a {…} child', 1);
      if (typeof value !== 'string' && typeof value !== 'number') throw new MarkupError('A {…} child of the markup is a text or a number.');
      nodes.push(String(value));
    } else {
      throw new MarkupError('Fragments are not needed in playground markup: list the children as they are.');
    }
  }
  return nodes;
}

/** The markup's nodes, or a sentence saying what is wrong. */
export function parseMarkup(markup: string): MarkupNode[] | string {
  const file = ts.createSourceFile('markup.tsx', `<>${markup}</>`, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const diagnostics = (file as unknown as { parseDiagnostics?: ts.Diagnostic[] }).parseDiagnostics ?? [];
  if (diagnostics.length > 0) return `The playground markup is not valid JSX: ${ts.flattenDiagnosticMessageText(diagnostics[0]!.messageText, ' ')}.`;
  const statement = file.statements[0];
  const fragment = statement && ts.isExpressionStatement(statement) ? statement.expression : undefined;
  if (file.statements.length !== 1 || !fragment || !ts.isJsxFragment(fragment)) return 'The playground markup must be JSX elements and text only.';
  try {
    const nodes = childrenOf(fragment.children);
    return nodes.length > 0 ? nodes : 'The playground markup is empty.';
  } catch (error) {
    if (error instanceof MarkupError) return error.message;
    throw error;
  }
}

/** The component names the markup uses (capitalized tags), in order of first use. */
export function markupComponentNames(nodes: readonly MarkupNode[]): string[] {
  const names: string[] = [];
  const visit = (node: MarkupNode) => {
    if (typeof node === 'string') return;
    if (/^[A-Z]/.test(node.name) && !names.includes(node.name)) names.push(node.name);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return names;
}
