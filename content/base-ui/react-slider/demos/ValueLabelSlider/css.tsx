import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styles from './css.module.css';

function formatTemperature(value: number) {
  return `${value} °C`;
}

export default function ValueLabelSlider() {
  return (
    <div className={styles.stack}>
      <Slider
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          valueLabel: { className: styles.valueLabel },
          input: { 'aria-label': 'Thermostat' },
        }}
        defaultValue={21}
        min={10}
        max={30}
        step={0.5}
        valueLabelFormat={formatTemperature}
        getAriaValueText={formatTemperature}
        style={{ marginTop: 24 }}
      />
    </div>
  );
}
