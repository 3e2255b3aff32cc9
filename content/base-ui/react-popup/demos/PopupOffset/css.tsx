import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import styles from './css.module.css';

export default function PopupOffset() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [mainAxis, setMainAxis] = React.useState(8);
  const [crossAxis, setCrossAxis] = React.useState(0);

  return (
    <div className={styles.layout}>
      <div className={styles.controls}>
        <label className={styles.field}>
          mainAxis: {mainAxis}px
          <input
            type="range"
            min={0}
            max={40}
            value={mainAxis}
            onChange={(event) => setMainAxis(Number(event.target.value))}
          />
        </label>
        <label className={styles.field}>
          crossAxis: {crossAxis}px
          <input
            type="range"
            min={-60}
            max={60}
            value={crossAxis}
            onChange={(event) => setCrossAxis(Number(event.target.value))}
          />
        </label>
      </div>
      <div className={styles.stage}>
        <div className={styles.anchor} ref={setAnchor}>
          Anchor
        </div>
        <Popup className={styles.label} open anchor={anchor} offset={{ mainAxis, crossAxis }}>
          Popup
        </Popup>
      </div>
    </div>
  );
}
