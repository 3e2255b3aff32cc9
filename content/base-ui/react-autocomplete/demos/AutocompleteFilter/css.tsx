import * as React from 'react';
import { useAutocomplete, createFilterOptions } from '@mui/base/useAutocomplete';
import styles from './css.module.css';

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
    <div className={styles.field}>
      <label className={styles.label} {...getInputLabelProps()}>
        Departure station
      </label>
      <div className={styles.root} {...getRootProps()}>
        <input className={styles.input} {...getInputProps()} />
        {popupOpen && options.length > 0 ? (
          <ul className={styles.listbox} {...getListboxProps()}>
            {options.map((option, index) => (
              <li className={styles.option} key={option} {...withoutKey(getOptionProps({ option, index }))}>
                {option}
              </li>
            ))}
          </ul>
        ) : null}
        {popupOpen && options.length === 0 ? <div className={styles.empty}>No station starts with that.</div> : null}
      </div>
    </div>
  );
}
