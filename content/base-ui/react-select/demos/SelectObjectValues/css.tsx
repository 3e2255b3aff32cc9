import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styles from './css.module.css';

interface Currency {
  code: string;
  name: string;
}

const currencies: Currency[] = [
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'Pound sterling' },
  { code: 'JPY', name: 'Japanese yen' },
  { code: 'USD', name: 'US dollar' },
];

// A copy that came back from the server: equal in content, not the same object.
const savedCurrency: Currency = { code: 'GBP', name: 'Pound sterling' };

export default function SelectObjectValues() {
  const id = React.useId();
  const [currency, setCurrency] = React.useState<Currency | null>(savedCurrency);

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Billing currency
      </label>
      <Select
        id={id}
        value={currency}
        onChange={(event, newValue) => setCurrency(newValue)}
        areOptionsEqual={(a, b) => a.code === b.code}
        renderValue={(option) =>
          option && (
            <span>
              <span className={styles.code}>{option.value.code}</span> {option.value.name}
            </span>
          )
        }
        className={styles.trigger}
        slotProps={{
          popper: { className: styles.popper },
          listbox: { className: styles.listbox },
        }}
      >
        {currencies.map((item) => (
          <Option key={item.code} className={styles.option} value={item} label={item.name}>
            <span className={styles.code}>{item.code}</span> {item.name}
          </Option>
        ))}
      </Select>
      <p className={styles.status}>Selected object: {JSON.stringify(currency)}</p>
    </div>
  );
}
