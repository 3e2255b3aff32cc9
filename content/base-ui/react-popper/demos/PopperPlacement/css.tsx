import * as React from 'react';
import { Popper, type PopperPlacementType } from '@mui/base/Popper';
import styles from './css.module.css';

const placements: PopperPlacementType[] = [
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

export default function PopperPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const selectId = React.useId();

  return (
    <div className={styles.layout}>
      <label className={styles.label} htmlFor={selectId}>
        Placement
        <select
          className={styles.select}
          id={selectId}
          value={placement}
          onChange={(event) => setPlacement(placements.find((item) => item === event.target.value) ?? 'bottom')}
        >
          {placements.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.stage}>
        <div className={styles.anchor} ref={setAnchor}>
          Anchor
        </div>
        <Popper className={styles.tooltip} open={anchor !== null} anchorEl={anchor} placement={placement}>
          {({ placement: actual }) => `placement: ${actual}`}
        </Popper>
      </div>
    </div>
  );
}
