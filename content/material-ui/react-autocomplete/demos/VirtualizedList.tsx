import * as React from 'react';
import { flushSync } from 'react-dom';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

// Every option is one line of this height, so the position of any option is known
// without rendering it. 48 px is also the option's minimum height on phones.
const ROW_HEIGHT = 48;
// Rows rendered above and below the visible ones. The component only highlights options
// that exist in the page, so the arrow keys and Page Up/Down (five options) need them.
const OVERSCAN = 6;

const names = ['Alder', 'Birch', 'Cedar', 'Elm', 'Fir', 'Hazel', 'Maple', 'Oak', 'Pine', 'Rowan'];
const suffixes = ['Court', 'Lane', 'Road', 'Street', 'Way'];

// 10,000 street names, built once from a fixed pattern (no randomness: the list must be
// the same on the server and in the browser).
const streets = Array.from({ length: 10000 }, (_, index) => {
  const name = names[index % names.length]!;
  const suffix = suffixes[Math.floor(index / names.length) % suffixes.length]!;
  return `${index + 1} ${name} ${suffix}`;
});

interface ListboxContextValue {
  // The option highlighted by the component itself, when the list opens on the value.
  autoHighlighted: string | null;
  // Filled in by the open list: renders the rows at one end before Home or End is handled.
  scrollToEdgeRef: React.MutableRefObject<((edge: 'start' | 'end') => void) | null>;
}

const ListboxContext = React.createContext<ListboxContextValue | null>(null);

type Row = React.ReactElement<{ className?: string }>;

const VirtualListbox = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLElement>>(
  function VirtualListbox({ children, onScroll, ...other }, ref) {
    const context = React.useContext(ListboxContext);
    const nodeRef = React.useRef<HTMLDivElement | null>(null);
    const [scrollTop, setScrollTop] = React.useState(0);
    const [viewport, setViewport] = React.useState(400);

    const rows = React.Children.toArray(children).filter((child): child is Row =>
      React.isValidElement(child),
    );
    const count = rows.length;
    // Children.toArray prefixes each key with ".$".
    const autoKey = `.$${context?.autoHighlighted}`;

    const setRefs = React.useCallback(
      (node: HTMLDivElement | null) => {
        nodeRef.current = node;
        if (typeof ref === 'function') {
          ref(node);
        } else if (ref) {
          ref.current = node;
        }
      },
      [ref],
    );

    React.useLayoutEffect(() => {
      if (nodeRef.current) {
        setViewport(nodeRef.current.clientHeight);
      }
    }, [count]);

    React.useEffect(() => {
      if (!context) {
        return undefined;
      }
      const { scrollToEdgeRef } = context;
      scrollToEdgeRef.current = (edge) => {
        const node = nodeRef.current;
        if (node) {
          node.scrollTop = edge === 'start' ? 0 : node.scrollHeight;
          // Render the new rows now, before the component looks for the option.
          flushSync(() => setScrollTop(node.scrollTop));
        }
      };
      return () => {
        scrollToEdgeRef.current = null;
      };
    }, [context]);

    // When the list opens on a selected option far down, bring it into view.
    React.useEffect(() => {
      const node = nodeRef.current;
      const index = rows.findIndex((row) => row.key === autoKey);
      if (node && index !== -1) {
        node.scrollTop = index * ROW_HEIGHT;
      }
      // Only a new highlight should scroll, not each new set of rows.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [autoKey]);

    const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(count, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);

    return (
      <div
        ref={setRefs}
        {...other}
        onScroll={(event) => {
          setScrollTop(event.currentTarget.scrollTop);
          onScroll?.(event);
        }}
      >
        {/* A box as tall as every row together keeps the scroll bar true; the rows
            in view are pushed down to their place by its top padding. */}
        <div
          style={{
            boxSizing: 'border-box',
            height: count * ROW_HEIGHT,
            paddingTop: first * ROW_HEIGHT,
          }}
        >
          {rows.slice(first, last).map((row) =>
            // The component could not mark an option that was not in the page yet.
            row.key === autoKey
              ? React.cloneElement(row, { className: `${row.props.className ?? ''} Mui-focused` })
              : row,
          )}
        </div>
      </div>
    );
  },
);

export default function VirtualizedList() {
  const [autoHighlighted, setAutoHighlighted] = React.useState<string | null>(null);
  const scrollToEdgeRef = React.useRef<((edge: 'start' | 'end') => void) | null>(null);
  const context = React.useMemo(
    () => ({ autoHighlighted, scrollToEdgeRef }),
    [autoHighlighted],
  );

  return (
    <ListboxContext.Provider value={context}>
      <Autocomplete
        id="virtualized-street"
        options={streets}
        ListboxComponent={VirtualListbox}
        // Wrapping around would land on an option that is not rendered.
        disableListWrap
        onHighlightChange={(event, option, reason) => {
          setAutoHighlighted(reason === 'auto' ? option : null);
        }}
        onKeyDown={(event) => {
          // Runs before the component's own handling of the key.
          if (event.key === 'Home' || event.key === 'End') {
            scrollToEdgeRef.current?.(event.key === 'Home' ? 'start' : 'end');
          }
        }}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props as typeof props & { key: string };
          return (
            <li key={key} {...optionProps} style={{ height: ROW_HEIGHT, whiteSpace: 'nowrap' }}>
              {option}
            </li>
          );
        }}
        sx={{ width: 300 }}
        renderInput={(params) => (
          <TextField {...params} label="Street address (10,000 options)" />
        )}
      />
    </ListboxContext.Provider>
  );
}
