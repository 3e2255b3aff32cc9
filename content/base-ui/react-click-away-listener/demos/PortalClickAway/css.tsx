import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';
import styles from './css.module.css';

export default function PortalClickAway() {
  const [open, setOpen] = React.useState(false);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <div className={styles.layout}>
      <label className={styles.option}>
        <input type="checkbox" checked={disableReactTree} onChange={(event) => setDisableReactTree(event.target.checked)} />{' '}
        disableReactTree
      </label>
      <ClickAwayListener onClickAway={() => setOpen(false)} disableReactTree={disableReactTree}>
        <div>
          <button type="button" className={styles.button} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            Filters
          </button>
          {open ? (
            <Portal container={container}>
              <div className={styles.panel}>
                <p>This panel is rendered in a portal, below the dashed line.</p>
                <label className={styles.option}>
                  <input type="checkbox" defaultChecked /> Only open issues
                </label>
              </div>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <div ref={setContainer} className={styles.target} />
    </div>
  );
}
