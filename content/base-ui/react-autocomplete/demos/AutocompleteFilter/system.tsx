import * as React from 'react';
import { useAutocomplete, createFilterOptions } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';

// getOptionProps returns a `key` too; React wants keys passed directly, not spread.
function withoutKey(props: React.HTMLAttributes<HTMLLIElement>) {
  const { key: _key, ...rest } = props as React.HTMLAttributes<HTMLLIElement> & { key?: React.Key };
  return rest;
}

const stations = [
  'Aldgate',
  'Angel',
  'Bank',
  'Barbican',
  'Bond Street',
  'Borough',
  'Canada Water',
  'Canary Wharf',
  'Holborn',
  'Kennington',
  'Oval',
  'Pimlico',
  'Stratford',
  'Vauxhall',
  'Victoria',
  'Waterloo',
];

// Match from the start of the label, and show at most five options.
const filterOptions = createFilterOptions<string>({ matchFrom: 'start', limit: 5 });

export default function AutocompleteFilter() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete({ id: React.useId(), options: stations, filterOptions, autoHighlight: true });
  const options = groupedOptions as string[];

  return (
    <Field>
      <Label {...getInputLabelProps()}>Departure station</Label>
      <Root {...getRootProps()}>
        <Input {...getInputProps()} />
        {popupOpen && options.length > 0 ? (
          <Listbox {...getListboxProps()}>
            {options.map((option, index) => (
              <Option key={option} {...withoutKey(getOptionProps({ option, index }))}>
                {option}
              </Option>
            ))}
          </Listbox>
        ) : null}
        {popupOpen && options.length === 0 ? <Empty>No station starts with that.</Empty> : null}
      </Root>
    </Field>
  );
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 6, width: '100%', maxWidth: 320 });

const Label = styled('label')({ fontSize: 14, fontWeight: 600 });

const Root = styled('div')({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 4,
  padding: 4,
  borderRadius: 8,
  border: '1px solid #94a3b8',
  backgroundColor: '#fff',
  '&:focus-within': { outline: '2px solid #3b82f6', outlineOffset: 1 },
  '[data-mui-color-scheme="dark"] &': { borderColor: '#64748b', backgroundColor: '#0f172a' },
});

const Input = styled('input')({
  flex: 1,
  minWidth: 80,
  padding: '4px 8px',
  font: 'inherit',
  fontSize: 14,
  border: 0,
  outline: 0,
  backgroundColor: 'transparent',
  color: '#0f172a',
  '[data-mui-color-scheme="dark"] &': { color: '#f1f5f9' },
});

const Listbox = styled('ul')({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 10,
  maxHeight: 240,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 6,
  listStyle: 'none',
  fontSize: 14,
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  '[data-mui-color-scheme="dark"] &': { borderColor: '#334155', backgroundColor: '#0f172a', color: '#f1f5f9' },
});

const Option = styled('li')({
  padding: '8px 12px',
  borderRadius: 8,
  cursor: 'pointer',
  '&.Mui-focused': { backgroundColor: '#f1f5f9' },
  '&[aria-selected="true"]': { backgroundColor: '#eff6ff', color: '#1e40af', fontWeight: 600 },
  '[data-mui-color-scheme="dark"] &.Mui-focused': { backgroundColor: '#1e293b' },
  '[data-mui-color-scheme="dark"] &[aria-selected="true"]': { backgroundColor: '#1e3a8a', color: '#dbeafe' },
});

const Empty = styled('div')({
  padding: '8px 12px',
  color: '#475569',
  '[data-mui-color-scheme="dark"] &': { color: '#94a3b8' },
});
