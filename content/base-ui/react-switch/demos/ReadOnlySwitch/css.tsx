import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import styles from './css.module.css';

export default function ReadOnlySwitch() {
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
          checked
          readOnly
        />
        Managed by your organization
      </label>
      <label className={styles.label}>
        <Switch
          slotProps={{
            root: { className: styles.root },
            track: { className: styles.track },
            thumb: { className: styles.thumb },
            input: { className: styles.input },
          }}
          disabled
        />
        Not available on this plan
      </label>
    </div>
  );
}
