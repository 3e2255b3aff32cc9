import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import styles from './css.module.css';

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div className={styles.wrapper}>
        <button
          type="button"
          className={styles.button}
          aria-expanded={open}
          aria-controls="share-panel"
          onClick={() => setOpen((value) => !value)}
        >
          Share
        </button>
        {open ? (
          <div id="share-panel" className={styles.panel}>
            <p>Anyone with the link can view this board.</p>
            <input className={styles.link} aria-label="Share link" readOnly value="https://example.com/b/roadmap-2024" />
          </div>
        ) : null}
      </div>
    </ClickAwayListener>
  );
}
