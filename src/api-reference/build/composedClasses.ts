import fs from 'node:fs';
import ts from 'typescript';

/** The literal class keys an entry of a slots object can yield: `['root', disabled && 'disabled', a ? 'b' : 'c']`. */
function keysYielded(node: ts.Expression, into: Set<string>): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) into.add(node.text);
  else if (ts.isArrayLiteralExpression(node)) node.elements.forEach((element) => keysYielded(element, into));
  else if (ts.isParenthesizedExpression(node)) keysYielded(node.expression, into);
  else if (ts.isConditionalExpression(node)) {
    keysYielded(node.whenTrue, into);
    keysYielded(node.whenFalse, into);
  } else if (ts.isBinaryExpression(node)) {
    // `condition && 'key'` yields the key, never the condition's operands (`track === 'inverted'`).
    if (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) keysYielded(node.left, into);
    if (node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) keysYielded(node.right, into);
  }
}

/** The object literal an identifier is declared with, in the scopes around a node. */
function declaredObject(identifier: ts.Identifier): ts.ObjectLiteralExpression | null {
  for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === identifier.text && declaration.initializer && ts.isObjectLiteralExpression(declaration.initializer)) {
          return declaration.initializer;
        }
      }
    }
  }
  return null;
}

function calleeName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isCallExpression(expression)) return expression.arguments[0] ? calleeName(expression.arguments[0]) : '';
  return '';
}

/**
 * The class keys a component's published module composes with its own utility-class function
 * (`composeClasses(slots, getSliderUtilityClass, …)`), as literal strings: the classes it applies at run
 * time, some of which (Joy UI Slider's `active`) its `*Classes` object lacks. Only slots the module reads
 * (`classes.root`) count. Keys built at run time
 * (`variant${…}`) are not literals and are left to the `*Classes` object.
 */
export function composedClassKeys(jsFile: string, utilityFunction: string): string[] {
  if (!fs.existsSync(jsFile)) return [];
  const source = ts.createSourceFile(jsFile, fs.readFileSync(jsFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const keys = new Set<string>();
  const usedSlots = new Set([...source.text.matchAll(/\bclasses\.(\w+)/g)].map((match) => match[1] ?? ''));
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && /composeClasses$/.test(node.expression.text)) {
      const [slots, utility] = node.arguments;
      if (utility && calleeName(utility) === utilityFunction && slots) {
        const object = ts.isObjectLiteralExpression(slots) ? slots : ts.isIdentifier(slots) ? declaredObject(slots) : null;
        for (const property of object?.properties ?? []) {
          // A slot whose composed class the module never reads (`classes.label` of Material UI's Button)
          // reaches no element.
          if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && usedSlots.has(property.name.text)) keysYielded(property.initializer, keys);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...keys];
}
