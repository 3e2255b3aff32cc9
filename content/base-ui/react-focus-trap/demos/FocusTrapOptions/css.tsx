import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import styles from './css.module.css';

const OPTIONS = ['disableAutoFocus', 'disableEnforceFocus', 'disableRestoreFocus'] as const;

type Option = (typeof OPTIONS)[number];

export default function FocusTrapOptions() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Record<Option, boolean>>({
    disableAutoFocus: false,
    disableEnforceFocus: false,
    disableRestoreFocus: false,
  });

  return (
    <div className={styles.layout}>
      <div className={styles.row}>
        {OPTIONS.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={options[option]}
              disabled={open}
              onChange={(event) => setOptions({ ...options, [option]: event.target.checked })}
            />{' '}
            {option}
          </label>
        ))}
      </div>
      <button className={styles.button} type="button" onClick={() => setOpen(true)} aria-expanded={open}>
        Open the trap
      </button>
      {open ? (
        <FocusTrap open {...options}>
          <div className={styles.panel} tabIndex={-1} role="group" aria-labelledby="trap-options-title">
            <p id="trap-options-title">Focus is trapped here</p>
            <label>
              Search
              <input type="text" placeholder="Type, then press Tab" />
            </label>
            <div className={styles.row}>
              <button className={styles.button} type="button" onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
