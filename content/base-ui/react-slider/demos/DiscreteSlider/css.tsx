import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styles from './css.module.css';

export default function DiscreteSlider() {
  return (
    <div className={styles.stack}>
      <Slider
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          mark: { className: styles.mark },
          input: { 'aria-label': 'Zoom level' },
        }}
        defaultValue={30}
        step={10}
        marks
        min={0}
        max={100}
      />
    </div>
  );
}
