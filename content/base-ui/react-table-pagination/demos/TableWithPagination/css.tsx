import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import styles from './css.module.css';

const LANGUAGES = [
  { name: 'C', year: 1972 },
  { name: 'Python', year: 1991 },
  { name: 'Java', year: 1995 },
  { name: 'JavaScript', year: 1995 },
  { name: 'Ruby', year: 1995 },
  { name: 'PHP', year: 1995 },
  { name: 'C#', year: 2000 },
  { name: 'Scala', year: 2004 },
  { name: 'Go', year: 2009 },
  { name: 'Rust', year: 2010 },
  { name: 'Kotlin', year: 2011 },
  { name: 'Elixir', year: 2012 },
  { name: 'TypeScript', year: 2012 },
  { name: 'Swift', year: 2014 },
];

export default function TableWithPagination() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const rows = rowsPerPage === -1 ? LANGUAGES : LANGUAGES.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <div className={styles.root}>
      <table className={styles.table} aria-label="Programming languages">
        <thead>
          <tr>
            <th scope="col">Language</th>
            <th scope="col" className={styles.numeric}>
              First released
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((language) => (
            <tr key={language.name}>
              <td>{language.name}</td>
              <td className={styles.numeric}>{language.year}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={LANGUAGES.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
