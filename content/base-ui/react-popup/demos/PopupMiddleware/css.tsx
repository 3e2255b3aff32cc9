import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps } from '@mui/base/Unstable_Popup';
import { flip, offset, shift } from '@floating-ui/react-dom';
import styles from './css.module.css';

// Away from the anchor, then to the other side when there is no room, then back inside the box.
const middleware = [offset(8), flip({ padding: 8 }), shift({ padding: 8 })];

export default function PopupMiddleware() {
  const [anchor, setAnchor] = React.useState<HTMLSpanElement | null>(null);

  return (
    <div className={styles.scrollBox} tabIndex={0} aria-label="Scrollable article">
      <p className={styles.text}>Scroll this box up and down, and watch the note next to the highlighted word.</p>
      <p className={styles.text}>
        The note prefers to sit above the word. When the box has no room above it, it moves below, and it
        never crosses the box&apos;s sides.
      </p>
      <p className={styles.text}>
        <span className={styles.mark} ref={setAnchor}>
          Sourdough
        </span>{' '}
        needs a starter: flour and water left to ferment for a few days.
      </p>
      <Popup className={styles.note} open anchor={anchor} placement="top" middleware={middleware} disablePortal>
        {({ placement }: PopupChildrenProps) => `Bread raised by a starter (placement: ${placement})`}
      </Popup>
      <p className={styles.text}>Feed the starter once a day, and it will be ready when it doubles within a few hours.</p>
      <p className={styles.text}>Bake it in a very hot oven, with steam for the first twenty minutes.</p>
    </div>
  );
}
