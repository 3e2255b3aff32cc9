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

/**
 * A property of a type. On a union (a discriminated props type such as Base UI's `Input`, whose single-line
 * branch declares `rows?: undefined`), the same name may be declared by several members: `variants` holds
 * each declaration, and the property is required only when every member requires it.
 */
export interface PropertyOf {
  name: string;
  /** The declaration that describes the property best (the first that accepts a value). */
  symbol: ts.Symbol;
  variants: ts.Symbol[];
  required: boolean;
}

function isOptional(symbol: ts.Symbol): boolean {
  return Boolean(symbol.flags & ts.SymbolFlags.Optional);
}

/** True when the package marks the member `@ignore` (internal, "do not document"). */
export function isIgnored(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  return symbol.getJsDocTags(checker).some((tag) => tag.name === 'ignore');
}

/** A type that only says "absent": `undefined`, `never`, `void`. */
function isAbsentType(type: ts.Type): boolean {
  const members = type.isUnion() ? type.types : [type];
  return members.every((member) => Boolean(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Never | ts.TypeFlags.Void)));
}

function declaredTypeOf(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type {
  const declaration = symbol.declarations?.[0];
  return declaration ? checker.getTypeOfSymbolAtLocation(symbol, declaration) : checker.getTypeOfSymbol(symbol);
}

/** A property, parameter or method as the reference shows it. */
export function describeMember(checker: ts.TypeChecker, member: ts.Symbol | PropertyOf): ApiProp {
  const property: PropertyOf = 'variants' in member ? member : { name: member.getName(), symbol: member, variants: [member], required: !isOptional(member) };
  const { symbol } = property;
  const tags = symbol.getJsDocTags(checker);
  const defaultTag = tags.find((tag) => tag.name === 'default');
  const deprecatedTag = tags.find((tag) => tag.name === 'deprecated');
  const description = [symbol, ...property.variants].map((variant) => ts.displayPartsToString(variant.getDocumentationComment(checker)).trim()).find(Boolean) ?? '';
  return {
    name: property.name,
    ...mergeVariantTypes(checker, property),
    ...(defaultTag ? { default: tagText(defaultTag) } : {}),
    description,
    required: property.required,
    ...(deprecatedTag ? { deprecated: tagText(deprecatedTag) || 'Deprecated.' } : {}),
  };
}

/** The type of a property declared by several union members: the variants that accept a value, joined. */
function mergeVariantTypes(checker: ts.TypeChecker, property: PropertyOf): Pick<ApiProp, 'type' | 'values'> {
  const accepting = property.variants.filter((variant) => !isAbsentType(declaredTypeOf(checker, variant)));
  const variants = accepting.length > 0 ? accepting : [property.symbol];
  const described = [...new Map(variants.map((variant) => describeType(checker, variant, variant.declarations?.[0])).map((entry) => [entry.type, entry])).values()];
  const [only] = described;
  if (described.length === 1 && only) return only;
  const types = [...new Set(described.flatMap((entry) => (entry.type === 'bool' ? ['bool'] : entry.type.split(' | '))))];
  if (types.every((type) => type === 'bool' || type === 'true' || type === 'false')) return { type: 'bool' };
  const values = described.every((entry) => entry.values) ? [...new Set(described.flatMap((entry) => entry.values ?? []))] : undefined;
  return { type: types.join(' | '), ...(values ? { values } : {}) };
}

/** Properties of a type, also across the members of a union (required only when in every member). */
export function propertiesOf(checker: ts.TypeChecker, type: ts.Type): PropertyOf[] {
  const memberTypes = type.isUnion() ? type.types.filter((member) => !isAbsentType(member)) : [type];
  const byName = new Map<string, PropertyOf & { presentIn: number }>();
  for (const member of memberTypes) {
    for (const symbol of checker.getPropertiesOfType(checker.getApparentType(member))) {
      const known = byName.get(symbol.getName());
      if (!known) {
        byName.set(symbol.getName(), { name: symbol.getName(), symbol, variants: [symbol], required: !isOptional(symbol), presentIn: 1 });
        continue;
      }
      known.presentIn += 1;
      known.required &&= !isOptional(symbol);
      if (!known.variants.includes(symbol)) known.variants.push(symbol);
    }
  }
  return [...byName.values()].map(({ presentIn, ...property }) => ({
    ...property,
    required: property.required && presentIn === memberTypes.length,
    // Describe the property by a declaration that accepts a value, not by a branch's `?: undefined`.
    symbol: property.variants.find((variant) => !isAbsentType(declaredTypeOf(checker, variant))) ?? property.symbol,
  }));
}

/** The component description without the "Demos:" and "API:" link lists MUI appends. */
export function componentDescription(text: string): { description: string; demoPaths: string[] } {
  const [body = ''] = text.split(/\n\s*(?:Demos|API):\s*\n/);
  const demoPaths = [...text.matchAll(/\(https:\/\/mui\.com(\/[^)#\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((link) => !link.includes('/api/'));
  return { description: body.trim(), demoPaths };
}
