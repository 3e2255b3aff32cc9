import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import styles from './css.module.css';

export default function PopperModifiers() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [arrow, setArrow] = React.useState<HTMLSpanElement | null>(null);
  const [open, setOpen] = React.useState(true);
  const tipId = React.useId();
  // A new array on every render would rebuild the popper each time: keep it stable.
  const modifiers = React.useMemo(
    () => [
      { name: 'offset', options: { offset: [0, 10] } },
      { name: 'arrow', options: { element: arrow, padding: 8 } },
      { name: 'preventOverflow', options: { padding: 8 } },
    ],
    [arrow],
  );

  return (
    <div className={styles.stage}>
      <button
        className={styles.button}
        type="button"
        ref={setAnchor}
        aria-expanded={open}
        aria-describedby={open ? tipId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide the hint' : 'Show the hint'}
      </button>
      <Popper
        className={styles.tooltip}
        id={tipId}
        open={open && anchor !== null}
        anchorEl={anchor}
        placement="bottom"
        modifiers={modifiers}
      >
        {({ placement }) => (
          <React.Fragment>
            New: invite teammates from the sidebar.
            <span className={styles.arrow} ref={setArrow} data-side={placement.split('-')[0]} />
          </React.Fragment>
        )}
      </Popper>
    </div>
  );
}
