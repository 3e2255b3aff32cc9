import useAutocomplete from '@mui/material/useAutocomplete';
import { styled } from '@mui/material/styles';

const instruments = [
  'Accordion',
  'Bassoon',
  'Cello',
  'Clarinet',
  'Double bass',
  'Flute',
  'Harp',
  'Oboe',
  'Trombone',
  'Viola',
];

const Field = styled('input')(({ theme }) => ({
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  padding: theme.spacing(1, 1.5),
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.text.secondary}`,
  borderRadius: theme.shape.borderRadius,
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
  },
}));

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  width: '100%',
  maxHeight: 220,
  overflow: 'auto',
  margin: theme.spacing(0.5, 0, 0),
  padding: theme.spacing(0.5, 0),
  listStyle: 'none',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[4],
  '& li': {
    padding: theme.spacing(0.75, 1.5),
    cursor: 'pointer',
  },
  // The hook marks the highlighted option with this class.
  '& li.Mui-focused': {
    backgroundColor: theme.palette.action.hover,
  },
  '& li[aria-selected="true"]': {
    fontWeight: 600,
    color: theme.palette.primary.main,
  },
}));

export default function UseAutocompleteHook() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    value,
  } = useAutocomplete({
    id: 'use-autocomplete-instrument',
    options: instruments,
  });

  return (
    <div style={{ width: 260, maxWidth: '100%' }}>
      <div {...getRootProps()} style={{ position: 'relative' }}>
        <label {...getInputLabelProps()} style={{ display: 'block', marginBottom: 4 }}>
          Instrument
        </label>
        <Field {...getInputProps()} />
        {popupOpen && groupedOptions.length > 0 ? (
          <Listbox {...getListboxProps()}>
            {(groupedOptions as string[]).map((option, index) => {
              const { key, ...optionProps } = getOptionProps({ option, index }) as ReturnType<
                typeof getOptionProps
              > & { key: string };
              return (
                <li key={key} {...optionProps}>
                  {option}
                </li>
              );
            })}
          </Listbox>
        ) : null}
      </div>
      <p style={{ margin: '12px 0 0' }}>Chosen: {value ?? 'nothing yet'}</p>
    </div>
  );
}
