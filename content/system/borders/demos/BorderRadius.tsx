import Box from '@mui/system/Box';

const radii: Array<number | string> = [0, 1, 2, 4, '50%', '16px 0'];

export default function BorderRadius() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {radii.map((radius) => (
        <Box
          key={String(radius)}
          sx={{
            borderRadius: radius,
            width: 80,
            height: 80,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 13,
          }}
        >
          {typeof radius === 'number' ? radius : `'${radius}'`}
        </Box>
      ))}
    </Box>
  );
}
