import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import styles from './css.module.css';

interface SearchFieldProps {
  label: string;
  defaultValue?: string;
  disabled?: boolean;
}

function SearchField({ label, defaultValue, disabled }: SearchFieldProps) {
  const { getRootProps, getInputProps, focused } = useInput({ defaultValue, disabled });

  return (
    <div
      className={styles.hRoot}
      {...getRootProps()}
      data-focused={focused || undefined}
      data-disabled={disabled || undefined}
    >
      <span className={styles.adornment} aria-hidden="true">
        ⌕
      </span>
      <input className={styles.input} {...getInputProps()} aria-label={label} placeholder={label} />
    </div>
  );
}

export default function UseInput() {
  return (
    <div className={styles.row}>
      <SearchField label="Search orders" />
      <SearchField label="Search archived orders" disabled />
    </div>
  );
}
