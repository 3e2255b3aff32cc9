import * as React from 'react';
import { SelectProvider, useSelect } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

function CustomOption({ value, children }: { value: string; children: string }) {
  const { getRootProps, highlighted } = useOption({
    value,
    label: children,
    disabled: false,
  });
  return (
    <Item {...getRootProps()} data-highlighted={highlighted || undefined}>
      {children}
    </Item>
  );
}

export default function SelectHooks() {
  const id = React.useId();
  const { getButtonProps, getListboxProps, getHiddenInputProps, getOptionMetadata, contextValue, value, open } =
    useSelect<string, false>({ name: 'roast', defaultValue: 'medium' });
  const selected = value === null ? undefined : getOptionMetadata(value);

  return (
    <Field>
      <Label htmlFor={id}>Coffee roast</Label>
      <Anchor>
        <Trigger type="button" id={id} {...getButtonProps()}>
          {selected ? selected.label : <Placeholder>Choose a roast…</Placeholder>}
        </Trigger>
        <Listbox {...getListboxProps()} hidden={!open}>
          <SelectProvider value={contextValue}>
            <CustomOption value="light">Light</CustomOption>
            <CustomOption value="medium">Medium</CustomOption>
            <CustomOption value="dark">Dark</CustomOption>
            <CustomOption value="decaf">Decaf</CustomOption>
          </SelectProvider>
        </Listbox>
        <input {...getHiddenInputProps()} />
      </Anchor>
    </Field>
  );
}

const Anchor = styled('div')({ position: 'relative' });

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 6,
});

const Label = styled('label')({ fontSize: 14, fontWeight: 600 });

const Placeholder = styled('span')({
  color: '#475569',
  '[data-mui-color-scheme="dark"] &': { color: '#94a3b8' },
});

const Trigger = styled('button')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minWidth: 220,
  padding: '8px 12px',
  font: 'inherit',
  fontSize: 14,
  textAlign: 'left',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
  '&::after': { content: '"▾"', color: '#475569' },
  '&:hover': { backgroundColor: '#f8fafc' },
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
  '&[aria-expanded="true"]': { borderColor: '#3b82f6' },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&::after': { color: '#94a3b8' },
    '&:hover': { backgroundColor: '#1e293b' },
  },
});

const Listbox = styled('ul')({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 10,
  boxSizing: 'border-box',
  margin: '4px 0',
  minWidth: 220,
  maxHeight: 280,
  overflow: 'auto',
  padding: 6,
  listStyle: 'none',
  fontSize: 14,
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  outline: 0,
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  },
});

const Item = styled('li')({
  padding: '8px 12px',
  borderRadius: 8,
  cursor: 'pointer',
  userSelect: 'none',
  '&:hover, &[data-highlighted]': { backgroundColor: '#f1f5f9' },
  '&[aria-selected="true"]': {
    backgroundColor: '#eff6ff',
    color: '#1e40af',
    fontWeight: 600,
  },
  '[data-mui-color-scheme="dark"] &:hover, [data-mui-color-scheme="dark"] &[data-highlighted]': {
    backgroundColor: '#1e293b',
  },
  '[data-mui-color-scheme="dark"] &[aria-selected="true"]': {
    backgroundColor: '#1e3a8a',
    color: '#dbeafe',
  },
});
