import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styles from './css.module.css';

const sizes = [
  { value: 0, label: 'XS' },
  { value: 25, label: 'S' },
  { value: 50, label: 'M' },
  { value: 75, label: 'L' },
  { value: 100, label: 'XL' },
];

export default function LabeledMarksSlider() {
  return (
    <div className={styles.stack}>
      <Slider
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          mark: { className: styles.mark },
          markLabel: { className: styles.markLabel },
          input: { 'aria-label': 'T-shirt size' },
        }}
        defaultValue={50}
        step={null}
        marks={sizes}
        getAriaValueText={(value: number) =>
          sizes.find((size) => size.value === value)?.label ?? ''
        }
      />
    </div>
  );
}
