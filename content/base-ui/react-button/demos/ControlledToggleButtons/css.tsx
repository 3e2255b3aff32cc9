import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './css.module.css';

const filters = ['Unread', 'Starred', 'Attachments'];

export default function ControlledToggleButtons() {
  const [active, setActive] = React.useState<string[]>(['Unread']);

  const toggle = (filter: string) =>
    setActive((current) =>
      current.includes(filter) ? current.filter((item) => item !== filter) : [...current, filter],
    );

  return (
    <div className={styles.stack}>
      <div className={styles.row} role="group" aria-label="Message filters">
        {filters.map((filter) => (
          <Button
            key={filter}
            slotProps={{ root: { className: styles.toggle } }}
            aria-pressed={active.includes(filter)}
            onClick={() => toggle(filter)}
          >
            {filter}
          </Button>
        ))}
      </div>
      <p className={styles.status}>
        Showing: {active.length === 0 ? 'all messages' : active.join(', ')}
      </p>
    </div>
  );
}
