import * as React from 'react';
import { Switch, type SwitchOwnerState } from '@mui/base/Switch';
import { styled } from '@mui/system';

interface IconThumbProps {
  className?: string;
  ownerState: SwitchOwnerState;
}

// A slot component: Switch passes it the slot's props (here the class names) and its owner state.
function IconThumb({ className, ownerState }: IconThumbProps) {
  return (
    <Thumb className={className} aria-hidden="true">
      {ownerState.checked ? '✓' : '✕'}
    </Thumb>
  );
}

export default function SwitchWithIconThumb() {
  return (
    <Label>
      <Switch defaultChecked slots={{ root: Root, track: Track, thumb: IconThumb, input: Input }} />
      Sync over mobile data
    </Label>
  );
}

const Label = styled('label')`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 14px;
  cursor: pointer;
`;

const Root = styled('span')`
  position: relative;
  display: inline-block;
  width: 44px;
  height: 24px;
  margin: 8px;
  vertical-align: middle;
  cursor: pointer;
`;

const Track = styled('span')`
  position: absolute;
  inset: 0;
  border-radius: 999px;
  background-color: #94a3b8;
  transition: background-color 120ms;

  .Mui-checked > & {
    background-color: #0369a1;
  }

  .Mui-focusVisible > & {
    outline: 2px solid #0369a1;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    background-color: #475569;
  }

  [data-mui-color-scheme='dark'] .Mui-checked > & {
    background-color: #38bdf8;
  }

  [data-mui-color-scheme='dark'] .Mui-focusVisible > & {
    outline-color: #38bdf8;
  }
`;

const Thumb = styled('span')`
  position: absolute;
  top: 3px;
  left: 3px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background-color: #fff;
  color: #334155;
  font-size: 11px;
  font-weight: 700;
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.3);
  transition: left 120ms;

  .Mui-checked > & {
    left: 23px;
    color: #0369a1;
  }
`;

const Input = styled('input')`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;
