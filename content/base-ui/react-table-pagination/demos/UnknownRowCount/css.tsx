import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import styles from './css.module.css';

const EVENTS = [
  { id: 1, action: 'Signed in', when: '09:02' },
  { id: 2, action: 'Created project “Atlas”', when: '09:05' },
  { id: 3, action: 'Invited Grace', when: '09:11' },
  { id: 4, action: 'Uploaded logo.svg', when: '09:20' },
  { id: 5, action: 'Renamed project', when: '09:31' },
  { id: 6, action: 'Changed billing plan', when: '10:02' },
  { id: 7, action: 'Added API key', when: '10:15' },
  { id: 8, action: 'Deleted draft', when: '10:40' },
  { id: 9, action: 'Exported report', when: '11:03' },
  { id: 10, action: 'Signed out', when: '11:30' },
];

const PAGE_SIZE = 4;

export default function UnknownRowCount() {
  const [page, setPage] = React.useState(0);

  // As with a server that says only whether more rows follow, the total stays unknown until the last page.
  const rows = EVENTS.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const isLastPage = (page + 1) * PAGE_SIZE >= EVENTS.length;

  return (
    <div className={styles.root}>
      <table className={styles.table} aria-label="Activity log">
        <thead>
          <tr>
            <th scope="col">Activity</th>
            <th scope="col" className={styles.numeric}>Time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.action}</td>
              <td className={styles.numeric}>{row.when}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={isLastPage ? EVENTS.length : -1}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, newPage) => setPage(newPage)}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
