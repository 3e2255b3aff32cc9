import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import type { PlaygroundControl, PlaygroundState, PlaygroundValue } from './types';

const Row = styled('div')({ marginTop: 12, '& .playground-label': { display: 'block', marginBottom: 4, fontSize: '0.8125rem', fontWeight: 500 } });

const Code = styled('code')({ fontFamily: 'inherit' });

/** An option as the select's value and as shown: `'normal'` and `false` alike. */
const optionKey = (value: PlaygroundValue) => JSON.stringify(value);

export interface PlaygroundControlsProps {
  id: string;
  controls: readonly PlaygroundControl[];
  state: PlaygroundState;
  onChange: (prop: string, value: PlaygroundValue | null) => void;
}

/** The panel's controls, in the page's order, each labelled with its prop's name. */
export function PlaygroundControls({ id, controls, state, onChange }: PlaygroundControlsProps) {
  return (
    <>
      {controls.map((control) => {
        const value = state[control.prop] ?? null;
        const labelId = `${id}-${control.prop}-label`;
        switch (control.kind) {
          case 'toggle':
            return (
              <Row key={control.prop} data-control={control.prop}>
                <span className="playground-label" id={labelId}>
                  <Code>{control.prop}</Code>
                </span>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  aria-labelledby={labelId}
                  value={value === null ? null : optionKey(value)}
                  onChange={(_event, next: string | null) => onChange(control.prop, next === null ? (control.default === null ? null : value) : (JSON.parse(next) as PlaygroundValue))}
                  sx={{ flexWrap: 'wrap' }}
                >
                  {control.options.map((option) => (
                    <ToggleButton key={optionKey(option)} value={optionKey(option)} sx={{ textTransform: 'none', py: 0.25 }}>
                      {String(option)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Row>
            );
          case 'select':
            return (
              <Row key={control.prop} data-control={control.prop}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  id={`${id}-${control.prop}`}
                  label={control.prop}
                  value={value === null ? '' : optionKey(value)}
                  onChange={(event) => onChange(control.prop, event.target.value === '' ? null : (JSON.parse(event.target.value) as PlaygroundValue))}
                  SelectProps={{ native: true }}
                  InputLabelProps={{ shrink: true }}
                >
                  {control.default === null ? <option value="">(not set)</option> : null}
                  {control.options.map((option) => (
                    <option key={optionKey(option)} value={optionKey(option)}>
                      {String(option)}
                    </option>
                  ))}
                </TextField>
              </Row>
            );
          case 'switch':
            return (
              <Row key={control.prop} data-control={control.prop} sx={{ marginTop: 4 }}>
                <FormControlLabel
                  control={<Switch size="small" checked={value === true} onChange={(event) => onChange(control.prop, event.target.checked)} />}
                  label={<Code>{control.prop}</Code>}
                />
              </Row>
            );
          case 'number':
            return (
              <Row key={control.prop} data-control={control.prop}>
                <TextField
                  fullWidth
                  size="small"
                  type="number"
                  id={`${id}-${control.prop}`}
                  label={control.prop}
                  value={value === null ? '' : String(value)}
                  placeholder={control.default === null ? 'not set' : undefined}
                  onChange={(event) => {
                    const next = event.target.value === '' ? null : Number(event.target.value);
                    onChange(control.prop, next === null || Number.isFinite(next) ? next : value);
                  }}
                  InputLabelProps={{ shrink: true }}
                />
              </Row>
            );
          default:
            return (
              <Row key={control.prop} data-control={control.prop}>
                <TextField
                  fullWidth
                  size="small"
                  id={`${id}-${control.prop}`}
                  label={control.prop}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(event) => onChange(control.prop, event.target.value === '' && control.default === null ? null : event.target.value.slice(0, 200))}
                  InputLabelProps={{ shrink: true }}
                />
              </Row>
            );
        }
      })}
    </>
  );
}
