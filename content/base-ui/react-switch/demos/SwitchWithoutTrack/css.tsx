import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import styles from './css.module.css';

export default function SwitchWithoutTrack() {
  return (
    <div className={styles.row}>
      <label className={styles.label}>
        <Switch
          slots={{ track: null }}
          slotProps={{
            root: { className: styles.pill },
            thumb: { className: styles.pillThumb },
            input: { className: styles.input },
          }}
          defaultChecked
        />
        Show grid lines
      </label>
      <label className={styles.label}>
        <Switch
          slots={{ track: null }}
          slotProps={{
            root: { className: styles.pill },
            thumb: { className: styles.pillThumb },
            input: { className: styles.input },
          }}
        />
        Snap to grid
      </label>
    </div>
  );
}
