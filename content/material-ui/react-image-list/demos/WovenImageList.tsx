import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const photos = [
  { src: '/static/images/demos/image-list-forest.svg', alt: 'Fir forest in the mist' },
  { src: '/static/images/demos/image-list-desert.svg', alt: 'Cactus on sand dunes' },
  { src: '/static/images/demos/image-list-mountains.svg', alt: 'Snowy mountain range' },
  { src: '/static/images/demos/image-list-lake.svg', alt: 'Sunrise over a lake' },
  { src: '/static/images/demos/image-list-city.svg', alt: 'Skyline at night' },
  { src: '/static/images/demos/image-list-waves.svg', alt: 'Waves on the shore' },
];

export default function WovenImageList() {
  return (
    <ImageList variant="woven" cols={3} gap={8} sx={{ width: 480, maxWidth: '100%' }}>
      {photos.map((photo) => (
        <ImageListItem key={photo.src}>
          <img src={photo.src} alt={photo.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
