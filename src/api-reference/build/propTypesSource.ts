import fs from 'node:fs';
import ts from 'typescript';

/** What a component's published propTypes source says about one prop. */
export interface PropTypeSource {
  /** The package's comment marks it `@ignore`: internal, left out of its documentation. */
  ignored: boolean;
  /** `.isRequired` on the validator itself (not on a nested shape member). */
  required: boolean;
  /** The values of a `PropTypes.oneOf([...])` list, as written (`'text'`, `1`), when the prop has one. */
  oneOf?: string[];
}

const sources = new Map<string, Map<string, PropTypeSource> | null>();

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}

function isPropTypesTarget(node: ts.Expression): boolean {
  if (ts.isPropertyAccessExpression(node)) return node.name.text === 'propTypes';
  if (ts.isElementAccessExpression(node)) return ts.isStringLiteral(node.argumentExpression) && node.argumentExpression.text === 'propTypes';
  return false;
}

/** The `oneOf` list directly under the validator (also inside `oneOfType([...])`), not inside shapes. */
function oneOfValues(node: ts.Expression): string[] | undefined {
  let found: string[] | undefined;
  const visit = (child: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(child) && ts.isPropertyAccessExpression(child.expression)) {
      const method = child.expression.name.text;
      if (method === 'shape' || method === 'exact' || method === 'objectOf' || method === 'arrayOf') return;
      const [list] = child.arguments;
      if (method === 'oneOf' && list && ts.isArrayLiteralExpression(list)) {
        found = list.elements.map((element) => (ts.isStringLiteral(element) ? `'${element.text}'` : element.getText()));
        return;
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function isRequiredValidator(node: ts.Expression): boolean {
  let current: ts.Expression = node;
  // `chainPropTypes(PropTypes.x, fn)` and similar wrappers: the first argument is the validator.
  while (ts.isCallExpression(current) && ts.isIdentifier(current.expression) && current.arguments[0]) current = current.arguments[0];
  return ts.isPropertyAccessExpression(current) && current.name.text === 'isRequired';
}

/**
 * The props of the first `X.propTypes = { … }` object in a published JavaScript module (MUI writes the
 * development propTypes with each prop's JSDoc, `@ignore` included). Null when the module has none.
 */
export function readPropTypesSource(jsFile: string): Map<string, PropTypeSource> | null {
  if (sources.has(jsFile)) return sources.get(jsFile) ?? null;
  let result: Map<string, PropTypeSource> | null = null;
  if (fs.existsSync(jsFile)) {
    const source = ts.createSourceFile(jsFile, fs.readFileSync(jsFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const visit = (node: ts.Node): void => {
      if (result) return;
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && isPropTypesTarget(node.left) && ts.isObjectLiteralExpression(node.right)) {
        result = new Map();
        for (const property of node.right.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const name = propertyName(property.name);
          if (name === null) continue;
          const oneOf = oneOfValues(property.initializer);
          result.set(name, {
            ignored: ts.getJSDocTags(property).some((tag) => tag.tagName.text === 'ignore'),
            required: isRequiredValidator(property.initializer),
            ...(oneOf ? { oneOf } : {}),
          });
        }
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  sources.set(jsFile, result);
  return result;
}

/** The published module next to a declaration file: `Fade/Fade.js` for `Fade/Fade.d.ts`. */
export function moduleOfDeclaration(declarationFile: string): string {
  return declarationFile.replace(/\.d\.ts$/, '.js');
}
