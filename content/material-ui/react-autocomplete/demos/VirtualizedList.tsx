import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

// Every option is one line of this height, so the position of any option is known
// without rendering it. 48 px is also the option's minimum height on phones.
const ROW_HEIGHT = 48;
// Rows rendered above and below the visible ones, so the arrow keys and Page Up/Down
// (which move five options) always land on an option that exists in the page.
const OVERSCAN = 6;

const parts = ['Alder', 'Birch', 'Cedar', 'Elm', 'Fir', 'Hazel', 'Maple', 'Oak', 'Pine', 'Rowan'];
const suffixes = ['Court', 'Lane', 'Road', 'Street', 'Way'];

// 10,000 street names, built once from a fixed pattern (no randomness: the list must be
// the same on the server and in the browser).
const streets = Array.from({ length: 10000 }, (_, index) => {
  const name = parts[index % parts.length]!;
  const suffix = suffixes[Math.floor(index / parts.length) % suffixes.length]!;
  return `${index + 1} ${name} ${suffix}`;
});

// The highlighted option, so the list can bring it into view and mark it when the keyboard
// jumps further than the rendered rows (Home, End) or the list opens on a selected option.
const HighlightContext = React.createContext<string | null>(null);

const VirtualListbox = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLElement>>(
  function VirtualListbox({ children, onScroll, ...other }, ref) {
    const highlighted = React.useContext(HighlightContext);
    const nodeRef = React.useRef<HTMLDivElement | null>(null);
    const [scrollTop, setScrollTop] = React.useState(0);
    const [viewport, setViewport] = React.useState(400);

    const items = React.Children.toArray(children).filter((child) =>
      React.isValidElement<{ className?: string }>(child),
    ) as React.ReactElement<{ className?: string }>[];
    // Children.toArray prefixes each key with ".$".
    const highlightedKey = `.$${highlighted}`;
    const count = items.length;

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
      const node = nodeRef.current;
      const index = items.findIndex((item) => item.key === highlightedKey);
      if (!node || index === -1) {
        return;
      }
      const top = index * ROW_HEIGHT;
      if (top < node.scrollTop || top + ROW_HEIGHT > node.scrollTop + node.clientHeight) {
        node.scrollTop = top;
      }
      // Only a change of highlight should scroll, not each new window of rows.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [highlighted]);

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
            in view are pushed down to their place by the top padding. */}
        <div
          style={{
            boxSizing: 'border-box',
            height: count * ROW_HEIGHT,
            paddingTop: first * ROW_HEIGHT,
          }}
        >
          {items.slice(first, last).map((item) =>
            // The component marks the highlighted option itself only if it was in the page
            // at that moment; a row rendered later gets the same classes here.
            item.key === highlightedKey
              ? React.cloneElement(item, {
                  className: `${item.props.className ?? ''} Mui-focused Mui-focusVisible`,
                })
              : item,
          )}
        </div>
      </div>
    );
  },
);

export default function VirtualizedList() {
  const [highlighted, setHighlighted] = React.useState<string | null>(null);

  return (
    <HighlightContext.Provider value={highlighted}>
      <Autocomplete
        id="virtualized-street"
        options={streets}
        disableListWrap
        ListboxComponent={VirtualListbox}
        onHighlightChange={(event, option, reason) => {
          // Pointer highlights are always on rendered rows: nothing to do for them.
          setHighlighted(reason === 'keyboard' || reason === 'auto' ? option : null);
        }}
        renderOption={(props, option) => {
          const { key, ...optionProps } = props as typeof props & { key: string };
          return (
            <li
              key={key}
              {...optionProps}
              style={{ height: ROW_HEIGHT, whiteSpace: 'nowrap' }}
            >
              {option}
            </li>
          );
        }}
        sx={{ width: 300 }}
        renderInput={(params) => (
          <TextField {...params} label="Street address (10,000 options)" />
        )}
      />
    </HighlightContext.Provider>
  );
}
