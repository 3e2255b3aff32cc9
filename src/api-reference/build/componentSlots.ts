import ts from 'typescript';
import type { ApiSlot } from '../types';
import { describeMember, isIgnored, propertiesOf, type PropertyOf } from './describeSymbols';

/**
 * The slots of a component: the members of its `<Name>Slots` interface when the package exports one,
 * else of the type of its `slots` prop (Material UI 5.15 declares several inline: Slider, Tooltip, Alert).
 * Each slot gets its `@default` and the class its `*Classes` object gives the slot's name.
 */
export function componentSlots(checker: ts.TypeChecker, slotsInterface: ts.Symbol | undefined, slotsProp: PropertyOf | undefined, classes: Record<string, string> | null): ApiSlot[] {
  let members: PropertyOf[] = [];
  if (slotsInterface) members = propertiesOf(checker, checker.getDeclaredTypeOfSymbol(slotsInterface));
  if (members.length === 0 && slotsProp) {
    const declaration = slotsProp.symbol.declarations?.[0];
    const type = declaration ? checker.getTypeOfSymbolAtLocation(slotsProp.symbol, declaration) : checker.getTypeOfSymbol(slotsProp.symbol);
    const present = checker.getNonNullableType(type);
    if (present.flags & ts.TypeFlags.Object) members = propertiesOf(checker, present);
  }
  return members
    .filter((slot) => !isIgnored(checker, slot.symbol))
    .map((slot) => {
      const member = describeMember(checker, slot);
      const className = classes?.[member.name];
      return {
        name: member.name,
        description: member.description,
        ...(member.default ? { default: member.default } : {}),
        ...(className ? { className } : {}),
      };
    });
}
