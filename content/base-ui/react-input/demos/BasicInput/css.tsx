import * as React from 'react';
import { Input } from '@mui/base/Input';
import styles from './css.module.css';

export default function BasicInput() {
  return (
    <Input
      slotProps={{ root: { className: styles.root }, input: { className: styles.input } }}
      aria-label="Search the help center"
      placeholder="Search the help center"
    />
  );
}
