import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import styles from './css.module.css';

// getOptionProps returns a `key` too; React wants keys passed directly, not spread.
function withoutKey(props: React.HTMLAttributes<HTMLLIElement>) {
  const { key: _key, ...rest } = props as React.HTMLAttributes<HTMLLIElement> & { key?: React.Key };
  return rest;
}

interface City {
  name: string;
  country: string;
}

const cities: City[] = [
  { name: 'Accra', country: 'Ghana' },
  { name: 'Buenos Aires', country: 'Argentina' },
  { name: 'Cairo', country: 'Egypt' },
  { name: 'Hanoi', country: 'Vietnam' },
  { name: 'Lima', country: 'Peru' },
  { name: 'Montreal', country: 'Canada' },
  { name: 'Porto', country: 'Portugal' },
  { name: 'Wellington', country: 'New Zealand' },
];

export default function AutocompleteControlled() {
  const [value, setValue] = React.useState<City | null>(cities[6] ?? null);
  const [inputValue, setInputValue] = React.useState('');
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete({
    id: React.useId(),
    options: cities,
    getOptionLabel: (city) => city.name,
    isOptionEqualToValue: (option, current) => option.name === current.name,
    value,
    onChange: (event, newValue) => setValue(newValue),
    inputValue,
    onInputChange: (event, newInputValue) => setInputValue(newInputValue),
  });
  const options = groupedOptions as City[];

  return (
    <div className={styles.field}>
      <label className={styles.label} {...getInputLabelProps()}>
        Meeting city
      </label>
      <div className={styles.root} {...getRootProps()}>
        <input className={styles.input} {...getInputProps()} />
        {popupOpen && options.length > 0 ? (
          <ul className={styles.listbox} {...getListboxProps()}>
            {options.map((option, index) => (
              <li className={styles.option} key={option.name} {...withoutKey(getOptionProps({ option, index }))}>
                {option.name}, {option.country}
              </li>
            ))}
          </ul>
        ) : null}
        {popupOpen && options.length === 0 ? <div className={styles.empty}>No city matches.</div> : null}
      </div>
      <p className={styles.status}>
        value: {value ? `${value.name}, ${value.country}` : 'null'} · inputValue: “{inputValue}”
      </p>
    </div>
  );
}
