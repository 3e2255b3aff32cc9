import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import styles from './css.module.css';

export default function LabeledSwitch() {
  return (
    <div className={styles.row}>
      <label className={styles.label}>
        <Switch
          slotProps={{
            root: { className: styles.root },
            track: { className: styles.track },
            thumb: { className: styles.thumb },
            input: { className: styles.input },
          }}
          defaultChecked
        />
        Keyboard backlight
      </label>
      <label className={styles.label}>
        <Switch
          slotProps={{
            root: { className: styles.root },
            track: { className: styles.track },
            thumb: { className: styles.thumb },
            input: { className: styles.input },
          }}
        />
        Start at login
      </label>
    </div>
  );
}
