import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styles from './css.module.css';

interface Plan {
  id: string;
  name: string;
}

const plans: Plan[] = [
  { id: 'plan_basic', name: 'Basic' },
  { id: 'plan_team', name: 'Team' },
  { id: 'plan_enterprise', name: 'Enterprise' },
];

export default function SelectForm() {
  const planId = React.useId();
  const addOnsId = React.useId();
  const [submitted, setSubmitted] = React.useState('Nothing sent yet.');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = Array.from(new FormData(event.currentTarget).entries());
    setSubmitted(entries.map(([key, value]) => `${key} = ${String(value)}`).join('\n'));
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <div className={styles.field}>
        <label htmlFor={planId} className={styles.label}>
          Plan (required)
        </label>
        <Select<Plan, false>
          id={planId}
          name="plan"
          required
          getSerializedValue={(option) => option?.value.id ?? ''}
          className={styles.trigger}
          placeholder={<span className={styles.placeholder}>Choose a plan…</span>}
          slotProps={{
            popper: { className: styles.popper },
            listbox: { className: styles.listbox },
          }}
        >
          {plans.map((plan) => (
            <Option key={plan.id} className={styles.option} value={plan}>
              {plan.name}
            </Option>
          ))}
        </Select>
      </div>
      <div className={styles.field}>
        <label htmlFor={addOnsId} className={styles.label}>
          Add-ons
        </label>
        <Select
          id={addOnsId}
          name="addOns"
          multiple
          defaultValue={['backups']}
          className={styles.trigger}
          placeholder={<span className={styles.placeholder}>None</span>}
          slotProps={{
            popper: { className: styles.popper },
            listbox: { className: styles.listbox },
          }}
        >
          <Option className={styles.option} value="backups">
            Daily backups
          </Option>
          <Option className={styles.option} value="sso">
            Single sign-on
          </Option>
          <Option className={styles.option} value="audit">
            Audit log
          </Option>
        </Select>
      </div>
      <button type="submit" className={styles.submit}>
        Subscribe
      </button>
      <pre className={styles.output} aria-live="polite">
        {submitted}
      </pre>
    </form>
  );
}
