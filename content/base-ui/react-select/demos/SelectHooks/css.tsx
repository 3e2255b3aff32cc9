import * as React from 'react';
import { SelectProvider, useSelect } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import styles from './css.module.css';

function CustomOption({ value, children }: { value: string; children: string }) {
  const { getRootProps, highlighted } = useOption({
    value,
    label: children,
    disabled: false,
  });
  return (
    <li {...getRootProps()} className={styles.option} data-highlighted={highlighted || undefined}>
      {children}
    </li>
  );
}

export default function SelectHooks() {
  const id = React.useId();
  const { getButtonProps, getListboxProps, getHiddenInputProps, getOptionMetadata, contextValue, value, open } =
    useSelect<string, false>({ name: 'roast', defaultValue: 'medium' });
  const selected = value === null ? undefined : getOptionMetadata(value);

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Coffee roast
      </label>
      <div className={styles.anchor}>
        <button type="button" id={id} className={styles.trigger} {...getButtonProps()}>
          {selected ? selected.label : <span className={styles.placeholder}>Choose a roast…</span>}
        </button>
        <ul className={styles.listbox} {...getListboxProps()} hidden={!open}>
          <SelectProvider value={contextValue}>
            <CustomOption value="light">Light</CustomOption>
            <CustomOption value="medium">Medium</CustomOption>
            <CustomOption value="dark">Dark</CustomOption>
            <CustomOption value="decaf">Decaf</CustomOption>
          </SelectProvider>
        </ul>
        <input {...getHiddenInputProps()} />
      </div>
    </div>
  );
}
