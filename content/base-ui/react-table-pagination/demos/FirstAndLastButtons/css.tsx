import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import styles from './css.module.css';

const MOONS = [
  { name: 'Moon', planet: 'Earth' },
  { name: 'Phobos', planet: 'Mars' },
  { name: 'Deimos', planet: 'Mars' },
  { name: 'Io', planet: 'Jupiter' },
  { name: 'Europa', planet: 'Jupiter' },
  { name: 'Ganymede', planet: 'Jupiter' },
  { name: 'Callisto', planet: 'Jupiter' },
  { name: 'Titan', planet: 'Saturn' },
  { name: 'Enceladus', planet: 'Saturn' },
  { name: 'Mimas', planet: 'Saturn' },
  { name: 'Miranda', planet: 'Uranus' },
  { name: 'Titania', planet: 'Uranus' },
  { name: 'Triton', planet: 'Neptune' },
  { name: 'Nereid', planet: 'Neptune' },
  { name: 'Charon', planet: 'Pluto' },
  { name: 'Nix', planet: 'Pluto' },
];

export default function FirstAndLastButtons() {
  const [page, setPage] = React.useState(0);

  const rows = MOONS.slice(page * 3, (page + 1) * 3);

  return (
    <div className={styles.root}>
      <table className={styles.table} aria-label="Moons of the solar system">
        <thead>
          <tr>
            <th scope="col">Moon</th>
            <th scope="col">Planet</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <td>{row.planet}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={MOONS.length}
              page={page}
              rowsPerPage={3}
              rowsPerPageOptions={[]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              slotProps={{
                actions: {
                  showFirstButton: true,
                  showLastButton: true,
                  slots: { firstPageIcon: FirstIcon, backPageIcon: BackIcon, nextPageIcon: NextIcon, lastPageIcon: LastIcon },
                },
              }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function FirstIcon() {
  return <span aria-hidden="true">«</span>;
}

function BackIcon() {
  return <span aria-hidden="true">‹</span>;
}

function NextIcon() {
  return <span aria-hidden="true">›</span>;
}

function LastIcon() {
  return <span aria-hidden="true">»</span>;
}
