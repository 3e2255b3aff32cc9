import * as React from 'react';
import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';
import styles from './css.module.css';

function HookSwitch({ label, ...parameters }: UseSwitchParameters & { label: string }) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(parameters);

  return (
    <span
      className={styles.hRoot}
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      <span className={styles.hTrack} />
      <span className={styles.hThumb} />
      <input className={styles.hInput} {...getInputProps()} aria-label={label} />
    </span>
  );
}

export default function UseSwitch() {
  return (
    <div className={styles.row}>
      <HookSwitch label="Sync photos" defaultChecked />
      <HookSwitch label="Sync contacts" />
      <HookSwitch label="Sync calendar" disabled />
    </div>
  );
}
