import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AirIcon from '@mui/icons-material/Air';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { SvgIconComponent } from '@mui/icons-material';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

interface Forecast {
  id: number;
  day: string;
  temperature: number;
  rain: number;
  wind: number;
}

const rows: Forecast[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day, index) => ({
  id: index + 1,
  day,
  temperature: 14 + ((index * 5) % 9),
  rain: (index * 3) % 12,
  wind: 8 + ((index * 7) % 25),
}));

// A header with an icon and a unit under the title.
function headerWithIcon(Icon: SvgIconComponent, unit: string) {
  return function IconHeader(params: GridColumnHeaderParams<Forecast>) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Icon fontSize="small" color="action" aria-hidden />
        <Box sx={{ lineHeight: 1.2 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500, display: 'block' }}>
            {params.colDef.headerName}
          </Typography>
          <Typography variant="caption" component="span" color="text.secondary">
            {unit}
          </Typography>
        </Box>
      </Box>
    );
  };
}

const columns: GridColDef<Forecast>[] = [
  { field: 'day', headerName: 'Day', flex: 1, minWidth: 120 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    minWidth: 170,
    renderHeader: headerWithIcon(ThermostatIcon, '°C'),
  },
  { field: 'rain', headerName: 'Rain', type: 'number', minWidth: 130, renderHeader: headerWithIcon(WaterDropIcon, 'mm') },
  { field: 'wind', headerName: 'Wind', type: 'number', minWidth: 130, renderHeader: headerWithIcon(AirIcon, 'km/h') },
];

export default function RenderHeaderGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Weather forecast" hideFooter columnHeaderHeight={64} />
    </Box>
  );
}
