import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Snackbar } from '@mui/base/Snackbar';
import styles from './css.module.css';

const VERTICAL = ['top', 'bottom'] as const;
const HORIZONTAL = ['left', 'center', 'right'] as const;

export default function SnackbarPositions() {
  const [open, setOpen] = React.useState(false);
  const [vertical, setVertical] = React.useState<(typeof VERTICAL)[number]>('bottom');
  const [horizontal, setHorizontal] = React.useState<(typeof HORIZONTAL)[number]>('left');

  return (
    <div className={styles.layout}>
      <fieldset className={styles.fieldset}>
        <legend>Vertical</legend>
        {VERTICAL.map((value) => (
          <label key={value}>
            <input type="radio" name="snackbar-vertical" checked={vertical === value} onChange={() => setVertical(value)} /> {value}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Horizontal</legend>
        {HORIZONTAL.map((value) => (
          <label key={value}>
            <input type="radio" name="snackbar-horizontal" checked={horizontal === value} onChange={() => setHorizontal(value)} />{' '}
            {value}
          </label>
        ))}
      </fieldset>
      <Button className={styles.button} onClick={() => setOpen(true)}>Show</Button>
      <Snackbar className={styles.snackbar}
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        data-vertical={vertical}
        data-horizontal={horizontal}
      >
        <p className={styles.message} role="status">
          Shown at the {vertical} {horizontal} of the window.
        </p>
      </Snackbar>
    </div>
  );
}
