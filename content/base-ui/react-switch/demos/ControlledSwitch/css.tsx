import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import styles from './css.module.css';

export default function ControlledSwitch() {
  const [checked, setChecked] = React.useState(true);

  return (
    <div>
      <label className={styles.label}>
        <Switch
          slotProps={{
            root: { className: styles.root },
            track: { className: styles.track },
            thumb: { className: styles.thumb },
            input: { className: styles.input },
          }}
          checked={checked}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            setChecked(event.target.checked)
          }
        />
        Automatic updates
      </label>
      <p className={styles.status}>Automatic updates are {checked ? 'on' : 'off'}.</p>
    </div>
  );
}
