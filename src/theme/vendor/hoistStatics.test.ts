import { createRequire } from 'node:module';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import hoistStatics from './hoistStatics';

// The package this module stands in for, as the reference.
const hoistNonReactStatics = createRequire(import.meta.url)('hoist-non-react-statics') as (
  target: object,
  source: unknown,
  excluded?: Record<PropertyKey, unknown>,
) => object;

const tag = Symbol('tag');

function withStatics<T extends object>(component: T): T {
  return Object.assign(component, {
    displayName: 'Source',
    defaultProps: { size: 'small' },
    propTypes: {},
    muiName: 'Button',
    helper: () => 'helper',
    [tag]: 'symbol static',
    type: 'own type',
    render: 'own render',
    compare: 'own compare',
  });
}

class Base extends React.Component {
  static inherited = 'from the base class';
  render() {
    return null;
  }
}
class Derived extends Base {
  static own = 'own';
}

/** Kinds of components, built afresh for each call so both implementations start from the same state. */
const KINDS: Record<string, () => object> = {
  function: () => withStatics(function Source() {
    return null;
  }),
  class: () => Derived,
  forwardRef: () => withStatics(React.forwardRef<HTMLDivElement>(function Source(_props, _ref) {
    return null;
  })),
  memo: () => withStatics(React.memo(function Source() {
    return null;
  })),
};

const TARGETS: Record<string, () => object> = {
  function: () => function Target() {
    return null;
  },
  forwardRef: () => React.forwardRef(function Target() {
    return null;
  }),
  memo: () => React.memo(function Target() {
    return null;
  }),
};

/** The target's own members, described (functions by their result, so copies compare equal). */
function membersOf(target: object): Record<string, unknown> {
  const members: Record<string, unknown> = {};
  for (const key of Reflect.ownKeys(target)) {
    const value = (target as Record<PropertyKey, unknown>)[key];
    members[String(key)] = typeof value === 'function' ? `function ${value.name}` : value;
  }
  return members;
}

describe('hoistStatics', () => {
  for (const [sourceKind, makeSource] of Object.entries(KINDS)) {
    for (const [targetKind, makeTarget] of Object.entries(TARGETS)) {
      it(`copies what hoist-non-react-statics copies from a ${sourceKind} component onto a ${targetKind} one`, () => {
        const source = makeSource();
        const expected = membersOf(hoistNonReactStatics(makeTarget(), source));
        const target = makeTarget();
        expect(hoistStatics(target, source)).toBe(target);
        expect(membersOf(target)).toEqual(expected);
      });
    }
  }

  it('copies custom statics and symbols, and leaves React and JavaScript names alone', () => {
    const target = hoistStatics(TARGETS.function!(), KINDS.function!()) as Record<PropertyKey, unknown> & { (): null };
    expect(target.muiName).toBe('Button');
    expect((target.helper as () => string)()).toBe('helper');
    expect(target[tag]).toBe('symbol static');
    expect(target.displayName).toBeUndefined();
    expect(target.defaultProps).toBeUndefined();
    expect(target.name).toBe('Target');
  });

  it('copies inherited statics of a class', () => {
    const target = hoistStatics(TARGETS.function!(), Derived) as unknown as Record<string, unknown>;
    expect(target.own).toBe('own');
    expect(target.inherited).toBe('from the base class');
  });

  it('skips the names it is told to exclude, as the package does', () => {
    const excluded = { muiName: true };
    const target = hoistStatics(TARGETS.function!(), KINDS.function!(), excluded) as unknown as Record<string, unknown>;
    expect(target.muiName).toBeUndefined();
    expect(target.helper).toBeTypeOf('function');
    expect(membersOf(target)).toEqual(membersOf(hoistNonReactStatics(TARGETS.function!(), KINDS.function!(), excluded)));
  });

  it('copies nothing from a host element name, and keeps a read-only member of the target', () => {
    const target = TARGETS.function!();
    expect(membersOf(hoistStatics(target, 'div'))).toEqual(membersOf(TARGETS.function!()));
    const frozen = Object.defineProperty(TARGETS.function!(), 'muiName', { value: 'Kept', writable: false, configurable: false });
    expect(() => hoistStatics(frozen, KINDS.function!())).not.toThrow();
    expect((frozen as unknown as Record<string, unknown>).muiName).toBe('Kept');
  });
});
