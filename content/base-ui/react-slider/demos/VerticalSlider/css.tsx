import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styles from './css.module.css';

export default function VerticalSlider() {
  return (
    <div className={styles.row}>
      <Slider
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          input: { 'aria-label': 'Bass' },
        }}
        orientation="vertical"
        defaultValue={30}
      />
      <Slider
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          input: { 'aria-label': 'Treble' },
        }}
        orientation="vertical"
        defaultValue={65}
      />
      <Slider
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          mark: { className: styles.mark },
          input: { 'aria-label': 'Gain' },
        }}
        orientation="vertical"
        defaultValue={[20, 60]}
        getAriaLabel={(index: number) => (index === 0 ? 'Gain floor' : 'Gain ceiling')}
        step={20}
        marks
      />
    </div>
  );
}
