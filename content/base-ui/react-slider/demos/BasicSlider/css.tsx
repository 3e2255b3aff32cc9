import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styles from './css.module.css';

export default function BasicSlider() {
  return (
    <div className={styles.stack}>
      <Slider
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          input: { 'aria-label': 'Volume' },
        }}
        defaultValue={40}
      />
      <Slider
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          input: { 'aria-label': 'Balance' },
        }}
        defaultValue={60}
        disabled
      />
    </div>
  );
}
