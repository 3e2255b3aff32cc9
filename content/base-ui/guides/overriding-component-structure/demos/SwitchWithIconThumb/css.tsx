import * as React from 'react';
import { Switch, type SwitchOwnerState } from '@mui/base/Switch';
import styles from './css.module.css';

interface IconThumbProps {
  className?: string;
  ownerState: SwitchOwnerState;
}

// A slot component: Switch passes it the slot's props (here the class names) and its owner state.
function IconThumb({ className, ownerState }: IconThumbProps) {
  return (
    <span className={className} aria-hidden="true">
      {ownerState.checked ? '✓' : '✕'}
    </span>
  );
}

export default function SwitchWithIconThumb() {
  return (
    <label className={styles.label}>
      <Switch
        defaultChecked
        slots={{ thumb: IconThumb }}
        slotProps={{
          root: { className: styles.root },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          input: { className: styles.input },
        }}
      />
      Sync over mobile data
    </label>
  );
}
