import * as React from 'react';
import { Switch, type SwitchOwnerState } from '@mui/base/Switch';
import styles from './css.module.css';

export default function SwitchThumbLabel() {
  return (
    <label className={styles.label}>
      <Switch
        slotProps={{
          root: { className: styles.root },
          track: { className: styles.track },
          input: { className: styles.input },
          thumb: (ownerState: SwitchOwnerState) => ({
            className: styles.thumbText,
            'aria-hidden': true,
            children: ownerState.checked ? 'I' : 'O',
          }),
        }}
      />
      Power saving
    </label>
  );
}
