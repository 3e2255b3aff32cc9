import * as React from 'react';
import { ClickAwayListener, type ClickAwayListenerProps } from '@mui/base/ClickAwayListener';
import styles from './css.module.css';

type MouseEventName = NonNullable<ClickAwayListenerProps['mouseEvent']>;

const OPTIONS: { value: MouseEventName; label: string }[] = [
  { value: 'onClick', label: 'onClick' },
  { value: 'onMouseDown', label: 'onMouseDown' },
  { value: 'onPointerUp', label: 'onPointerUp' },
  { value: false, label: 'false (off)' },
];

export default function ClickAwayEvents() {
  const [mouseEvent, setMouseEvent] = React.useState<MouseEventName>('onClick');
  const [count, setCount] = React.useState(0);

  return (
    <div className={styles.layout}>
      <fieldset className={styles.fieldset}>
        <legend>mouseEvent</legend>
        {OPTIONS.map((option) => (
          <label key={String(option.value)}>
            <input
              type="radio"
              name="click-away-mouse-event"
              checked={mouseEvent === option.value}
              onChange={() => setMouseEvent(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <ClickAwayListener mouseEvent={mouseEvent} touchEvent={mouseEvent === false ? false : 'onTouchEnd'} onClickAway={() => setCount((value) => value + 1)}>
        <div className={styles.card}>Press outside this card, and hold the button down a moment before you let go.</div>
      </ClickAwayListener>
      <p aria-live="polite" className={styles.count}>
        Click-aways detected: {count}
      </p>
    </div>
  );
}
