import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styles from './css.module.css';

function priceLabel(index: number) {
  return index === 0 ? 'Minimum price' : 'Maximum price';
}

export default function RangeSlider() {
  const [range, setRange] = React.useState<number[]>([120, 480]);

  return (
    <div className={styles.stack}>
      <Slider
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
        }}
        value={range}
        onChange={(_event: Event, value: number | number[]) => setRange(value as number[])}
        min={0}
        max={800}
        step={10}
        getAriaLabel={priceLabel}
        getAriaValueText={(value: number) => `$${value}`}
      />
      <p className={styles.status}>
        Price: ${range[0]} to ${range[1]}
      </p>
    </div>
  );
}
