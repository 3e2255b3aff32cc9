import * as React from 'react';
import { ClickAwayListener, type ClickAwayListenerProps } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

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
    <Layout>
      <Fieldset>
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
      </Fieldset>
      <ClickAwayListener mouseEvent={mouseEvent} touchEvent={mouseEvent === false ? false : 'onTouchEnd'} onClickAway={() => setCount((value) => value + 1)}>
        <Card>Press outside this card, and hold the button down a moment before you let go.</Card>
      </ClickAwayListener>
      <Count aria-live="polite">Click-aways detected: {count}</Count>
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
  max-width: 340px;
  font-size: 14px;
`;

const Fieldset = styled('fieldset')`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 8px 12px 12px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;

  & legend {
    padding: 0 4px;
    font-family: ui-monospace, monospace;
    font-weight: 600;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
  }
`;

const Card = styled('div')`
  padding: 16px;
  border-radius: 10px;
  background-color: #e0f2fe;
  color: #0c4a6e;

  [data-mui-color-scheme='dark'] & {
    background-color: #0c4a6e;
    color: #e0f2fe;
  }
`;

const Count = styled('p')`
  margin: 0;
  font-weight: 600;
`;
