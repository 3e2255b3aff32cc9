import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import styles from './css.module.css';

// getOptionProps returns a `key` too; React wants keys passed directly, not spread.
function withoutKey(props: React.HTMLAttributes<HTMLLIElement>) {
  const { key: _key, ...rest } = props as React.HTMLAttributes<HTMLLIElement> & { key?: React.Key };
  return rest;
}

const languages = [
  'Elixir',
  'Go',
  'Haskell',
  'Java',
  'JavaScript',
  'Kotlin',
  'Python',
  'Ruby',
  'Rust',
  'Swift',
  'TypeScript',
];

export default function AutocompleteIntroduction() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete({ id: React.useId(), options: languages });
  // Without groupBy, the options come back as a flat list.
  const options = groupedOptions as string[];

  return (
    <div className={styles.field}>
      <label className={styles.label} {...getInputLabelProps()}>
        Favourite language
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
        {popupOpen && options.length === 0 ? <div className={styles.empty}>No language matches.</div> : null}
      </div>
    </div>
  );
}
