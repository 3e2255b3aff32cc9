import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import styles from './css.module.css';

// getOptionProps returns a `key` too; React wants keys passed directly, not spread.
function withoutKey(props: React.HTMLAttributes<HTMLLIElement>) {
  const { key: _key, ...rest } = props as React.HTMLAttributes<HTMLLIElement> & { key?: React.Key };
  return rest;
}

const skills = [
  'Accessibility',
  'Animation',
  'Copywriting',
  'Data visualization',
  'Illustration',
  'Prototyping',
  'Research',
  'Typography',
];

export default function AutocompleteMultiple() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    value,
  } = useAutocomplete({
    id: React.useId(),
    multiple: true,
    options: skills,
    defaultValue: ['Research'],
    filterSelectedOptions: true,
  });
  const options = groupedOptions as string[];

  return (
    <div className={styles.field}>
      <label className={styles.label} {...getInputLabelProps()}>
        Skills
      </label>
      <div className={styles.root} {...getRootProps()}>
        {value.map((skill, index) => (
          <span className={styles.tag} key={skill}>
            {skill}
            <button
              className={styles.remove}
              type="button"
              aria-label={`Remove ${skill}`}
              onClick={getTagProps({ index }).onDelete}
            >
              ×
            </button>
          </span>
        ))}
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
      </div>
    </div>
  );
}
