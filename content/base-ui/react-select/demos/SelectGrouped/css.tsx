import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';
import styles from './css.module.css';

const teams = [
  { name: 'Europe', cities: ['Amsterdam', 'Berlin', 'Madrid'] },
  { name: 'Asia', cities: ['Singapore', 'Tokyo'] },
  { name: 'Americas', cities: ['Mexico City', 'São Paulo', 'Vancouver'] },
];

function Group({ label, children }: { label: string; children: React.ReactNode }) {
  const labelId = React.useId();
  return (
    <OptionGroup
      label={label}
      className={styles.group}
      slotProps={{
        root: { role: 'group', 'aria-labelledby': labelId },
        label: { id: labelId, className: styles.groupLabel },
        list: { role: 'none', className: styles.groupList },
      }}
    >
      {children}
    </OptionGroup>
  );
}

export default function SelectGrouped() {
  const id = React.useId();

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Office
      </label>
      <Select
        id={id}
        defaultValue="Berlin"
        className={styles.trigger}
        slotProps={{
          popper: { className: styles.popper },
          listbox: { className: styles.listbox },
        }}
      >
        {teams.map((team) => (
          <Group key={team.name} label={team.name}>
            {team.cities.map((city) => (
              <Option key={city} className={styles.option} value={city}>
                {city}
              </Option>
            ))}
          </Group>
        ))}
      </Select>
    </div>
  );
}
