import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface Flight {
  id: string;
  fromCity: string;
  departs: string;
  toCity: string;
  arrives: string;
}

const rows: Flight[] = [
  { id: 'TP1336', fromCity: 'Lisbon', departs: '07:25', toCity: 'London', arrives: '10:05' },
  { id: 'KQ100', fromCity: 'Nairobi', departs: '23:55', toCity: 'London', arrives: '05:40' },
  { id: 'AC857', fromCity: 'Toronto', departs: '18:30', toCity: 'London', arrives: '06:35' },
  { id: 'NH211', fromCity: 'Tokyo', departs: '11:40', toCity: 'London', arrives: '16:55' },
];

function headerWithIcon(Icon: SvgIconComponent) {
  return function GroupHeader(params: GridColumnGroupHeaderParams) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon fontSize="small" aria-hidden />
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {params.headerName}
        </Typography>
      </Box>
    );
  };
}

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', minWidth: 100 },
  { field: 'fromCity', headerName: 'City', flex: 1, minWidth: 110 },
  { field: 'departs', headerName: 'Time', minWidth: 90 },
  { field: 'toCity', headerName: 'City', flex: 1, minWidth: 110 },
  { field: 'arrives', headerName: 'Time', minWidth: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'departure',
    headerName: 'Departure',
    description: 'Where and when the flight leaves, in local time',
    headerClassName: 'group--departure',
    renderHeaderGroup: headerWithIcon(FlightTakeoffIcon),
    children: [{ field: 'fromCity' }, { field: 'departs' }],
  },
  {
    groupId: 'arrival',
    headerName: 'Arrival',
    description: 'Where and when the flight lands, in local time',
    headerClassName: 'group--arrival',
    renderHeaderGroup: headerWithIcon(FlightLandIcon),
    children: [{ field: 'toCity' }, { field: 'arrives' }],
  },
];

export default function CustomGroupHeaderGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 340,
        width: '100%',
        '& .group--departure': {
          backgroundColor: theme.palette.mode === 'dark' ? 'rgba(33, 150, 243, 0.2)' : 'rgba(33, 150, 243, 0.12)',
        },
        '& .group--arrival': {
          backgroundColor: theme.palette.mode === 'dark' ? 'rgba(76, 175, 80, 0.2)' : 'rgba(76, 175, 80, 0.14)',
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        experimentalFeatures={{ columnGrouping: true }}
        aria-label="Arrivals at London"
        hideFooter
      />
    </Box>
  );
}
