import * as React from 'react';
import { Input } from '@mui/base/Input';
import styles from './css.module.css';

export default function MultilineInput() {
  return (
    <div className={styles.stack}>
      <label className={styles.label} htmlFor="delivery-notes">
        Delivery notes
      </label>
      <Input
        slotProps={{ root: { className: styles.root }, input: { className: styles.input } }}
        id="delivery-notes"
        multiline
        rows={3}
        placeholder="Leave the parcel with the concierge."
      />
    </div>
  );
}
