import * as React from 'react';
import { styled } from '../theme/styled';
import type { ShellTheme as Theme } from '../theme/shellTheme';
import { SwitchLabel, ToggleGroup } from './nativeControls';
import type { PlaygroundControl, PlaygroundState, PlaygroundValue } from './types';

const Row = styled('div')({ marginTop: 12, '& .playground-label': { display: 'block', marginBottom: 4, fontSize: '0.8125rem', fontWeight: 500 } });

const Code = styled('code')({ fontFamily: 'inherit' });

/**
 * The native select and text fields of the panel, styled like the site's outlined fields. Material UI's
 * TextField would bring its Select (with Menu, Popover and Modal) and three input variants into every
 * page with a playground, for a label and a box.
 */
const fieldStyles = ({ theme }: { theme: Theme }) =>
  ({
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    height: 36,
    margin: 0,
    padding: '6px 10px',
    font: 'inherit',
    fontSize: '0.875rem',
    color: theme.vars.palette.text.primary,
    backgroundColor: theme.vars.palette.background.paper,
    // text.secondary: a field's edge at 3:1 or more against the panel (WCAG 1.4.11), in both schemes.
    border: `1px solid ${theme.vars.palette.text.secondary}`,
    borderRadius: theme.shape.borderRadius,
    '&:hover': { borderColor: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -1, borderColor: theme.vars.palette.primary.main },
    '&::placeholder': { color: theme.vars.palette.text.secondary, opacity: 1 },
  }) as const;

const Select = styled('select')(fieldStyles);
const Input = styled('input')(fieldStyles);

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
                <ToggleGroup role="group" aria-labelledby={labelId}>
                  {control.options.map((option) => {
                    const pressed = value !== null && optionKey(value) === optionKey(option);
                    return (
                      <button
                        key={optionKey(option)}
                        type="button"
                        aria-pressed={pressed}
                        // Pressing the chosen option again unsets it only where the prop has no default.
                        onClick={() => onChange(control.prop, pressed ? (control.default === null ? null : value) : option)}
                      >
                        {String(option)}
                      </button>
                    );
                  })}
                </ToggleGroup>
              </Row>
            );
          case 'select':
            return (
              <Row key={control.prop} data-control={control.prop}>
                <label className="playground-label" htmlFor={`${id}-${control.prop}`}>
                  <Code>{control.prop}</Code>
                </label>
                <Select
                  id={`${id}-${control.prop}`}
                  value={value === null ? '' : optionKey(value)}
                  onChange={(event) => onChange(control.prop, event.target.value === '' ? null : (JSON.parse(event.target.value) as PlaygroundValue))}
                >
                  {control.default === null ? <option value="">(not set)</option> : null}
                  {control.options.map((option) => (
                    <option key={optionKey(option)} value={optionKey(option)}>
                      {String(option)}
                    </option>
                  ))}
                </Select>
              </Row>
            );
          case 'switch':
            return (
              <Row key={control.prop} data-control={control.prop}>
                <SwitchLabel>
                  <input type="checkbox" role="switch" checked={value === true} onChange={(event) => onChange(control.prop, event.target.checked)} />
                  <Code>{control.prop}</Code>
                </SwitchLabel>
              </Row>
            );
          case 'number':
            return (
              <Row key={control.prop} data-control={control.prop}>
                <label className="playground-label" htmlFor={`${id}-${control.prop}`}>
                  <Code>{control.prop}</Code>
                </label>
                <Input
                  type="number"
                  id={`${id}-${control.prop}`}
                  value={value === null ? '' : String(value)}
                  placeholder={control.default === null ? 'not set' : undefined}
                  onChange={(event) => {
                    const next = event.target.value === '' ? null : Number(event.target.value);
                    onChange(control.prop, next === null || Number.isFinite(next) ? next : value);
                  }}
                />
              </Row>
            );
          default:
            return (
              <Row key={control.prop} data-control={control.prop}>
                <label className="playground-label" htmlFor={`${id}-${control.prop}`}>
                  <Code>{control.prop}</Code>
                </label>
                <Input
                  id={`${id}-${control.prop}`}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(event) => onChange(control.prop, event.target.value === '' && control.default === null ? null : event.target.value.slice(0, 200))}
                />
              </Row>
            );
        }
      })}
    </>
  );
}
