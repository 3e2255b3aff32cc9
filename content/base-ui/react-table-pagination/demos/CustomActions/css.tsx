import * as React from 'react';
import { TablePagination, type TablePaginationActionsSlotProps } from '@mui/base/TablePagination';
import styles from './css.module.css';

const BOOKS = [
  { title: 'Dune', author: 'Frank Herbert' },
  { title: 'Kindred', author: 'Octavia E. Butler' },
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin' },
  { title: 'Neuromancer', author: 'William Gibson' },
  { title: 'Foundation', author: 'Isaac Asimov' },
  { title: 'Solaris', author: 'Stanisław Lem' },
  { title: 'Hyperion', author: 'Dan Simmons' },
  { title: 'The Dispossessed', author: 'Ursula K. Le Guin' },
  { title: 'Parable of the Sower', author: 'Octavia E. Butler' },
  { title: 'Snow Crash', author: 'Neal Stephenson' },
];

export default function CustomActions() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(3);

  const rows = BOOKS.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <div className={styles.root}>
      <table className={styles.table} aria-label="Science fiction novels">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Author</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.title}>
              <td>{row.title}</td>
              <td>{row.author}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={BOOKS.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[3, 5]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              slots={{ actions: PageNumbers }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function PageNumbers({ count, page, rowsPerPage, onPageChange, className }: TablePaginationActionsSlotProps) {
  const pageCount = Math.max(1, Math.ceil(count / rowsPerPage));
  return (
    <div role="group" aria-label="Pages" className={className}>
      {Array.from({ length: pageCount }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Page ${index + 1}`}
          aria-current={index === page ? 'page' : undefined}
          onClick={(event) => onPageChange(event, index)}
        >
          {index + 1}
        </button>
      ))}
    </div>
  );
}
