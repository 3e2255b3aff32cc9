import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const photos = [
  {
    src: '/static/images/demos/image-list-mountains.svg',
    alt: 'Snowy peaks',
    cols: 2,
    rows: 2,
  },
  { src: '/static/images/demos/image-list-lake.svg', alt: 'Calm lake at sunrise' },
  { src: '/static/images/demos/image-list-desert.svg', alt: 'Cactus in the desert' },
  {
    src: '/static/images/demos/image-list-city.svg',
    alt: 'City skyline at night',
    cols: 2,
  },
  { src: '/static/images/demos/image-list-forest.svg', alt: 'Fir forest', rows: 2 },
  {
    src: '/static/images/demos/image-list-waves.svg',
    alt: 'Waves on a beach',
    cols: 2,
    rows: 2,
  },
  { src: '/static/images/demos/image-list-lake.svg', alt: 'Lake shore', rows: 2 },
];

export default function QuiltedImageList() {
  return (
    <ImageList
      variant="quilted"
      cols={4}
      rowHeight={110}
      sx={{ width: 480, maxWidth: '100%' }}
    >
      {photos.map((photo, index) => (
        <ImageListItem
          key={`${photo.src}-${index}`}
          cols={photo.cols ?? 1}
          rows={photo.rows ?? 1}
        >
          <img src={photo.src} alt={photo.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
