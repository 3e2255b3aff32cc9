import ts from 'typescript';
import type { ApiProp } from '../types';

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteArrowStyleSignature;
const MAX_WRITTEN_TYPE = 140;

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
}

function literalText(checker: ts.TypeChecker, type: ts.Type): string | null {
  if (type.isStringLiteral()) return `'${type.value}'`;
  if (type.isNumberLiteral()) return String(type.value);
  if (type.flags & ts.TypeFlags.BooleanLiteral) return checker.typeToString(type);
  return null;
}

/** A readable type: literal unions as lists, short written types as written, else the checker's text. */
export function describeType(checker: ts.TypeChecker, symbol: ts.Symbol, declaration: ts.Declaration | undefined): Pick<ApiProp, 'type' | 'values'> {
  const location = declaration ?? (symbol.valueDeclaration as ts.Node | undefined);
  const type = location ? checker.getTypeOfSymbolAtLocation(symbol, location) : checker.getDeclaredTypeOfSymbol(symbol);
  const members = (type.isUnion() ? type.types : [type]).filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
  if (members.length > 0 && members.every((member) => member.flags & ts.TypeFlags.BooleanLiteral)) return { type: 'bool' };
  const literals = members.map((member) => literalText(checker, member));
  if (members.length > 1 && literals.every((literal) => literal !== null)) {
    const values = literals as string[];
    return { type: values.join(' | '), values };
  }
  const written = declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isParameter(declaration)) ? declaration.type?.getText() : undefined;
  if (written && written.length <= MAX_WRITTEN_TYPE) return { type: squash(written) };
  const resolved = squash(checker.typeToString(type, undefined, FORMAT)).replace(/ \| undefined$/, '');
  return { type: resolved.length > 400 ? `${resolved.slice(0, 397)}…` : resolved };
}

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text ?? []).trim();
}

/** A property, parameter or method as the reference shows it. */
export function describeMember(checker: ts.TypeChecker, symbol: ts.Symbol): ApiProp {
  const declaration = symbol.declarations?.[0];
  const tags = symbol.getJsDocTags(checker);
  const defaultTag = tags.find((tag) => tag.name === 'default');
  const deprecatedTag = tags.find((tag) => tag.name === 'deprecated');
  return {
    name: symbol.getName(),
    ...describeType(checker, symbol, declaration),
    ...(defaultTag ? { default: tagText(defaultTag) } : {}),
    description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
    required: !(symbol.flags & ts.SymbolFlags.Optional),
    ...(deprecatedTag ? { deprecated: tagText(deprecatedTag) || 'Deprecated.' } : {}),
  };
}

/** Properties of a type, also across the members of a union (required only when in every member). */
export function propertiesOf(checker: ts.TypeChecker, type: ts.Type): ts.Symbol[] {
  if (!type.isUnion()) return checker.getPropertiesOfType(checker.getApparentType(type));
  const byName = new Map<string, ts.Symbol>();
  for (const member of type.types) {
    for (const property of checker.getPropertiesOfType(checker.getApparentType(member))) {
      if (!byName.has(property.getName())) byName.set(property.getName(), property);
    }
  }
  return [...byName.values()];
}

/** The component description without the "Demos:" and "API:" link lists MUI appends. */
export function componentDescription(text: string): { description: string; demoPaths: string[] } {
  const [body = ''] = text.split(/\n\s*(?:Demos|API):\s*\n/);
  const demoPaths = [...text.matchAll(/\(https:\/\/mui\.com(\/[^)#\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((link) => !link.includes('/api/'));
  return { description: body.trim(), demoPaths };
}
