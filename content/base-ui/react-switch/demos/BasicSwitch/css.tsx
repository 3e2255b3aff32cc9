import * as React from 'react';
import { Switch, type SwitchProps } from '@mui/base/Switch';
import styles from './css.module.css';

function StyledSwitch({ label, ...props }: SwitchProps & { label: string }) {
  return (
    <Switch
      {...props}
      slotProps={{
        root: { className: styles.root },
        track: { className: styles.track },
        thumb: { className: styles.thumb },
        input: { className: styles.input, 'aria-label': label },
      }}
    />
  );
}

export default function BasicSwitch() {
  return (
    <div className={styles.row}>
      <StyledSwitch label="Wi-Fi" defaultChecked />
      <StyledSwitch label="Bluetooth" />
      <StyledSwitch label="Airplane mode" disabled />
      <StyledSwitch label="Location services" disabled defaultChecked />
    </div>
  );
}
