import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps, type PopupPlacement as Placement } from '@mui/base/Unstable_Popup';
import styles from './css.module.css';

const placements: Placement[] = [
  'top-start',
  'top',
  'top-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
  'left-start',
  'left',
  'left-end',
];

export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = React.useState<Placement>('top');
  const selectId = React.useId();

  return (
    <div className={styles.layout}>
      <div className={styles.field}>
        <label htmlFor={selectId}>Placement</label>
        <select
          className={styles.select}
          id={selectId}
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
        >
          {placements.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.stage}>
        <div className={styles.anchor} ref={setAnchor}>
          Anchor
        </div>
        <Popup className={styles.label} open anchor={anchor} placement={placement} offset={6}>
          {({ placement: finalPlacement }: PopupChildrenProps) => finalPlacement}
        </Popup>
      </div>
    </div>
  );
}
