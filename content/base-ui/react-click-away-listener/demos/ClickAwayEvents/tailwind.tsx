import * as React from 'react';
import { ClickAwayListener, type ClickAwayListenerProps } from '@mui/base/ClickAwayListener';

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
    <div className="flex w-full max-w-[340px] flex-col gap-3 text-sm">
      <fieldset className="m-0 flex flex-wrap gap-x-4 gap-y-1 rounded-lg border border-solid border-slate-300 px-3 pb-3 pt-2 dark:border-slate-600">
        <legend className="px-1 font-mono font-semibold">mouseEvent</legend>
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
        <div className="rounded-[10px] bg-sky-100 p-4 text-sky-900 dark:bg-sky-900 dark:text-sky-100">
          Press outside this card, and hold the button down a moment before you let go.
        </div>
      </ClickAwayListener>
      <p aria-live="polite" className="m-0 font-semibold">
        Click-aways detected: {count}
      </p>
    </div>
  );
}
