import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styles from './css.module.css';

export default function ControlledSlider() {
  const [brightness, setBrightness] = React.useState(70);
  const [saved, setSaved] = React.useState(70);

  return (
    <div className={styles.stack}>
      <span className={styles.label} id="brightness-label">
        Screen brightness
      </span>
      <Slider
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          input: { 'aria-labelledby': 'brightness-label' },
        }}
        value={brightness}
        onChange={(_event: Event, value: number | number[]) => setBrightness(value as number)}
        onChangeCommitted={(_event: React.SyntheticEvent | Event, value: number | number[]) =>
          setSaved(value as number)
        }
      />
      <p className={styles.status}>
        Showing {brightness}%, saved {saved}%
      </p>
    </div>
  );
}
