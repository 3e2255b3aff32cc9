// Stands in for 'hoist-non-react-statics' in the site's bundles (see turbopack.resolveAlias in
// next.config.ts). Its only user is @emotion/react's `withTheme`, which every page ships (it lives in
// the same module as emotion's ThemeContext) and no page calls; the package brings its own copy of
// react-is 16 for two symbol checks. This does the same job with React's symbols: about 1.2 KB gzip
// less on every page. The unit test compares it with the package on every kind of component.

type Statics = Record<PropertyKey, unknown>;

/** Names JavaScript itself gives a function or class. */
const LANGUAGE_NAMES = new Set<PropertyKey>(['name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity']);

/** Names React reads on a component, which belong to the component they are set on. */
const COMPONENT_NAMES = new Set<PropertyKey>([
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
]);

/** The names React reads on the object forwardRef() returns, and on the one memo() returns. */
const FORWARD_REF_NAMES = new Set<PropertyKey>(['$$typeof', 'render', 'defaultProps', 'displayName', 'propTypes']);
const MEMO_NAMES = new Set<PropertyKey>(['$$typeof', 'compare', 'defaultProps', 'displayName', 'propTypes', 'type']);

const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');

function reactNamesOf(component: object): Set<PropertyKey> {
  const kind = (component as Statics).$$typeof;
  if (kind === FORWARD_REF) return FORWARD_REF_NAMES;
  if (kind === MEMO) return MEMO_NAMES;
  return COMPONENT_NAMES;
}

/**
 * Copies onto `target` the static members of `source` (own and inherited, symbols included) that are
 * neither JavaScript's (a function's own names, or those every object has: constructor, toString…) nor
 * React's on either component, nor named in `excluded`. Returns `target`.
 * A string source (a host element such as 'div') has nothing to copy.
 */
export default function hoistStatics<T extends object>(target: T, source: unknown, excluded?: Record<PropertyKey, unknown>): T {
  if (typeof source === 'string' || source === null || (typeof source !== 'object' && typeof source !== 'function')) return target;
  const parent = Object.getPrototypeOf(source) as object | null;
  if (parent && parent !== Object.prototype) hoistStatics(target, parent, excluded);
  const targetNames = reactNamesOf(target);
  const sourceNames = reactNamesOf(source);
  for (const key of Reflect.ownKeys(source)) {
    if (LANGUAGE_NAMES.has(key) || key in Object.prototype || targetNames.has(key) || sourceNames.has(key) || excluded?.[key]) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (!descriptor) continue;
    try {
      Object.defineProperty(target, key, descriptor);
    } catch {
      // A read-only member of the target stays as it is.
    }
  }
  return target;
}
