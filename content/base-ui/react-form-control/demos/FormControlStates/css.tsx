import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import styles from './css.module.css';

export default function FormControlStates() {
  const [disabled, setDisabled] = React.useState(false);
  const [error, setError] = React.useState(false);

  return (
    <div className={styles.layout}>
      <div className={styles.toggles}>
        <label>
          <input type="checkbox" checked={disabled} onChange={(event) => setDisabled(event.target.checked)} /> disabled
        </label>
        <label>
          <input type="checkbox" checked={error} onChange={(event) => setError(event.target.checked)} /> error
        </label>
      </div>
      <FormControl disabled={disabled} error={error} defaultValue="" className={styles.root}>
        {(state) => (
          <React.Fragment>
            <label htmlFor="project-name" className={styles.label}>
              Project name
            </label>
            <Input id="project-name" className={styles.input} />
            <p aria-live="polite" className={styles.state}>
              focused: {String(state.focused)} · filled: {String(state.filled)} · error: {String(state.error)} · disabled:{' '}
              {String(state.disabled)}
            </p>
          </React.Fragment>
        )}
      </FormControl>
    </div>
  );
}
