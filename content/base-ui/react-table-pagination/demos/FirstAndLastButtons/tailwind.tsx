import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

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

const cell = 'border-0 border-b border-solid border-slate-200 px-3 py-2 text-left dark:border-slate-700';
const pageButton =
  'inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md border border-solid border-slate-400 bg-transparent text-inherit [font-family:inherit] enabled:hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-45 dark:enabled:hover:bg-slate-800';

export default function FirstAndLastButtons() {
  const [page, setPage] = React.useState(0);

  const rows = MOONS.slice(page * 3, (page + 1) * 3);

  return (
    <div className="w-full max-w-[520px]">
      <table className="w-full border-collapse text-sm" aria-label="Moons of the solar system">
        <thead>
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>Moon</th>
            <th scope="col" className={`${cell} font-semibold`}>Planet</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td className={cell}>{row.name}</td>
              <td className={cell}>{row.planet}</td>
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
              className="px-0 pb-0 pt-2"
              slotProps={{
                toolbar: { className: 'flex flex-wrap items-center justify-end gap-x-3 gap-y-2' },
                spacer: { className: 'flex-1' },
                selectLabel: { className: 'm-0' },
                select: {
                  className:
                    'rounded-md border border-solid border-slate-400 bg-white px-2 py-1 text-sm text-slate-900 [font-family:inherit] dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100',
                },
                displayedRows: { className: 'm-0' },
                actions: {
                  className: 'flex gap-1',
                  showFirstButton: true,
                  showLastButton: true,
                  slots: { firstPageIcon: FirstIcon, backPageIcon: BackIcon, nextPageIcon: NextIcon, lastPageIcon: LastIcon },
                  slotProps: {
                    firstButton: { className: pageButton },
                    backButton: { className: pageButton },
                    nextButton: { className: pageButton },
                    lastButton: { className: pageButton },
                  },
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
