import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const photos = [
  {
    src: '/static/images/demos/image-list-mountains.svg',
    alt: 'Snowy peaks above a pine ridge',
  },
  { src: '/static/images/demos/image-list-lake.svg', alt: 'Sunrise over a calm lake' },
  {
    src: '/static/images/demos/image-list-desert.svg',
    alt: 'Cactus on orange sand dunes',
  },
  {
    src: '/static/images/demos/image-list-forest.svg',
    alt: 'Rows of fir trees in the mist',
  },
  { src: '/static/images/demos/image-list-city.svg', alt: 'City skyline at night' },
  { src: '/static/images/demos/image-list-waves.svg', alt: 'Waves rolling onto a beach' },
];

export default function StandardImageList() {
  return (
    <ImageList cols={3} sx={{ width: 480, maxWidth: '100%' }}>
      {photos.map((photo) => (
        <ImageListItem key={photo.src}>
          <img
            src={photo.src}
            alt={photo.alt}
            loading="lazy"
            style={{ aspectRatio: '1' }}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
